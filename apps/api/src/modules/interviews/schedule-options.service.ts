import { sql } from 'drizzle-orm';
import { anonymousCandidateLabel, type ScheduleOptions } from '@takeoff/shared/interviews';
import type { SessionUser } from '../../http/session';
import { companyTermsAccepted } from '../consent/consent-state';
import type { InterviewDeps } from './interview-deps';
import { appliedToCompany } from '../applications/candidate-identity';

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
  const applied = appliedToCompany(sql`u.id`, sql`${actor.partyId}`);
  // Without accepted Company Terms a company sees only its applicants: no pitches, no pitch titles.
  const terms = await companyTermsAccepted(deps.db, actor);
  const pre = preselected ?? -1;
  // Three bounded, index-backed sources (the preselected id, this company's applicants, the newest
  // visible pitches) instead of ranking every candidate: the table can hold hundreds of thousands.
  const result = await deps.db.execute(sql`
    with applicants as (
      select distinct a.candidate_id as id
        from applications a join jobs j on j.id = a.job_id
       where j.company_id = ${actor.partyId}
       order by 1 desc limit ${OPTION_LIMIT}),
    pitched as (
      select p.candidate_id as id from candidate_pitches p
       where p.is_active and not p.consent_withdrawn
       order by p.candidate_id desc limit ${terms ? OPTION_LIMIT : 0}),
    ids as (select ${pre}::int as id union select id from applicants union select id from pitched)
    select u.id, u.name, p.title as pitch_title, ${applied} as applied
      from ids
      join users u on u.id = ids.id and u.role = 'candidate'
      left join candidate_pitches p on p.candidate_id = u.id and p.is_active and not p.consent_withdrawn and ${terms}
     where ${terms} or ${applied}
     order by (u.id = ${pre}) desc, applied desc, u.id desc
     limit ${OPTION_LIMIT}`);
  const candidates = (result.rows as Record<string, unknown>[]).map((r) => {
    const id = Number(r.id);
    const who = r.applied ? String(r.name) : anonymousCandidateLabel(id);
    return { id, label: r.pitch_title ? `${who} — ${String(r.pitch_title)}` : who };
  });
  const jobs = await deps.db.execute(
    sql`select id, title from jobs where company_id = ${actor.partyId} order by id desc limit ${OPTION_LIMIT}`,
  );
  const positions = (jobs.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    title: String(r.title),
  }));
  return { candidates, positions };
}
