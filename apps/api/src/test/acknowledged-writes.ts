import pg from 'pg';
import type { LoadLog } from './load-log';
import type { LoadWorld } from './load-world';

export interface WriteCheck {
  /** Every difference between what the server acknowledged and what the database holds; empty when they match. */
  discrepancies: string[];
  counts: { applications: number; reviewed: number; ratings: number; jobs: number };
}

interface ApplicationRow {
  id: number;
  job_id: number;
  candidate_id: number;
  status: string;
  company_id: number;
}

/**
 * Compares the load's log with the database, read directly (not through the API under test): each
 * acknowledged write is there, nothing unacknowledged is, and each application's side rows (its
 * pipeline events and the company's notification) were written with it.
 */
export async function checkAcknowledgedWrites(
  databaseUrl: string,
  world: LoadWorld,
  log: LoadLog,
): Promise<WriteCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const discrepancies = log.unresolved().map((write) => `outcome never settled: ${write}`);
    const candidateIds = world.candidates.map((c) => c.id);
    const companyIds = world.companies.map((c) => c.id);

    const applications = (
      await client.query<ApplicationRow>(
        `select a.id, a.job_id, a.candidate_id, a.status, j.company_id
           from applications a join jobs j on j.id = a.job_id where a.candidate_id = any($1)`,
        [candidateIds],
      )
    ).rows;
    const byKey = new Map(applications.map((row) => [`${row.candidate_id}:${row.job_id}`, row]));
    for (const [key, record] of log.applies) {
      if (record.state !== 'acked') continue;
      const row = byKey.get(key);
      if (!row) discrepancies.push(`acknowledged application ${key} is missing`);
      else if (record.applicationId !== null && record.applicationId !== row.id)
        discrepancies.push(
          `application ${key} has id ${row.id}, the 201 said ${record.applicationId}`,
        );
      else if (record.companyId !== row.company_id)
        discrepancies.push(
          `application ${key} is for company ${row.company_id}, not ${record.companyId}`,
        );
    }
    for (const key of byKey.keys()) {
      if (log.applies.get(key)?.state !== 'acked')
        discrepancies.push(`application ${key} exists but was never acknowledged`);
    }

    const ids = applications.map((row) => row.id);
    const events = await countBy(
      client,
      'select application_id as id, count(*)::int as n from application_events where application_id = any($1) group by 1',
      ids,
    );
    const notified = await countBy(
      client,
      `select n.entity_id as id, count(*)::int as n from notifications n join applications a on a.id = n.entity_id join jobs j on j.id = a.job_id
        where n.type = 'new_application' and n.recipient_id = j.company_id and n.entity_id = any($1) group by 1`,
      ids,
    );
    for (const row of applications) {
      const moved = log.moves.get(row.id)?.state === 'acked';
      if (row.status !== (moved ? 'reviewed' : 'pending'))
        discrepancies.push(
          `application ${row.id} is ${row.status}, the log says ${moved ? 'reviewed' : 'pending'}`,
        );
      if ((events.get(row.id) ?? 0) !== (moved ? 2 : 1))
        discrepancies.push(`application ${row.id} has ${events.get(row.id) ?? 0} pipeline events`);
      if (notified.get(row.id) !== 1)
        discrepancies.push(
          `application ${row.id} has ${notified.get(row.id) ?? 0} notifications for its company`,
        );
    }
    for (const [id, record] of log.moves) {
      if (record.state === 'acked' && !applications.some((row) => row.id === id))
        discrepancies.push(`reviewed application ${id} is not a load application`);
    }

    const ratings = (
      await client.query<{
        rater_id: number;
        target_id: number;
        target_type: string;
        rating: number;
      }>('select rater_id, target_id, target_type, rating from ratings where rater_id = any($1)', [
        [...candidateIds, ...companyIds],
      ])
    ).rows;
    const ratingsInDb = new Map(ratings.map((row) => [`${row.rater_id}:${row.target_id}`, row]));
    for (const [key, record] of log.ratings) {
      const row = ratingsInDb.get(key);
      if (record.acked === null) continue;
      if (!row) discrepancies.push(`acknowledged rating ${key} is missing`);
      else if (row.rating !== record.acked || row.target_type !== record.targetType)
        discrepancies.push(
          `rating ${key} is ${row.rating}, the last acknowledged was ${record.acked}`,
        );
    }
    for (const key of ratingsInDb.keys()) {
      if (log.ratings.get(key)?.acked == null)
        discrepancies.push(`rating ${key} exists but was never acknowledged`);
    }

    const jobs = (
      await client.query<{ title: string }>('select title from jobs where company_id = any($1)', [
        companyIds,
      ])
    ).rows.map((row) => row.title);
    const expectedJobs = new Set([
      ...world.jobs.map((job) => job.title),
      ...[...log.jobs.values()].filter((r) => r.state === 'acked').map((r) => r.title),
    ]);
    for (const title of expectedJobs)
      if (!jobs.includes(title)) discrepancies.push(`acknowledged job "${title}" is missing`);
    for (const title of jobs)
      if (!expectedJobs.has(title))
        discrepancies.push(`job "${title}" exists but was never acknowledged`);
    if (new Set(jobs).size !== jobs.length) discrepancies.push('a job was created twice');

    const reviewed = applications.filter((row) => row.status === 'reviewed').length;
    return {
      discrepancies,
      counts: {
        applications: applications.length,
        reviewed,
        ratings: ratings.length,
        jobs: jobs.length,
      },
    };
  } finally {
    await client.end();
  }
}

async function countBy(client: pg.Client, text: string, ids: number[]) {
  const rows = (await client.query<{ id: number; n: number }>(text, [ids])).rows;
  return new Map(rows.map((row) => [row.id, row.n]));
}
