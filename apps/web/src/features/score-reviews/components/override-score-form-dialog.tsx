import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SCORE_MAX, SCORE_MIN } from '@takeoff/shared/confidence';
import {
  AUTOMATED_SCORES,
  SetScoreOverrideRequest,
  type SetScoreOverrideRequest as OverrideValues,
} from '@takeoff/shared/score-reviews';
import { FormField, FormInput } from '@/components/ui/form-field';
import { SELECT_TRIGGER_CLASSES } from '@/components/ui/select-trigger-classes';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';
import { useSetScoreOverride } from '../api/set-score-override';
import { useT } from '../i18n';
import type { OverrideScoreDialogProps } from './override-score-dialog';
import type { ScoreDialogProps } from './score-dialog-opener';
import { ReasonField, ScoreJudgementDialog } from './score-judgement-dialog';

const FRESH: OverrideValues = { score: 'mood', level: 3, judgement: '', reason: '' };
const LEVELS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** The dialog of "Overrule score" (override-score-dialog.tsx), loaded when first opened. */
export function OverrideScoreFormDialog({
  applicationId,
  candidateName,
  open,
  onOpenChange: setOpen,
}: OverrideScoreDialogProps & ScoreDialogProps) {
  const { t } = useT();
  const save = useSetScoreOverride();
  const form = useForm<OverrideValues>({
    resolver: zodResolver(SetScoreOverrideRequest),
    defaultValues: FRESH,
  });
  // Discarded input is not there the next time.
  useFreshFormOnOpen(form, open, FRESH);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { applicationId, ...values },
      {
        onSuccess: () => {
          showSuccessToast(t('override.saved'));
          setOpen(false);
          form.reset();
        },
        onError: (error) =>
          showDestructiveToast(t('override.failed'), errorMessage(error, t('override.failed'))),
      },
    ),
  );
  const id = (name: string) => `override-${applicationId}-${name}`;
  return (
    <ScoreJudgementDialog
      open={open}
      onOpenChange={setOpen}
      dirty={form.formState.isDirty}
      title={t('override.title')}
      description={t('override.description', { name: candidateName })}
      onSubmit={submit}
      submitLabel={t('override.save')}
      pending={save.isPending}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id('score')} label={t('override.score')}>
          <select id={id('score')} className={SELECT_TRIGGER_CLASSES} {...form.register('score')}>
            {AUTOMATED_SCORES.map((score) => (
              <option key={score} value={score}>
                {t(`override.${score}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('level')} label={t('override.level')}>
          <select
            id={id('level')}
            className={SELECT_TRIGGER_CLASSES}
            {...form.register('level', { valueAsNumber: true })}
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormInput
        id={id('judgement')}
        label={t('override.judgement')}
        placeholder={t('override.judgementPlaceholder')}
        error={errors.judgement?.message}
        {...form.register('judgement')}
      />
      <ReasonField
        id={id('reason')}
        label={t('override.reason')}
        error={errors.reason?.message}
        registration={form.register('reason')}
      />
    </ScoreJudgementDialog>
  );
}
