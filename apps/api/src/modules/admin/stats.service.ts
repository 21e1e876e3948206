import { desc, inArray, sql } from 'drizzle-orm';
import { ADMIN_RECENT_USERS, REGISTRATION_CHART_WEEKS, type AdminStats } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { userRole, users } from '../../db/schema/auth';
import { statCounters } from '../../db/schema/admin';
import { toAdminUser } from './users.service';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date` (Postgres date_trunc('week') uses the same rule). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * The dashboard's figures come from stat_counters, which triggers keep as rows change (migration 0024): a few
 * dozen small rows instead of counting users, jobs, pitches and applications on every visit.
 */
export async function getStats(deps: AppDeps, now = new Date()): Promise<AdminStats> {
  const { db } = deps;
  const firstWeek = new Date(weekStartUtc(now).getTime() - (REGISTRATION_CHART_WEEKS - 1) * 7 * DAY_MS);
  const weeks = Array.from({ length: REGISTRATION_CHART_WEEKS }, (_, i) => new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10));
  const names = [...userRole.enumValues.map((role) => `users.${role}`), 'jobs', 'jobs.active', 'pitches', 'pitches.active', 'applications', ...weeks.map((w) => `users.week.${w}`)];
  const [figures, recent] = await Promise.all([
    db
      .select({ name: statCounters.name, n: sql<number>`sum(${statCounters.n})`.mapWith(Number) })
      .from(statCounters)
      .where(inArray(statCounters.name, names))
      .groupBy(statCounters.name),
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(ADMIN_RECENT_USERS),
  ]);
  const figure = (name: string) => figures.find((f) => f.name === name)?.n ?? 0;
  return {
    totalUsers: userRole.enumValues.reduce((sum, role) => sum + figure(`users.${role}`), 0),
    totalCompanies: figure('users.company'),
    totalCandidates: figure('users.candidate'),
    totalJobs: figure('jobs'),
    activeJobs: figure('jobs.active'),
    totalPitches: figure('pitches'),
    activePitches: figure('pitches.active'),
    totalApplications: figure('applications'),
    recentUsers: recent.map(toAdminUser),
    registrationsPerWeek: weeks.map((weekStart) => ({ weekStart, count: figure(`users.week.${weekStart}`) })),
  };
}
