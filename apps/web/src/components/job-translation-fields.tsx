import type { UseFormRegister } from 'react-hook-form';
import { LOCALES, type Locale } from '@takeoff/shared/locale-codes';
import type { JobTranslations } from '@takeoff/shared/jobs';
import { JOB_LIMITS } from '@takeoff/shared/job-constants';
import { LANGUAGE_NAMES } from '@/components/language-select';
import { FoldedSection } from '@/components/folded-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const TEXT_FIELDS = ['title', 'location', 'experience', 'salary', 'skills'] as const;
const DESCRIPTION = 'description';
const LIMITS = {
  title: JOB_LIMITS.title,
  location: JOB_LIMITS.location,
  experience: JOB_LIMITS.experience,
  salary: JOB_LIMITS.salary,
  skills: undefined,
} as const;

/** A job's text that has a version per language. */
export type JobTextField = (typeof TEXT_FIELDS)[number] | typeof DESCRIPTION;
/** What the form edits of one language: text fields, skills as a comma string. */
export type TranslationDraft = Record<JobTextField, string>;
export type TranslationDrafts = Record<Locale, TranslationDraft>;

/** A job's stored translations as the form's fields (empty where none). */
export function translationDrafts(translations: JobTranslations | undefined): TranslationDrafts {
  const draftOf = (locale: Locale): TranslationDraft => {
    const t = translations?.[locale];
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

/** The words around the fields, from the catalogue of the form that shows them (the company's or the admin's). */
export type JobTranslationLabels = {
  summary: (language: string) => string;
  hint: string;
  field: (field: JobTextField, language: string) => string;
};

/**
 * The job's texts for readers of each interface language, folded away: candidates who use Takeoff in that language
 * see a field written here instead of the main one; an empty field shows the main one.
 */
export function JobTranslationFields({
  register,
  labels,
}: {
  // The dialog's form: only the translations' paths are registered here.
  register: UseFormRegister<{ translations: TranslationDrafts }>;
  labels: JobTranslationLabels;
}) {
  return (
    <div className="grid gap-2">
      {LOCALES.map((locale) => {
        const language = LANGUAGE_NAMES[locale];
        const id = (field: string) => `job-translation-${locale}-${field}`;
        return (
          <FoldedSection key={locale} summary={labels.summary(language)} lang={locale}>
            <p className="text-xs text-muted-foreground">{labels.hint}</p>
            <div className="mt-3 grid gap-3">
              {TEXT_FIELDS.map((field) => (
                <div key={field} className="grid gap-1.5">
                  <Label htmlFor={id(field)}>{labels.field(field, language)}</Label>
                  <Input
                    id={id(field)}
                    maxLength={LIMITS[field]}
                    {...register(`translations.${locale}.${field}`)}
                  />
                </div>
              ))}
              <div className="grid gap-1.5">
                <Label htmlFor={id('description')}>{labels.field(DESCRIPTION, language)}</Label>
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
