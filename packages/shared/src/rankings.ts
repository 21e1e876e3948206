import { z } from 'zod';
import { TZDate } from '@date-fns/tz';
import { addWeeks, format, startOfWeek } from 'date-fns';
import { averageToOneDecimal } from './ratings';

/** Seeds: at least 3 ratings in the week to be ranked. */
export const MIN_RATINGS_FOR_RANKING = 3;
/** Dashboard panels show the top 10, then a '+N more' line. */
export const RANKING_PANEL_LIMIT = 10;
/** Top Talent and Top Employers lists hold the first 100 places of the week (the panels show 10 of them). */
export const RANKING_LIST_LIMIT = 100;
/** The server's default week zone (config RANKINGS_TIMEZONE); the SPA uses it for an empty week's range. */
export const DEFAULT_RANKINGS_TIMEZONE = 'Europe/Athens';

export interface WeekRange {
  /** Monday 00:00 in the zone, as a UTC instant. */
  start: Date;
  /** The next Monday 00:00 in the zone (exclusive), as a UTC instant. */
  end: Date;
}

/**
 * The ranking week holding `instant`: local Monday 00:00 to the next local Monday 00:00 in `timeZone`.
 * Computed in zone time, so a week spanning a DST switch lasts 167 or 169 hours.
 */
export function weekRange(instant: Date | number, timeZone: string): WeekRange {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  const start = startOfWeek(local, { weekStartsOn: 1 });
  const end = addWeeks(start, 1);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The week before the one holding `instant`. */
export function previousWeek(instant: Date | number, timeZone: string): WeekRange {
  return weekRange(weekRange(instant, timeZone).start.getTime() - 1, timeZone);
}

/** "Mon 16 Nov – Sun 22 Nov 2026": Monday to Sunday of a week, in the zone it was cut in. */
export function formatWeekRange(
  weekStart: string | Date,
  weekEnd: string | Date,
  timeZone: string,
) {
  const start = new TZDate(new Date(weekStart).getTime(), timeZone);
  // weekEnd is the next Monday 00:00 (exclusive): the last day shown is the Sunday before it.
  const lastDay = new TZDate(new Date(weekEnd).getTime() - 1, timeZone);
  return `${format(start, 'EEE d MMM')} – ${format(lastDay, 'EEE d MMM yyyy')}`;
}

export interface RatingTally {
  subjectId: number;
  /** Sum of the star values in the week. */
  sum: number;
  count: number;
}

export interface RankedEntry {
  subjectId: number;
  position: number;
  avgRating: number;
  ratingCount: number;
}

/**
 * Eligibility and order of a week: at least MIN_RATINGS_FOR_RANKING ratings; average to one decimal
 * (highest first), then more ratings first, then the lower id (the earlier account) so ties are stable.
 */
export function rankTallies(tallies: readonly RatingTally[]): RankedEntry[] {
  return tallies
    .filter((t) => t.count >= MIN_RATINGS_FOR_RANKING)
    .map((t) => ({
      subjectId: t.subjectId,
      avgRating: averageToOneDecimal(t.sum, t.count),
      ratingCount: t.count,
    }))
    .sort(
      (a, b) =>
        b.avgRating - a.avgRating || b.ratingCount - a.ratingCount || a.subjectId - b.subjectId,
    )
    .map((e, i) => ({ ...e, position: i + 1 }));
}

/** What a company (or candidate) sees instead of a candidate's name: blind review (one label everywhere). */
export { candidateLabel } from './candidate-label';

const WeekFields = { weekStart: z.string(), weekEnd: z.string() };
/** The zone the week was cut in (RANKINGS_TIMEZONE), so clients show its dates as the server meant them. */
const ZoneField = { timeZone: z.string() };

export const TopTalentEntry = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    candidateId: z.number().int(),
    /** 'Candidate #000123': what non-admins see. */
    label: z.string(),
    ...WeekFields,
    ...ZoneField,
    avgRating: z.number(),
    ratingCount: z.number().int(),
    /** Only for admins (blind review): the candidate's name. `title` is the pitch title. */
    candidate: z.object({ name: z.string().optional(), title: z.string().nullable() }),
    pitch: z.object({ title: z.string() }).nullable(),
    /** False while the week is still running (published on demand); true once the week ended. */
    final: z.boolean(),
  })
  .meta({ id: 'TopTalentEntry' });
export type TopTalentEntry = z.infer<typeof TopTalentEntry>;

export const TopEmployerEntry = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    companyId: z.number().int(),
    company: z.string(),
    companyVerified: z.boolean(),
    ...WeekFields,
    ...ZoneField,
    avgRating: z.number(),
    ratingCount: z.number().int(),
    final: z.boolean(),
  })
  .meta({ id: 'TopEmployerEntry' });
export type TopEmployerEntry = z.infer<typeof TopEmployerEntry>;

export const TopTalentList = z.array(TopTalentEntry).meta({ id: 'TopTalentList' });
export const TopEmployerList = z.array(TopEmployerEntry).meta({ id: 'TopEmployerList' });

export const PublicationResult = z
  .object({
    kind: z.enum(['talent', 'employer']),
    ...WeekFields,
    final: z.boolean(),
    /** False when this week was already published for good (nothing was written). */
    written: z.boolean(),
    entries: z.number().int(),
  })
  .meta({ id: 'PublicationResult' });
export type PublicationResult = z.infer<typeof PublicationResult>;
export const PublishCurrentResponse = z
  .object({ publications: z.array(PublicationResult) })
  .meta({ id: 'PublishCurrentResponse' });
