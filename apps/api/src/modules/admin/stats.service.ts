import { desc, gte, like, not, or, sql } from 'drizzle-orm';
import {
  ADMIN_RECENT_USERS,
  REGISTRATION_CHART_WEEKS,
  type AdminStats,
} from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { userRole, users } from '../../db/schema/auth';
import { statCounters } from '../../db/schema/admin';
import { preparedPerDatabase } from '../../db/prepared';
import { adminUserColumns } from './users.service';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date` (Postgres date_trunc('week') uses the same rule). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const WEEK_COUNTER = 'users.week.';

/**
 * Every counter but the weekly registrations, and those from the chart's first week on (names sort by date), summed
 * over their shards. Prepared once per database: the statement is the same every visit, only the first week changes.
 */
const counterSums = preparedPerDatabase((db) =>
  db
    .select({ name: statCounters.name, n: sql<number>`sum(${statCounters.n})`.mapWith(Number) })
    .from(statCounters)
    .where(
      or(
        not(like(statCounters.name, `${WEEK_COUNTER}%`)),
        gte(statCounters.name, sql.placeholder('firstWeekCounter')),
      ),
    )
    .groupBy(statCounters.name)
    .prepare('takeoff_admin_stat_counters'),
);

const recentUsers = preparedPerDatabase((db) =>
  db
    .select(adminUserColumns)
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_RECENT_USERS)
    .prepare('takeoff_admin_recent_users'),
);

/** The chart's week starts as dates (2026-11-23), worked out once a week rather than on every visit. */
let chart: { firstWeek: number; weeks: string[] } | null = null;
function chartWeeks(firstWeek: Date): string[] {
  if (chart?.firstWeek !== firstWeek.getTime()) {
    const weeks = Array.from({ length: REGISTRATION_CHART_WEEKS }, (_, i) =>
      new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
    );
    chart = { firstWeek: firstWeek.getTime(), weeks };
  }
  return chart.weeks;
}

/**
 * The dashboard's figures come from stat_counters, which triggers keep as rows change (migration 0024): a few
 * dozen small rows instead of counting users, jobs, pitches and applications on every visit.
 */
export async function getStats(deps: AppDeps, now = new Date()): Promise<AdminStats> {
  const { db } = deps;
  const firstWeek = new Date(
    weekStartUtc(now).getTime() - (REGISTRATION_CHART_WEEKS - 1) * 7 * DAY_MS,
  );
  const weeks = chartWeeks(firstWeek);
  const [figures, recent] = await Promise.all([
    counterSums(db).execute({ firstWeekCounter: `${WEEK_COUNTER}${weeks[0]}` }),
    recentUsers(db).execute(),
  ]);
  const sums = new Map(figures.map((f) => [f.name, f.n]));
  const figure = (name: string) => sums.get(name) ?? 0;
  return {
    totalUsers: userRole.enumValues.reduce((sum, role) => sum + figure(`users.${role}`), 0),
    totalCompanies: figure('users.company'),
    totalCandidates: figure('users.candidate'),
    totalJobs: figure('jobs'),
    activeJobs: figure('jobs.active'),
    totalPitches: figure('pitches'),
    activePitches: figure('pitches.active'),
    totalApplications: figure('applications'),
    recentUsers: recent,
    registrationsPerWeek: weeks.map((weekStart) => ({
      weekStart,
      count: figure(`${WEEK_COUNTER}${weekStart}`),
    })),
  };
}
