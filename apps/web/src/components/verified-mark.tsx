import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The mark next to a company's name when an admin verified the organisation. Names are neither unique nor checked
 * otherwise, so unverified companies show nothing rather than a "not verified" warning.
 */
export function VerifiedMark({ verified, name }: { verified: boolean; name?: string }) {
  const { t } = useTranslation();
  if (!verified) return null;
  const label = name ? t('verifiedMark.named', { name }) : t('verifiedMark.label');
  return (
    <span
      className="ml-1 inline-flex translate-y-[1px] align-baseline text-sky-500"
      title={t('verifiedMark.label')}
      aria-label={label}
      role="img"
    >
      <BadgeCheck aria-hidden className="size-3.5" />
    </span>
  );
}
