import { z } from 'zod';
import { ApplicationStatus } from './applications';
import { IsoDateTime } from './common';
import type { Locale } from './locale-codes';

/** Issue #41: every application gets a first answer within the organisation's promise. */
export const PROMISE_DAYS_DEFAULT = 14;
export const PROMISE_DAYS_MIN = 3;
export const PROMISE_DAYS_MAX = 30;
/** The record looks back this far, and is shown only from this many applications (it cannot single anyone out). */
export const RECORD_WINDOW_DAYS = 90;
export const RECORD_MIN_APPLICATIONS = 10;
/** The one reminder goes out this long before the promise runs out. */
export const REMINDER_HOURS_BEFORE = 48;
export const CLOSING_TEXT_MAX = 2000;
export const FEEDBACK_MAX = 2000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The kind text a candidate gets when an application is closed (by hand or because the promise ran out), per
 * language. `{company}` and `{job}` are filled in; an organisation may write its own per language.
 */
export const DEFAULT_CLOSING_TEXTS: Record<Locale, string> = {
  en: 'Thank you for applying to {job} at {company}. We have decided not to take your application further this time. We are grateful for the time you gave us and wish you every success in your search.',
  el: 'Σας ευχαριστούμε για την αίτησή σας για τη θέση {job} στην {company}. Αποφασίσαμε να μην προχωρήσουμε την αίτησή σας αυτή τη φορά. Εκτιμούμε τον χρόνο που μας διαθέσατε και σας ευχόμαστε κάθε επιτυχία στην αναζήτησή σας.',
};

export function fillClosingText(text: string, values: { company: string; job: string }): string {
  return text.replaceAll('{company}', values.company).replaceAll('{job}', values.job);
}

/**
 * The promise runs out exactly `days` × 24 hours after the application, an instant that is the same in every time
 * zone (a calendar day across a daylight-saving change would be 23 or 25 hours in one zone and not in another).
 */
export function promiseDueAt(appliedAt: Date, days: number): Date {
  return new Date(appliedAt.getTime() + days * DAY_MS);
}

