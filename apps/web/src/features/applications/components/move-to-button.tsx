import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Applicant } from '@takeoff/shared/applications';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

/** The card's "Move to…" trigger: the same button before and after the menu's code has loaded (move-to-menu.tsx). */
export function MoveToButton({
  application,
  ...props
}: { application: Applicant } & ComponentProps<typeof Button>) {
  const { t } = useT();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('card.moveToLabel', { name: application.candidateName })}
      {...props}
    >
      {t('card.moveTo')} <ChevronDown aria-hidden />
    </Button>
  );
}
