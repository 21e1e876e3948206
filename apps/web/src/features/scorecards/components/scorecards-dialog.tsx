import { useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/features/scorecards/i18n';
import { ScorecardPanel } from './scorecard-panel';

/** The application card's "Scorecards" button and the dialog holding the panel (nearly full-screen on a phone). */
/** `defaultOpen`: opened at once (a "scorecard requested" notification leads here). */
export function ScorecardsDialog({
  applicationId,
  candidateName,
  canRequest,
  defaultOpen = false,
}: {
  applicationId: number;
  candidateName: string;
  canRequest: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={t('dialog.openLabel', { name: candidateName })}>
        <ClipboardCheck aria-hidden /> {t('dialog.open')}
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { name: candidateName })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {open ? <ScorecardPanel applicationId={applicationId} canRequest={canRequest} /> : null}
      </DialogContent>
    </Dialog>
  );
}
