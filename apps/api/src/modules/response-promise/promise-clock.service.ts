import { sql } from 'drizzle-orm';
import { REMINDER_HOURS_BEFORE } from '@takeoff/shared/response-promise';
import type { ApplicationStatus } from '@takeoff/shared/applications';
import type { AppDeps } from '../../deps';
import { queueMail } from '../mail/mail.service';
import { firstAnswerLateral } from './first-answer.sql';
import { sendClosingMessage } from './response-promise.service';

type Deps = Pick<AppDeps, 'db' | 'notifications' | 'mail'>;
const BATCH = 100;

interface DueRow extends Record<string, unknown> {
  application_id: number;
  org_id: number;
  candidate_id: number;
  status: ApplicationStatus;
  job_id: number;
  job_title: string;
  candidate_name: string;
  org_name: string;
  org_email: string;
}

/**
 * Open promises with no answer yet, locked for this transaction. SKIP LOCKED: a second runner (another instance,
 * or a retry overlapping a slow run) takes other rows or none, so each application is handled exactly once; the
 * update's own guard (`closed_at is null` / `reminded_at is null`) makes a later run a no-op.
 */
const unansweredDue = (condition: ReturnType<typeof sql>) => sql`
  select p.application_id, p.org_id, a.candidate_id, a.status, j.id as job_id, j.title as job_title,
         cand.name as candidate_name, org.name as org_name, org.email as org_email
    from application_promises p
    join applications a on a.id = p.application_id
    join jobs j on j.id = a.job_id
    join users cand on cand.id = a.candidate_id
    join users org on org.id = p.org_id
    left join ${firstAnswerLateral()} ans on true
   where p.closed_at is null and ${condition}
     and ans.at is null and a.status not in ('rejected', 'hired')
   order by p.due_at
   limit ${BATCH}
   for update of p skip locked`;

/**
 * When a promise runs out unanswered, the application is closed kindly: rejected (an event without an actor, at
 * the closure's instant), the candidate told in their language, and the closure counts against the record.
 */
export async function closeExpired(deps: Deps, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const { closed, notifications, more } = await deps.db.transaction(async (tx) => {
      const due = await tx.execute<DueRow>(unansweredDue(sql`p.due_at <= ${now}`));
      const created = [];
      let closed = 0;
      for (const row of due.rows) {
        const done = await tx.execute(sql`
          update application_promises set closed_at = ${now}
           where application_id = ${row.application_id} and closed_at is null`);
        if (done.rowCount !== 1) continue;
        await tx.execute(sql`
          update applications set status = 'rejected', status_changed_at = ${now}
           where id = ${row.application_id}`);
        await tx.execute(sql`
          insert into application_events (application_id, from_status, to_status, actor_id, created_at)
          values (${row.application_id}, ${row.status}, 'rejected', null, ${now})`);
        created.push(
          ...(await sendClosingMessage(deps, tx, {
            applicationId: row.application_id,
            orgId: row.org_id,
            candidateId: row.candidate_id,
            jobTitle: row.job_title,
            feedback: null,
            actorId: null,
          })),
        );
        closed++;
      }
      return { closed, notifications: created, more: due.rows.length === BATCH };
    });
    deps.notifications.publish(notifications);
    total += closed;
    if (!more) return total;
  }
}

/**
 * One reminder per application, REMINDER_HOURS_BEFORE before its promise runs out: in-app to the organisation's
 * inbox (owners and recruiters) and to the interviewers assigned to the flight, and one mail per organisation
 * listing them.
 */
export async function sendReminders(deps: Deps, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000);
  let total = 0;
  for (;;) {
    const { reminded, notifications, full } = await deps.db.transaction(async (tx) => {
      const due = await tx.execute<DueRow>(
        unansweredDue(sql`p.reminded_at is null and p.due_at > ${now} and p.due_at <= ${horizon}`),
      );
      const created = [];
      const byOrg = new Map<number, DueRow[]>();
      for (const row of due.rows) {
        const done = await tx.execute(sql`
          update application_promises set reminded_at = ${now}
           where application_id = ${row.application_id} and reminded_at is null`);
        if (done.rowCount !== 1) continue;
        const interviewers = await tx.execute<{ user_id: number }>(
          sql`select user_id from job_interviewers where job_id = ${row.job_id}`,
        );
        created.push(
          ...(await deps.notifications.create(tx, {
            to: { userIds: [row.org_id, ...interviewers.rows.map((r) => r.user_id)] },
            type: 'promise_reminder',
            entityType: 'application',
            entityId: row.application_id,
            text: (t) => ({
              title: t('responsePromise.reminderTitle'),
              message: t('responsePromise.reminderMessage', {
                candidate: row.candidate_name,
                job: row.job_title,
                hours: REMINDER_HOURS_BEFORE,
              }),
            }),
          })),
        );
        byOrg.set(row.org_id, [...(byOrg.get(row.org_id) ?? []), row]);
      }
      for (const [orgId, rows] of byOrg)
        await queueMail(
          deps,
          tx,
          'promise_reminder',
          { email: rows[0]!.org_email, userId: orgId },
          {
            recipientName: rows[0]!.org_name,
            hours: REMINDER_HOURS_BEFORE,
            applications: rows.map((r) => ({
              jobTitle: r.job_title,
              candidateName: r.candidate_name,
            })),
          },
        );
      const reminded = [...byOrg.values()].reduce((n, rows) => n + rows.length, 0);
      return { reminded, notifications: created, full: due.rows.length === BATCH };
    });
    deps.notifications.publish(notifications);
    total += reminded;
    if (!full) return total;
  }
}

/** The scheduled job: reminders first, then closures. */
export async function runPromiseClock(deps: Deps, now = new Date()) {
  const reminded = await sendReminders(deps, now);
  const closed = await closeExpired(deps, now);
  return { reminded, closed };
}
