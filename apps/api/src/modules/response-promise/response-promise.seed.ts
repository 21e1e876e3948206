import { sql } from 'drizzle-orm';
import { PROMISE_DAYS_DEFAULT } from '@takeoff/shared/response-promise';
import type { AppDeps } from '../../deps';
import type { DemoUsers } from '../../db/seed/demo-users';

/**
 * The promise clock of each demo application, as applying starts it: due when the organisation's promise (the
 * default) runs out after applying, first viewed when the company first acted on it. The demo timelines then show
 * the days left, and the clock and the record treat demo applications like real ones.
 */
export async function seedResponsePromises(deps: AppDeps, demo: DemoUsers) {
  if (demo.companies.length === 0) return;
  const companyIds = sql.join(
    demo.companies.map((c) => sql`${c.id}`),
    sql`, `,
  );
  await deps.db.execute(sql`
    insert into application_promises (application_id, org_id, applied_at, due_at, first_viewed_at)
    select a.id, j.company_id, a.applied_at,
           a.applied_at + make_interval(hours => 24 * coalesce(rp.promise_days, ${PROMISE_DAYS_DEFAULT})),
           (select min(e.created_at) from application_events e
             where e.application_id = a.id and e.actor_id = j.company_id)
      from applications a
      join jobs j on j.id = a.job_id
      left join response_promises rp on rp.org_id = j.company_id
     where j.company_id in (${companyIds})
    on conflict (application_id) do nothing`);
}
