import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  latestOverrides,
  WithdrawScoreOverrideRequest,
  type WithdrawScoreOverrideRequest as WithdrawValues,
} from '@takeoff/shared/score-reviews';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useWithdrawScoreOverride } from '../api/withdraw-score-override';
import { useT } from '../i18n';
import type { ScoreDialogProps } from './score-dialog-opener';
import { ReasonField, ScoreJudgementDialog } from './score-judgement-dialog';
import type { WithdrawJudgementDialogProps } from './withdraw-judgement-dialog';

/** The dialog of "Withdraw judgement" (withdraw-judgement-dialog.tsx), loaded when first opened. */
export function WithdrawJudgementFormDialog({
  applicationId,
  candidateName,
  overrides,
  open,
  onOpenChange: setOpen,
}: WithdrawJudgementDialogProps & ScoreDialogProps) {
  const { t } = useT();
  const withdraw = useWithdrawScoreOverride();
  const latest = latestOverrides(overrides);
  const judged = [latest.mood, latest.confidence].filter((o) => o !== undefined);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(WithdrawScoreOverrideRequest),
    values: { score: judged[0]?.score ?? 'mood', reason: '' },
  });
  if (judged.length === 0) return null;
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    withdraw.mutate(
      { applicationId, ...values },
      {
        onSuccess: () => {
          showSuccessToast(t('withdraw.done'));
          setOpen(false);
        },
        onError: (error) =>
          showDestructiveToast(t('withdraw.failed'), errorMessage(error, t('withdraw.failed'))),
      },
    ),
  );
  const id = (name: string) => `withdraw-${applicationId}-${name}`;
  return (
    <ScoreJudgementDialog
      open={open}
      onOpenChange={setOpen}
      dirty={form.formState.isDirty}
      title={t('withdraw.title')}
      description={t('withdraw.description', { name: candidateName })}
      onSubmit={submit}
      submitLabel={t('withdraw.confirm')}
      pending={withdraw.isPending}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('withdraw.which')}</legend>
        {judged.map((o) => (
          <label key={o.score} className="flex items-start gap-2 text-sm">
            <input type="radio" value={o.score} {...form.register('score')} />
            <span>
              {t('withdraw.option', {
                score: t(`override.${o.score}`),
                judgement: o.judgement,
                level: o.level,
                name: o.by?.name ?? t('withdraw.formerMember'),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonField
        id={id('reason')}
        label={t('withdraw.reason')}
        error={errors.reason?.message}
        registration={form.register('reason')}
      />
    </ScoreJudgementDialog>
  );
}
