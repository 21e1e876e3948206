import { UserCheck } from 'lucide-react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useT } from '../i18n';
import { ScoreDialogOpener } from './score-dialog-opener';

export type OverrideScoreDialogProps = { applicationId: number; candidateName: string };

const OverrideScoreFormDialog = lazyWithPreload(async () => ({
  default: (await import('./override-score-form-dialog')).OverrideScoreFormDialog,
}));

/** The pipeline card's "Overrule score": a member's level, wording and reason replace an automated number. */
export function OverrideScoreDialog(props: OverrideScoreDialogProps) {
  const { t } = useT();
  return (
    <ScoreDialogOpener
      label={t('override.openLabel', { name: props.candidateName })}
      dialog={OverrideScoreFormDialog}
      dialogProps={props}
    >
      <UserCheck aria-hidden /> {t('override.open')}
    </ScoreDialogOpener>
  );
}
