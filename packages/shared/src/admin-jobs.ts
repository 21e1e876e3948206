import { z } from 'zod';
import { singleLine } from './plain-text';
import { Id, PageQuery, pageOf } from './common';
import { FLIGHT_NUMBER_FORMAT, JobTranslations } from './jobs';

/** The admin job form's rules (seeds 001 "Admin job form"). */
export const ADMIN_JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const JOB_STATUSES = ['live', 'boarding', 'expiring', 'closed'] as const;
export const AdminJobType = z.enum(ADMIN_JOB_TYPES);
export const AdminJobStatus = z.enum(JOB_STATUSES);
export type AdminJobStatus = z.infer<typeof AdminJobStatus>;

/** What an admin may type: the seeds' 'TO' plus 4 digits, a wider number a crowded board was given, or an unlisted flight's. */
export const FLIGHT_NUMBER_PATTERN = FLIGHT_NUMBER_FORMAT;
export const DEPARTURE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'react, node ,, ts' → ['react', 'node', 'ts']. */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The current time as HH:MM (the default departure time on create). */
export function departureTimeOf(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** A date input's value ('2026-12-31' or a datetime-local) → ISO timestamp, or null when empty/invalid. */
export function toExpiresAt(value: string | null | undefined): string | null {
  if (!value || !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const Skills = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? splitSkills(v)
      : Array.isArray(v)
        ? v.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '')
        : v,
  z.array(z.string().max(60)).min(1).max(30),
);

export const AdminJobInput = z
  .object({
    title: singleLine().min(1).max(200),
    description: z.string().trim().min(1).max(10_000),
    location: singleLine().min(1).max(200),
    type: AdminJobType,
    experience: z.preprocess(emptyToUndefined, singleLine().max(100).optional()),
    salary: z.preprocess(emptyToUndefined, singleLine().max(100).nullable().optional()),
    skills: Skills,
    status: AdminJobStatus,
    companyId: Id,
    flightNumber: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(FLIGHT_NUMBER_PATTERN, 'TO plus 4 digits (up to 9), e.g. TO1234')
        .optional(),
    ),
    departureTime: z.preprocess(
      emptyToUndefined,
      z.string().trim().regex(DEPARTURE_TIME_PATTERN, 'HH:MM').optional(),
    ),
    expiresAt: z.preprocess(
      (v) => (v === '' ? null : v),
      z.iso.datetime({ offset: true }).nullable().optional(),
    ),
    /** The company's texts for readers of each language, as the admin corrects them; left out: unchanged. */
    translations: JobTranslations.optional(),
  })
  .meta({ id: 'AdminJobInput' });
export type AdminJobInput = z.input<typeof AdminJobInput>;
export type AdminJobValues = z.output<typeof AdminJobInput>;

export const AdminJob = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    type: AdminJobType,
    experience: z.string(),
    salary: z.string().nullable(),
    skills: z.array(z.string()),
    status: AdminJobStatus,
    companyId: z.number().int(),
    companyName: z.string().nullable(),
    flightNumber: z.string(),
    departureTime: z.string().nullable(),
    videoUrl: z.string().nullable(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    translations: JobTranslations,
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof AdminJob>;
export const AdminJobPage = pageOf(AdminJob).meta({ id: 'AdminJobPage' });
export type AdminJobPage = z.infer<typeof AdminJobPage>;

export const AdminJobQuery = PageQuery.extend({
  /** Matches title, company name or location, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: AdminJobStatus.optional(),
});
export type AdminJobQuery = z.infer<typeof AdminJobQuery>;

export const JOB_STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'boarding', label: 'Boarding' },
  { value: 'expiring', label: 'Expiring' },
  { value: 'closed', label: 'Closed' },
] as const;

/** '+N more' after the first `shown` skills, or null. */
export const moreSkillsLabel = (skills: readonly string[], shown: number) =>
  skills.length > shown ? `+${skills.length - shown} more` : null;
