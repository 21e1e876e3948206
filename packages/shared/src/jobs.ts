import { z } from 'zod';
import { singleLine } from './plain-text';
import { IsoDateTime, PageQuery, pageOf } from './common';
import { DEFAULT_EXPERIENCE, JOB_LIMITS, JOB_STATUSES, JOB_TYPES } from './job-constants';

export { jobForReader, type TranslatableJob } from './job-translations';

export {
  COMPANY_JOB_TYPES,
  DEFAULT_EXPERIENCE,
  JOB_LIMITS,
  JOB_STATUSES,
  JOB_TYPES,
  LATEST_JOBS_COUNT,
} from './job-constants';

export const JobType = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobType>;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

export const JOB_MESSAGES = {
  empty: 'No jobs available at this time.',
  /** An empty search says so, rather than that there are no jobs at all. */
  noMatches: (query: string) =>
    `No flights match "${query}". Try another title, skill, company or city.`,
  createFailed: 'Failed to post job. Please try again.',
  updateFailed: 'Failed to update job. Please try again.',
  deleteFailed: 'Failed to delete job. Please try again.',
  deleteConfirm: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone. All applications and associated data will also be removed.`,
  found: (n: number, capped = false) =>
    `${n}${capped ? '+' : ''} ${n === 1 && !capped ? 'opportunity' : 'opportunities'} found`,
} as const;

/** 'TO' + a number from 1000 to 9999; `randomInt` is crypto's, injected so the rule stays pure. */
/**
 * Flight numbers are unique. The n-th try of a job's number: 'TO' plus 4 digits (1000–9999, the seeds'
 * format) for the first FLIGHT_NUMBER_TRIES_PER_WIDTH tries, then a digit more every as many tries, up to
 * 9 digits, so a board that has used most of the 9,000 four-digit numbers still gets one.
 */
export const FLIGHT_NUMBER_TRIES_PER_WIDTH = 8;
export const FLIGHT_NUMBER_MAX_DIGITS = 9;
export const FLIGHT_NUMBER_ATTEMPTS =
  FLIGHT_NUMBER_TRIES_PER_WIDTH * (FLIGHT_NUMBER_MAX_DIGITS - 3);
export function generateFlightNumber(
  randomInt: (min: number, maxExclusive: number) => number,
  attempt = 0,
): string {
  const digits =
    4 + Math.min(Math.floor(attempt / FLIGHT_NUMBER_TRIES_PER_WIDTH), FLIGHT_NUMBER_MAX_DIGITS - 4);
  return `TO${randomInt(10 ** (digits - 1), 10 ** digits)}`;
}
/**
 * An unlisted flight is seen only by people with its link, so its number is the secret: 'TO' plus 18 random
 * digits (9×10^17 numbers, ~60 bits) instead of the listed flights' 4 to 9, which anyone could try in turn.
 */
export const UNLISTED_FLIGHT_NUMBER_DIGITS = 18;
export function generateUnlistedFlightNumber(randomBytes: (size: number) => Uint8Array): string {
  const span = 9n * 10n ** BigInt(UNLISTED_FLIGHT_NUMBER_DIGITS - 1);
  // 64 random bits modulo 9×10^17: the bias is below 5% of one number's share, nothing a guesser can use.
  const random = [...randomBytes(8)].reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);
  return `TO${10n ** BigInt(UNLISTED_FLIGHT_NUMBER_DIGITS - 1) + (random % span)}`;
}
/** A listed flight's number (4 to 9 digits) or an unlisted one's (18). */
export const FLIGHT_NUMBER_FORMAT = /^TO[1-9](?:\d{3,8}|\d{17})$/;
export const isFlightNumber = (value: string) => FLIGHT_NUMBER_FORMAT.test(value);

/** Departure time is the creation time as HH:MM (UTC, so every instance agrees). */
export const departureTimeOf = (date: Date) =>
  `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;

/** Skills arrive as a comma string (multipart form) or a list (JSON): trimmed, blanks and duplicates dropped. */
export function parseSkills(input: unknown): unknown {
  const list = typeof input === 'string' ? input.split(',') : input;
  if (!Array.isArray(list)) return input;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of list) {
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    const skill = item.trim();
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out;
}

const text = (max: number) => z.string().trim().min(1).max(max);
const line = (max: number) => singleLine().min(1).max(max);
/** Empty strings from forms mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    singleLine().max(max).optional(),
  );

export const Skills = z.preprocess(
  parseSkills,
  z.array(singleLine().max(JOB_LIMITS.skill)).min(1).max(JOB_LIMITS.skills),
);

const noNul = (value: string) => !value.includes('\u0000');
const translatedLine = (max: number) => singleLine().max(max).default('');

/** A job's texts for readers of one language: an empty field (or no skills) shows the main one. */
export const JobTranslation = z
  .object({
    title: translatedLine(JOB_LIMITS.title),
    description: z
      .string()
      .trim()
      .max(JOB_LIMITS.description)
      .refine(noNul, 'must not contain NUL characters')
      .default(''),
    location: translatedLine(JOB_LIMITS.location),
    experience: translatedLine(JOB_LIMITS.experience),
    salary: translatedLine(JOB_LIMITS.salary),
    skills: z.preprocess(
      (v) => (v === undefined ? [] : parseSkills(v)),
      z.array(singleLine().min(1).max(JOB_LIMITS.skill)).max(JOB_LIMITS.skills),
    ),
  })
  .meta({ id: 'JobTranslation' });
export type JobTranslation = z.infer<typeof JobTranslation>;

/** Per interface language (`el`, `en`), what readers of that language see instead of the job's main texts. */
export const JobTranslations = z
  .strictObject({ el: JobTranslation.optional(), en: JobTranslation.optional() })
  .meta({ id: 'JobTranslations' });
export type JobTranslations = z.infer<typeof JobTranslations>;

/** The multipart form sends the translations as one JSON text field; JSON bodies send the object. */
const JobTranslationsField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, JobTranslations);

