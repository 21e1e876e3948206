import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PromoQuestions, type CompanyPromo } from '@takeoff/shared/promos';
import { PROMO_QUESTION_COUNT } from '@takeoff/shared/promo-constants';
import { UnsavedPageGuard } from '@/components/unsaved-page-guard';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSaveCompanyPromo } from '../api/save-company-promo';
import { useT } from '../i18n';
import { questionsErrorText } from '../lib/texts';

const QuestionsForm = z.object({ questions: PromoQuestions });
type QuestionsForm = z.infer<typeof QuestionsForm>;

const padded = (questions: string[] | undefined) =>
  Array.from({ length: PROMO_QUESTION_COUNT }, (_, i) => questions?.[i] ?? '');

/** The three questions candidates see beside the promo video. Saving keeps the current video. */
export function PromoQuestionsForm({ promo }: { promo: CompanyPromo | null }) {
  const save = useSaveCompanyPromo();
  const { t } = useT();
  const form = useForm<QuestionsForm>({
    resolver: zodResolver(QuestionsForm),
    values: { questions: padded(promo?.questions) },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { questions: values.questions },
      {
        onSuccess: () => {
          // Saved: no longer unsaved input, before the promo is read again.
          form.reset(values);
          showSuccessToast(t('messages.saved'));
        },
        onError: () => showDestructiveToast(t('error'), t('messages.updateFailed')),
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('questions.ariaLabel')}
      className="grid gap-3"
    >
      <UnsavedPageGuard dirty={form.formState.isDirty} />
      {padded(undefined).map((_, index) => (
        <div key={index} className="grid gap-1.5">
          <Label htmlFor={`promo-question-${index}`}>
            {t('questions.label', { number: index + 1 })}
          </Label>
          <Input
            id={`promo-question-${index}`}
            placeholder={t('questions.placeholder')}
            {...form.register(`questions.${index}`)}
          />
        </div>
      ))}
      {form.formState.errors.questions ? (
        <p role="alert" className="text-sm text-status-closed">
          {questionsErrorText(form.formState.errors.questions.message) ??
            t('validation.checkQuestions')}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={save.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {save.isPending ? t('questions.saving') : t('questions.save')}
      </Button>
    </form>
  );
}
