import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  PromoQuestionTranslations,
  PromoQuestions,
  type CompanyPromo,
} from '@takeoff/shared/promos';
import { PROMO_QUESTION_COUNT } from '@takeoff/shared/promo-constants';
import { LOCALES } from '@takeoff/shared/locale-codes';
import { LANGUAGE_NAMES } from '@/components/language-select';
import { FoldedSection } from '@/components/folded-section';
import { UnsavedPageGuard } from '@/components/unsaved-page-guard';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useSaveCompanyPromo } from '../api/save-company-promo';
import { useT } from '../i18n';
import { questionsErrorText } from '../lib/texts';

const QuestionsForm = z.object({
  questions: PromoQuestions,
  questionTranslations: PromoQuestionTranslations,
});
type QuestionsForm = z.infer<typeof QuestionsForm>;

const padded = (questions: string[] | undefined) =>
  Array.from({ length: PROMO_QUESTION_COUNT }, (_, i) => questions?.[i] ?? '');

/** The three questions candidates see beside the promo video. Saving keeps the current video. */
export function PromoQuestionsForm({ promo }: { promo: CompanyPromo | null }) {
  const save = useSaveCompanyPromo();
  const { t } = useT();
  const form = useForm<QuestionsForm>({
    resolver: zodResolver(QuestionsForm),
    values: {
      questions: padded(promo?.questions),
      // Every language's three fields, empty where not translated (an empty language is stored as none).
      questionTranslations: Object.fromEntries(
        LOCALES.map((locale) => [locale, padded(promo?.questionTranslations[locale])]),
      ),
    },
    // The promo read again (a refetch, another member's save) updates the fields nobody has typed in, not the others.
    resetOptions: { keepDirtyValues: true },
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { questions: values.questions, questionTranslations: values.questionTranslations },
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
      {LOCALES.map((locale) => (
        <FoldedSection
          key={locale}
          summary={t('questions.translationSummary', { language: LANGUAGE_NAMES[locale] })}
          lang={locale}
        >
          <p className="text-xs text-muted-foreground">{t('questions.translationHint')}</p>
          <div className="mt-3 grid gap-3">
            {padded(undefined).map((_, index) => (
              <div key={index} className="grid gap-1.5">
                <Label htmlFor={`promo-question-${locale}-${index}`}>
                  {t('questions.translationLabel', {
                    number: index + 1,
                    language: LANGUAGE_NAMES[locale],
                  })}
                </Label>
                <Input
                  id={`promo-question-${locale}-${index}`}
                  {...form.register(`questionTranslations.${locale}.${index}`)}
                />
              </div>
            ))}
          </div>
        </FoldedSection>
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