export const JobFields = z.object({
  title: line(JOB_LIMITS.title),
  description: text(JOB_LIMITS.description),
  location: line(JOB_LIMITS.location),
  type: JobType.default('full-time'),
  experience: optionalText(JOB_LIMITS.experience).transform((v) => v ?? DEFAULT_EXPERIENCE),
  salary: optionalText(JOB_LIMITS.salary).transform((v) => v ?? null),
  skills: Skills,
  status: JobStatus.default('live'),
  /** Unlisted: reachable by link for signed-in users only; never in the sitemap, feeds or JSON-LD. Forms send 'true'/'false'. */
  unlisted: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
    .default(false),
  /** Texts per reader language (left out: none). Multipart forms send it as JSON text. */
  translations: JobTranslationsField.optional(),
});

/**
 * POST /api/jobs (multipart fields, or JSON). flightNumber and companyId may be sent by the seeds'
 * client; they are ignored: the server generates the number and the caller is the company.
 */
export const CreateJobRequest = JobFields.meta({ id: 'CreateJobRequest' });
export type CreateJobRequest = z.input<typeof CreateJobRequest>;

export const UpdateJobRequest = z
  .object({
    title: line(JOB_LIMITS.title),
    description: text(JOB_LIMITS.description),
    location: line(JOB_LIMITS.location),
    type: JobType,
    experience: line(JOB_LIMITS.experience),
    salary: singleLine()
      .max(JOB_LIMITS.salary)
      .nullable()
      .transform((v) => (v ? v : null)),
    skills: Skills,
    status: JobStatus,
    unlisted: z.boolean(),
    /** Texts per reader language; a language left out has none. Left out entirely: unchanged. */
    translations: JobTranslations,
  })
  .partial()
  .meta({ id: 'UpdateJobRequest' });
export type UpdateJobRequest = z.input<typeof UpdateJobRequest>;

export const Job = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    type: JobType,
    experience: z.string(),
    salary: z.string().nullable(),
    skills: z.array(z.string()),
    /** The company's texts for readers of other languages: the reader's language wins over the above (jobForReader). */
    translations: JobTranslations,
    status: JobStatus,
    unlisted: z.boolean(),
    flightNumber: z.string(),
    departureTime: z.string().nullable(),
    companyId: z.number().int(),
    companyName: z.string(),
    /** The company's verified mark (an admin verified the organisation). */
    companyVerified: z.boolean(),
    videoUrl: z.string().nullable(),
    expiresAt: IsoDateTime.nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof Job>;

export const JobPage = pageOf(Job).meta({ id: 'JobPage' });
export type JobPage = z.infer<typeof JobPage>;
export const JobList = z.array(Job).meta({ id: 'JobList' });

export const JobSearchQuery = PageQuery.extend({
  q: z.string().trim().max(JOB_LIMITS.search).optional(),
}).meta({ id: 'JobSearchQuery' });
export type JobSearchQuery = z.input<typeof JobSearchQuery>;

/** Counting stops here, so a board of 50,000 jobs costs what a board of 1,000 does: '1000+ opportunities found'. */
export const JOB_COUNT_CAP = 1000;

/**
 * The candidate board's page. `total` (for '{n} opportunities found') comes with the first page only,
 * counted up to JOB_COUNT_CAP; `totalCapped` says the true number is at least that.
 */
export const JobBoardPage = JobPage.extend({
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
}).meta({ id: 'JobBoardPage' });
export type JobBoardPage = z.infer<typeof JobBoardPage>;

export const LatestJobsQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
  .meta({ id: 'LatestJobsQuery' });

export const JobIdParams = z.object({
  jobId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const CompanyIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const SavedJob = z.object({ job: Job, savedAt: IsoDateTime }).meta({ id: 'SavedJob' });
export type SavedJob = z.infer<typeof SavedJob>;
export const SavedJobPage = pageOf(SavedJob).meta({ id: 'SavedJobPage' });
export type SavedJobPage = z.infer<typeof SavedJobPage>;
