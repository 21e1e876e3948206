// A job's texts in a second language, without zod: pages that only show jobs import this, not the schemas.
import type { Locale } from './locale-codes';

/**
 * A job's own texts written for the readers of one language (its main texts are in whatever language the company
 * chose). An empty field, or no skills, means the main one.
 */
export interface JobTranslation {
  title: string;
  description: string;
  location: string;
  experience: string;
  salary: string;
  skills: string[];
}
export type JobTranslations = Partial<Record<Locale, JobTranslation>>;

/** The fields of a job a reader sees in their language. */
export interface TranslatableJob {
  title: string;
  description: string;
  location: string;
  experience: string;
  salary: string | null;
  skills: string[];
  translations?: JobTranslations | undefined;
}

/**
 * The job as a reader of `locale` sees it: per field, the company's version in that language when it wrote one,
 * else its main text. Every other field (flight number, status, company…) is the job's own.
 */
export function jobForReader<T extends TranslatableJob>(job: T, locale: Locale): T {
  const translated = job.translations?.[locale];
  if (!translated) return job;
  return {
    ...job,
    title: translated.title.trim() || job.title,
    description: translated.description.trim() || job.description,
    location: translated.location.trim() || job.location,
    experience: translated.experience.trim() || job.experience,
    salary: translated.salary.trim() || job.salary,
    skills: translated.skills.length > 0 ? translated.skills : job.skills,
  };
}

/** A flight's title and location for readers of one language: what boards of many flights carry. */
export interface FlightHeadline {
  title: string;
  location: string;
}
export type FlightHeadlines = Partial<Record<Locale, FlightHeadline>>;

/** The title and location a reader of `locale` sees on a board: the company's version where it wrote one. */
export function headlineForReader(
  flight: { title: string; location: string; translations?: FlightHeadlines | undefined },
  locale: Locale,
): FlightHeadline {
  const translated = flight.translations?.[locale];
  return {
    title: translated?.title.trim() || flight.title,
    location: translated?.location.trim() || flight.location,
  };
}

/** Only the title and location of each language that has either: a board's payload stays small. */
export function headlinesOf(translations: JobTranslations | null | undefined): FlightHeadlines {
  return Object.fromEntries(
    Object.entries(translations ?? {})
      .filter(([, t]) => t && (t.title || t.location))
      .map(([locale, t]) => [locale, { title: t!.title, location: t!.location }]),
  ) as FlightHeadlines;
}

const isEmpty = (t: JobTranslation) =>
  !t.title && !t.description && !t.location && !t.experience && !t.salary && t.skills.length === 0;

/** What is stored: a language whose fields are all empty is no translation (its readers see the main texts). */
export function writtenJobTranslations(translations: JobTranslations): JobTranslations {
  return Object.fromEntries(
    Object.entries(translations).filter(([, text]) => text && !isEmpty(text)),
  ) as JobTranslations;
}

/** The translated words search finds a job by (as the main ones: title, location and skills). */
export function translatedSearchTexts(translations: JobTranslations | null | undefined): string[] {
  return Object.values(translations ?? {}).flatMap((t) =>
    t ? [t.title, t.location, ...t.skills].filter(Boolean) : [],
  );
}
