import { sql, type SQL } from 'drizzle-orm';

/**
 * The first answer to an application, from the events themselves (issue #41: a stage change, which a rejection is,
 * a message from the company, or an interview): a LATERAL subquery over `p` (application_promises) and `a`
 * (applications) yielding `at` and `kind`. A message or interview counts from the moment of the application on; an
 * automatic closure ends the clock, so nothing at or after `closed_at` (the closure's own event) is an answer.
 * Each branch is one index probe (application_events_application_idx, messages_thread_idx,
 * interviews_candidate_idx), so the record of thousands of companies stays a single statement.
 */
export const firstAnswerLateral = (p = sql.raw('p'), a = sql.raw('a')): SQL => sql`
  lateral (
    select f.at, f.kind from (
      (select e.created_at as at, 'stage' as kind from application_events e
        where e.application_id = ${p}.application_id and e.from_status is not null
          and e.created_at < coalesce(${p}.closed_at, 'infinity')
        order by e.created_at limit 1)
      union all
      (select m.created_at, 'message' from messages m
        where m.company_id = ${p}.org_id and m.candidate_id = ${a}.candidate_id and m.sender_id = ${p}.org_id
          and m.created_at >= ${p}.applied_at and m.created_at < coalesce(${p}.closed_at, 'infinity')
        order by m.created_at limit 1)
      union all
      (select i.created_at, 'interview' from interviews i
        where i.candidate_id = ${a}.candidate_id and i.company_id = ${p}.org_id
          and i.created_at >= ${p}.applied_at and i.created_at < coalesce(${p}.closed_at, 'infinity')
        order by i.created_at limit 1)
    ) f order by f.at limit 1
  )`;
