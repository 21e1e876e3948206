import { sql } from 'drizzle-orm';
import { anonymousCandidateLabel, type ScheduleOptions } from '@takeoff/shared/interviews';
import type { SessionUser } from '../../http/session';
import type { InterviewDeps } from './interview-deps';
import { appliedToCompany } from './interview-queries';

const OPTION_LIMIT = 200;

/**
 * What the schedule dialog offers a company: its positions, and candidates with a pitch or an
 * application to it. A candidate is named only after applying to this company; others appear as
 * 'Candidate #000123 — <pitch title>' (blind review). The preselected candidate is always included.
 * The pitch of a candidate who withdrew their consent is not offered.
 */
export async function scheduleOptions(
  deps: InterviewDeps,
  actor: SessionUser,
  preselected?: number,
): Promise<ScheduleOptions> {
  const applied = appliedToCompany(sql`u.id`, sql`${actor.id}`);
  const result = await deps.db.execute(sql`
    select u.id, u.name, p.title as pitch_title, ${applied} as applied
      from users u
      left join candidate_pitches p on p.candidate_id = u.id and p.is_active and not p.consent_withdrawn
     where u.role = 'candidate'
       and (p.id is not null or ${applied} or u.id = ${preselected ?? -1})
     order by (u.id = ${preselected ?? -1}) desc, ${applied} desc, u.id desc
     limit ${OPTION_LIMIT}`);
  const candidates = (result.rows as Record<string, unknown>[]).map((r) => {
    const id = Number(r.id);
    const who = r.applied ? String(r.name) : anonymousCandidateLabel(id);
    return { id, label: r.pitch_title ? `${who} — ${String(r.pitch_title)}` : who };
  });
  const jobs = await deps.db.execute(
    sql`select id, title from jobs where company_id = ${actor.id} order by id desc limit ${OPTION_LIMIT}`,
  );
  const positions = (jobs.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    title: String(r.title),
  }));
  return { candidates, positions };
}
