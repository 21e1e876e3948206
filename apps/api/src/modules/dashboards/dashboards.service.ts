import { sql } from 'drizzle-orm';
import type { CandidateStats } from '@takeoff/shared/dashboards';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';

/** One round trip for the four tiles; each count uses the candidate's index on its table. */
export async function candidateStats(deps: AppDeps, actor: SessionUser): Promise<CandidateStats> {
  const result = await deps.db.execute(sql`
    select
      (select count(*) from applications where candidate_id = ${actor.id})::int as applications,
      (select count(*) from interviews where candidate_id = ${actor.id} and status <> 'cancelled')::int as interviews,
      (select count(*) from saved_jobs where candidate_id = ${actor.id})::int as saved_jobs,
      (select count(*) from profile_views where candidate_id = ${actor.id})::int as profile_views`);
  const row = result.rows[0] as {
    applications: number;
    interviews: number;
    saved_jobs: number;
    profile_views: number;
  };
  return {
    applications: row.applications,
    interviews: row.interviews,
    savedJobs: row.saved_jobs,
    profileViews: row.profile_views,
  };
}
