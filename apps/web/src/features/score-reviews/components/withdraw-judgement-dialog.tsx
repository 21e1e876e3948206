import { Undo2 } from 'lucide-react';
import { latestOverrides } from '@takeoff/shared/score-review-constants';
import type { ScoreOverride } from '@takeoff/shared/score-reviews';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useT } from '../i18n';
import { ScoreDialogOpener } from './score-dialog-opener';

export type WithdrawJudgementDialogProps = {
  applicationId: number;
  candidateName: string;
  overrides: ScoreOverride[];
};

const WithdrawJudgementFormDialog = lazyWithPreload(async () => ({
  default: (await import('./withdraw-judgement-form-dialog')).WithdrawJudgementFormDialog,
}));

/**
 * The pipeline card's "Withdraw judgement", shown while a member's judgement replaces an automated score: with a
 * reason (kept in the audit log) the judgement goes and the automated score shows again.
 */
export function WithdrawJudgementDialog(props: WithdrawJudgementDialogProps) {
  const { t } = useT();
  const latest = latestOverrides(props.overrides);
  if (latest.mood === undefined && latest.confidence === undefined) return null;
  return (
    <ScoreDialogOpener
      label={t('withdraw.openLabel', { name: props.candidateName })}
      dialog={WithdrawJudgementFormDialog}
      dialogProps={props}
    >
      <Undo2 aria-hidden /> {t('withdraw.open')}
    </ScoreDialogOpener>
  );
}
