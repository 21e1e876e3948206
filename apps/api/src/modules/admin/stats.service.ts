import { desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_RECENT_USERS,
  REGISTRATION_CHART_WEEKS,
  type AdminStats,
} from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { adminFigures, type PlatformFigures } from '../../db/schema/admin';
import { preparedPerDatabase } from '../../db/prepared';
import { adminUserColumns } from './users.service';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date` (Postgres date_trunc('week') uses the same rule). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The first week (Monday, UTC) of the dashboard's registrations chart that ends with `now`'s week. */
const firstChartWeek = (now: Date) =>
  new Date(weekStartUtc(now).getTime() - (REGISTRATION_CHART_WEEKS - 1) * 7 * DAY_MS);

/**
 * Counts the platform's figures now and keeps them as the dashboard's snapshot (one row, replaced): the scheduler
 * runs it every five minutes, so no visit counts whole tables and no write keeps a counter.
 */
export async function refreshAdminFigures(
  deps: Pick<AppDeps, 'db'>,
  now = new Date(),
): Promise<typeof adminFigures.$inferSelect> {
  const since = firstChartWeek(now).toISOString();
  const figures = sql<PlatformFigures>`jsonb_build_object(
    'usersByRole', (select coalesce(jsonb_object_agg(role, n), '{}'::jsonb)
                      from (select role, count(*)::int as n from users group by role) r),
    'registrationsByWeek', (select coalesce(jsonb_object_agg(week, n), '{}'::jsonb)
                      from (select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as n
                              from users where created_at >= ${since}::timestamptz group by 1) w),
    'jobs', (select count(*)::int from jobs),
    'activeJobs', (select count(*)::int from jobs where status in ('live', 'boarding', 'expiring')),
    'pitches', (select count(*)::int from candidate_pitches),
    'activePitches', (select count(*)::int from candidate_pitches where is_active),
    'applications', (select count(*)::int from applications))`;
  const [row] = await deps.db
    .insert(adminFigures)
    .values({ id: 1, figures, takenAt: now })
    .onConflictDoUpdate({ target: adminFigures.id, set: { figures, takenAt: now } })
    .returning();
  return row!;
}

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
 * The dashboard: the figures of the latest snapshot and when it was taken (taken now if there is none yet, e.g.
 * before the scheduler's first run), and the newest accounts as they are.
 */
export async function getStats(deps: AppDeps, now = new Date()): Promise<AdminStats> {
  const { db } = deps;
  const weeks = chartWeeks(firstChartWeek(now));
  const [[taken], recent] = await Promise.all([
    db.select().from(adminFigures).where(eq(adminFigures.id, 1)),
    recentUsers(db).execute(),
  ]);
  const snapshot = taken ?? (await refreshAdminFigures(deps, now));
  const { figures } = snapshot;
  const role = (name: string) => figures.usersByRole[name] ?? 0;
  return {
    totalUsers: Object.values(figures.usersByRole).reduce((sum, n) => sum + n, 0),
    totalCompanies: role('company'),
    totalCandidates: role('candidate'),
    totalJobs: figures.jobs,
    activeJobs: figures.activeJobs,
    totalPitches: figures.pitches,
    activePitches: figures.activePitches,
    totalApplications: figures.applications,
    figuresTakenAt: snapshot.takenAt.toISOString(),
    recentUsers: recent,
    registrationsPerWeek: weeks.map((weekStart) => ({
      weekStart,
      count: figures.registrationsByWeek[weekStart] ?? 0,
    })),
  };
}