/** Whole days left, rounded up (a few hours left is "1 day"); 0 once it ran out. */
export function daysLeft(dueAt: Date, now: Date): number {
  const ms = dueAt.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

export interface RecordInput {
  appliedAt: Date;
  dueAt: Date;
  /** The first answer, or null. */
  answeredAt: Date | null;
}

export interface RecordFigures {
  decided: number;
  answeredInTime: number;
  medianHours: number | null;
}

/**
 * The record's figures, the reference the scheduled job's SQL is tested against: an application counts once its
 * outcome is known (answered, or its promise ran out by `now`); answered in time means at or before the due time.
 */
export function recordFigures(items: readonly RecordInput[], now: Date): RecordFigures {
  let decided = 0;
  let answeredInTime = 0;
  const hours: number[] = [];
  for (const item of items) {
    const answered = item.answeredAt !== null && item.answeredAt <= now;
    if (!answered && item.dueAt > now) continue;
    decided++;
    if (answered) {
      if (item.answeredAt! <= item.dueAt) answeredInTime++;
      hours.push((item.answeredAt!.getTime() - item.appliedAt.getTime()) / HOUR_MS);
    }
  }
  hours.sort((a, b) => a - b);
  const mid = Math.floor(hours.length / 2);
  const medianHours =
    hours.length === 0
      ? null
      : hours.length % 2 === 1
        ? hours[mid]!
        : (hours[mid - 1]! + hours[mid]!) / 2;
  return { decided, answeredInTime, medianHours };
}

const ClosingText = z.string().trim().min(1).max(CLOSING_TEXT_MAX).nullable();

export const ResponsePromiseSettings = z
  .object({
    promiseDays: z.number().int().min(PROMISE_DAYS_MIN).max(PROMISE_DAYS_MAX),
    /** The organisation's own closing texts; null where it uses the default of that language. */
    closingTexts: z.object({ en: z.string().nullable(), el: z.string().nullable() }),
    defaultClosingTexts: z.object({ en: z.string(), el: z.string() }),
  })
  .meta({ id: 'ResponsePromiseSettings' });
export type ResponsePromiseSettings = z.infer<typeof ResponsePromiseSettings>;

export const UpdateResponsePromiseRequest = z
  .object({
    promiseDays: z.number().int().min(PROMISE_DAYS_MIN).max(PROMISE_DAYS_MAX),
    closingTexts: z.object({ en: ClosingText, el: ClosingText }).strict(),
  })
  .strict()
  .meta({ id: 'UpdateResponsePromiseRequest' });
export type UpdateResponsePromiseRequest = z.infer<typeof UpdateResponsePromiseRequest>;

/** Rejecting by hand: the organisation's closing text goes out, with an optional personal note. */
export const RejectApplicationRequest = z
  .object({
    feedback: z
      .string()
      .trim()
      .max(FEEDBACK_MAX)
      .optional()
      .transform((v) => (v ? v : null)),
    keepInTalentPool: z.boolean(),
  })
  .strict()
  .meta({ id: 'RejectApplicationRequest' });
export type RejectApplicationRequest = z.input<typeof RejectApplicationRequest>;

export const AnswerKind = z.enum(['stage', 'message', 'interview']);
export type AnswerKind = z.infer<typeof AnswerKind>;

export const TimelineEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applied'), at: IsoDateTime }),
  z.object({ kind: z.literal('viewed'), at: IsoDateTime }),
  z.object({ kind: z.literal('stage'), at: IsoDateTime, status: ApplicationStatus }),
  z.object({ kind: z.literal('answered'), at: IsoDateTime, answer: AnswerKind }),
  z.object({ kind: z.literal('closed'), at: IsoDateTime }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** A candidate's view of one application over time, oldest first, and where its promise stands. */
export const ApplicationTimeline = z
  .object({
    applicationId: z.number().int(),
    status: ApplicationStatus,
    promise: z
      .object({
        days: z.number().int(),
        dueAt: IsoDateTime,
        /** Null once answered or closed: the promise is kept or over. */
        daysLeft: z.number().int().min(0).nullable(),
        answered: z.boolean(),
        /** Closed because nobody answered in time. */
        closedNoAnswer: z.boolean(),
      })
      .nullable(),
    entries: z.array(TimelineEntry),
  })
  .meta({ id: 'ApplicationTimeline' });
export type ApplicationTimeline = z.infer<typeof ApplicationTimeline>;

export const RecordFigures = z
  .object({
    applications: z.number().int(),
    /** Share answered within the promise, 0–100, rounded. */
    answeredInTimePercent: z.number().int().min(0).max(100),
    /** Median days to a first answer, one decimal; null when none was answered. */
    medianDays: z.number().nullable(),
  })
  .meta({ id: 'RecordFigures' });

/** A company's public record; `figures` is null below the minimum count (nothing is shown). */
export const ResponseRecord = z
  .object({
    companyId: z.number().int(),
    promiseDays: z.number().int(),
    figures: RecordFigures.nullable(),
  })
  .meta({ id: 'ResponseRecord' });
export type ResponseRecord = z.infer<typeof ResponseRecord>;

/** The record as the public flight and careers pages show it: only with figures (from the minimum count on). */
export const AnswerRecord = z
  .object({ promiseDays: z.number().int(), figures: RecordFigures })
  .meta({ id: 'AnswerRecord' });
export type AnswerRecord = z.infer<typeof AnswerRecord>;

/** The stored figures as the public sees them: nothing below the minimum count. */
export function publicFigures(row: RecordFigures | null): ResponseRecord['figures'] {
  if (!row || row.decided < RECORD_MIN_APPLICATIONS) return null;
  return {
    applications: row.decided,
    answeredInTimePercent: Math.round((row.answeredInTime / row.decided) * 100),
    medianDays: row.medianHours === null ? null : Math.round((row.medianHours / 24) * 10) / 10,
  };
}

export const ViewedResponse = z
  .object({ firstViewedAt: IsoDateTime.nullable() })
  .meta({ id: 'ApplicationViewed' });

export const RejectedApplication = z
  .object({ id: z.number().int(), status: ApplicationStatus })
  .meta({ id: 'RejectedApplication' });
