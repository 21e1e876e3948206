import { count, desc, gte, inArray, sql } from 'drizzle-orm';
import { ADMIN_RECENT_USERS, REGISTRATION_CHART_WEEKS, type AdminStats } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { candidatePitches } from '../../db/schema/pitches';
import { toAdminUser } from './users.service';

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week holding `date` (Postgres date_trunc('week') uses the same rule). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export async function getStats(deps: AppDeps, now = new Date()): Promise<AdminStats> {
  const { db } = deps;
  const firstWeek = new Date(weekStartUtc(now).getTime() - (REGISTRATION_CHART_WEEKS - 1) * 7 * DAY_MS);
  const [roleCounts, jobCounts, pitchCounts, [applicationCount], recent, weekly] = await Promise.all([
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${inArray(jobs.status, ['live', 'boarding', 'expiring'])})`.mapWith(Number) })
      .from(jobs),
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${candidatePitches.isActive})`.mapWith(Number) }).from(candidatePitches),
    db.select({ n: count() }).from(applications),
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(ADMIN_RECENT_USERS),
    db
      .select({ week: sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`, n: count() })
      .from(users)
      .where(gte(users.createdAt, firstWeek))
      .groupBy(sql`1`),
  ]);
  const byRole = (role: string) => roleCounts.find((r) => r.role === role)?.n ?? 0;
  const perWeek = new Map(weekly.map((w) => [w.week, w.n]));
  const registrationsPerWeek = Array.from({ length: REGISTRATION_CHART_WEEKS }, (_, i) => {
    const weekStart = new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
    return { weekStart, count: perWeek.get(weekStart) ?? 0 };
  });
  return {
    totalUsers: roleCounts.reduce((sum, r) => sum + r.n, 0),
    totalCompanies: byRole('company'),
    totalCandidates: byRole('candidate'),
    totalJobs: jobCounts[0]?.total ?? 0,
    activeJobs: jobCounts[0]?.active ?? 0,
    totalPitches: pitchCounts[0]?.total ?? 0,
    activePitches: pitchCounts[0]?.active ?? 0,
    totalApplications: applicationCount?.n ?? 0,
    recentUsers: recent.map(toAdminUser),
    registrationsPerWeek,
  };
}
