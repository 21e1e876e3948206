import type { UseFormRegister } from 'react-hook-form';
import { LOCALES, type Locale } from '@takeoff/shared/locale-codes';
import type { Job } from '@takeoff/shared/jobs';
import { JOB_LIMITS } from '@takeoff/shared/job-constants';
import { LANGUAGE_NAMES } from '@/components/language-select';
import { FoldedSection } from '@/components/folded-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '../i18n';

const TEXT_FIELDS = ['title', 'location', 'experience', 'salary', 'skills'] as const;
const LIMITS = {
  title: JOB_LIMITS.title,
  location: JOB_LIMITS.location,
  experience: JOB_LIMITS.experience,
  salary: JOB_LIMITS.salary,
  skills: undefined,
} as const;

/** What the form edits of one language: text fields, skills as a comma string. */
export type TranslationDraft = Record<(typeof TEXT_FIELDS)[number] | 'description', string>;
export type TranslationDrafts = Record<Locale, TranslationDraft>;

/** The job's stored translations as the form's fields (empty where none). */
export function translationDrafts(job: Job | null): TranslationDrafts {
  const draftOf = (locale: Locale): TranslationDraft => {
    const t = job?.translations[locale];
    return {
      title: t?.title ?? '',
      description: t?.description ?? '',
      location: t?.location ?? '',
      experience: t?.experience ?? '',
      salary: t?.salary ?? '',
      skills: (t?.skills ?? []).join(', '),
    };
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, draftOf(locale)]),
  ) as TranslationDrafts;
}

/**
 * The job's texts for readers of each interface language, folded away: candidates who use Takeoff in that language
 * see a field written here instead of the main one; an empty field shows the main one.
 */
export function JobTranslationFields({
  register,
}: {
  // The dialog's form: only the translations' paths are registered here.
  register: UseFormRegister<{ translations: TranslationDrafts }>;
}) {
  const { t } = useT();
  return (
    <div className="grid gap-2">
      {LOCALES.map((locale) => {
        const language = LANGUAGE_NAMES[locale];
        const id = (field: string) => `job-translation-${locale}-${field}`;
        return (
          <FoldedSection
            key={locale}
            summary={t('form.translation.summary', { language })}
            lang={locale}
          >
            <p className="text-xs text-muted-foreground">{t('form.translation.hint')}</p>
            <div className="mt-3 grid gap-3">
              {TEXT_FIELDS.map((field) => (
                <div key={field} className="grid gap-1.5">
                  <Label htmlFor={id(field)}>
                    {t('form.translation.field', { field: t(`form.fields.${field}`), language })}
                  </Label>
                  <Input
                    id={id(field)}
                    maxLength={LIMITS[field]}
                    {...register(`translations.${locale}.${field}`)}
                  />
                </div>
              ))}
              <div className="grid gap-1.5">
                <Label htmlFor={id('description')}>
                  {t('form.translation.field', { field: t('form.fields.description'), language })}
                </Label>
                <Textarea
                  id={id('description')}
                  rows={3}
                  maxLength={JOB_LIMITS.description}
                  {...register(`translations.${locale}.description`)}
                />
              </div>
            </div>
          </FoldedSection>
        );
      })}
    </div>
  );
}
