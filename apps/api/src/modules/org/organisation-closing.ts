import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import {
  applyInterviewChange,
  lockChangeableInterview,
} from '../interviews/interview-changes.service';
import type { NotificationService } from '../notifications/notifications.service';

type Created = Awaited<ReturnType<NotificationService['create']>>;

/**
 * What an organisation owes the people it deals with before it is deleted: each future interview is cancelled as
 * a member would cancel it (the candidate gets the mail with the cancelling .ics), and every applicant still in the
 * pipeline is told their application is closed. `actor` is the owner as a person (partyId their own id, the
 * organisation's name kept), so the erasure that follows keeps the notices.
 */
export async function closeOrganisation(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notifications'>,
  actor: SessionUser,
  orgId: number,
) {
  const created = await deps.db.transaction(async (tx) => {
    const notices: Created = [];
    const upcoming = await tx.execute(sql`
      select id from interviews
       where company_id = ${orgId} and status not in ('cancelled', 'completed') and scheduled_at > now()
       order by id`);
    for (const { id } of upcoming.rows as { id: number }[]) {
      const interview = await lockChangeableInterview(tx, Number(id));
      await applyInterviewChange(deps, tx, actor, interview, { kind: 'cancelled', reason: null });
    }
    for (const applicant of await openApplications(tx, orgId)) {
      notices.push(
        ...(await deps.notifications.create(tx, {
          to: { userId: applicant.candidateId },
          actorId: actor.id,
          type: 'application_closed',
          entityType: 'system',
          text: (t) => ({
            title: t('organisationClosed.title'),
            message: t('organisationClosed.message', {
              company: actor.partyName,
              job: applicant.title,
            }),
          }),
        })),
      );
    }
    return notices;
  });
  deps.notifications.publish(created);
}

async function openApplications(exec: Executor, orgId: number) {
  const result = await exec.execute(sql`
    select a.candidate_id, j.title from applications a join jobs j on j.id = a.job_id
     where j.company_id = ${orgId} and a.status not in ('hired', 'rejected')
     order by a.id`);
  return (result.rows as { candidate_id: number; title: string }[]).map((r) => ({
    candidateId: Number(r.candidate_id),
    title: r.title,
  }));
}
