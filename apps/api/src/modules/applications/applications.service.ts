import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  canMoveApplication,
  type Application,
  type ApplicationPage,
  type ApplicationStatus,
} from '@takeoff/shared/applications';
import type { CreateApplicationRequest } from '@takeoff/shared/applications';
import type { PageQuery } from '@takeoff/shared/common';
import type { z } from 'zod';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppDeps } from '../../deps';
import { applicationEvents, applications, jobs } from '../../db/schema/jobs';
import { candidatePitches } from '../../db/schema/pitches';
import { users } from '../../db/schema/auth';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { queueMail } from '../mail/mail.service';
import { startPromiseClock } from '../response-promise/response-promise.service';
import { removeObjects } from '../pitch-videos/pitch-videos.going-live';
import { createAnswerRequest } from '../video-answers/video-answers.requests';
import { deleteAnswerVideosOfApplications } from '../video-answers/video-answers.store';
import { selectApplications, toApplication } from './application-rows';

const addressOf = async (exec: Executor, userId: number) => {
  const [user] = await exec
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
};

/** A candidate applies once per open job, with a pitch; the job's company is notified (and mailed, at its address). */
const jobToApplyTo = preparedPerDatabase((db) =>
  db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      unlisted: jobs.unlisted,
      flightNumber: jobs.flightNumber,
      companyId: jobs.companyId,
      companyName: users.name,
      companyEmail: users.email,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.companyId))
    .where(eq(jobs.id, sql.placeholder('jobId')))
    .prepare('takeoff_apply_job'),
);
const pitchOf = preparedPerDatabase((db) =>
  db
    .select({ id: candidatePitches.id })
    .from(candidatePitches)
    .where(eq(candidatePitches.candidateId, sql.placeholder('candidateId')))
    .limit(1)
    .prepare('takeoff_apply_pitch'),
);
export async function apply(
  deps: AppDeps,
  actor: SessionUser,
  input: z.output<typeof CreateApplicationRequest>,
): Promise<Application> {
  const [job] = await jobToApplyTo(deps.db).execute({ jobId: input.jobId });
  // An unlisted flight is applied to from its link: the request names its number, which a guessed id does not give.
  if (!job || (job.unlisted && input.flightNumber !== job.flightNumber))
    throw AppError.notFound('Job not found');
  if (job.status === 'closed')
    throw AppError.conflict(APPLICATION_MESSAGES.jobClosed, 'JOB_CLOSED');
  const [pitch] = await pitchOf(deps.db).execute({ candidateId: actor.partyId });
  if (!pitch)
    throw new AppError(
      'PITCH_REQUIRED',
      403,
      `${APPLICATION_MESSAGES.pitchRequiredTitle}: ${APPLICATION_MESSAGES.pitchRequired}`,
    );

  const created = await deps.db.transaction(async (tx) => {
    // The unique (job, candidate) index settles two concurrent applies: one row, the other gets 409.
    const [row] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        candidateId: actor.partyId,
        coverMessage: input.coverMessage ?? null,
      })
      .onConflictDoNothing()
      .returning({
        id: applications.id,
        status: applications.status,
        coverMessage: applications.coverMessage,
        appliedAt: applications.appliedAt,
        statusChangedAt: applications.statusChangedAt,
      });
    if (!row) throw AppError.conflict(APPLICATION_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
    await tx
      .insert(applicationEvents)
      .values({ applicationId: row.id, fromStatus: null, toStatus: 'pending', actorId: actor.id });
    await startPromiseClock(tx, { id: row.id, orgId: job.companyId, appliedAt: row.appliedAt });
    // A flight that asks for video answers asks here, with its invitation mail, in the same transaction.
    await createAnswerRequest(deps, tx, {
      applicationId: row.id,
      jobId: job.id,
      candidateId: actor.partyId,
      startsAt: row.appliedAt,
      requestedBy: null,
      onlyIfEnabled: true,
    });
    const notifications = await deps.notifications.create(tx, {
      to: { userId: job.companyId },
      actorId: actor.partyId,
      type: 'new_application',
      entityType: 'application',
      entityId: row.id,
      text: (t) => ({
        title: t('newApplication.title'),
        message: t('newApplication.message', { candidate: actor.name, job: job.title }),
      }),
    });
    await queueMail(
      deps,
      tx,
      'application_received',
      { email: job.companyEmail, userId: job.companyId },
      { candidateName: actor.name, jobTitle: job.title, applicationId: row.id },
    );
    return { row, notifications };
  });
  deps.notifications.publish(created.notifications);
  const { row } = created;
  return toApplication({
    ...row,
    jobId: job.id,
    jobTitle: job.title,
    companyId: job.companyId,
    companyName: job.companyName,
    candidateId: actor.partyId,
  });
}

/** For a company: applications to its jobs; for a candidate: their own. Newest first. */
export async function listApplications(
  deps: AppDeps,
  actor: SessionUser,
  page: PageQuery,
): Promise<ApplicationPage> {
  const before = page.cursor ? decodeIdCursor(page.cursor) : null;
  const mine =
    actor.role === 'company'
      ? and(eq(jobs.companyId, actor.partyId), visibleJobs(actor, jobs.id))
      : eq(applications.candidateId, actor.partyId);
  const rows = await selectApplications(deps.db)
    .where(and(mine, before ? lt(applications.id, before) : undefined))
    .orderBy(desc(applications.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(toApplication);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.id) : null };
}

/** The job's company moves an application along the pipeline; every move is logged with its time. */
export async function moveApplication(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  status: ApplicationStatus,
): Promise<Application> {
  const [current] = await selectApplications(deps.db).where(eq(applications.id, id));
  if (!current) throw AppError.notFound('Application not found');
  if (current.companyId !== actor.partyId)
    throw AppError.forbidden('You can only manage applications to your own jobs');
  if (!canMoveApplication(current.status, status))
    throw AppError.conflict(APPLICATION_MESSAGES.sameStatus, 'SAME_STATUS');
  const moved = await deps.db.transaction(async (tx) => {
    // Guarded on the status we read, so two simultaneous moves cannot both log from the same stage.
    const [row] = await tx
      .update(applications)
      .set({ status, statusChangedAt: sql`now()` })
      .where(and(eq(applications.id, id), eq(applications.status, current.status)))
      .returning({ id: applications.id });
    if (!row)
      throw AppError.conflict(
        'The application was changed meanwhile, reload and retry',
        'STALE_STATUS',
      );
    await tx.insert(applicationEvents).values({
      applicationId: id,
      fromStatus: current.status,
      toStatus: status,
      actorId: actor.id,
    });
    const [after] = await selectApplications(tx).where(eq(applications.id, id));
    const candidate = await addressOf(tx, current.candidateId);
    await queueMail(
      deps,
      tx,
      'application_stage',
      { email: candidate.email, userId: current.candidateId },
      {
        applicationId: id,
        candidateName: candidate.name,
        companyName: current.companyName,
        jobTitle: current.jobTitle,
        status,
      },
    );
    return after!;
  });
  return toApplication(moved);
}

/**
 * A candidate withdraws their own application while it is still pending (before the company acted on it): the
 * application and its history go. Anyone else's application is not found; a moved one is 409 NOT_PENDING.
 */
export async function withdrawApplication(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
): Promise<void> {
  const [current] = await deps.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateId, actor.partyId)));
  if (!current) throw AppError.notFound('Application not found');
  if (current.status !== 'pending')
    throw AppError.conflict(APPLICATION_MESSAGES.notPending, 'NOT_PENDING');
  const keys = await deps.db.transaction(async (tx) => {
    // Its video answers go with it, their files after the commit.
    const answerKeys = await deleteAnswerVideosOfApplications(tx, [id]);
    const [gone] = await tx
      .delete(applications)
      .where(
        and(
          eq(applications.id, id),
          eq(applications.candidateId, actor.partyId),
          eq(applications.status, 'pending'),
        ),
      )
      .returning({ id: applications.id });
    if (!gone) throw AppError.conflict(APPLICATION_MESSAGES.notPending, 'NOT_PENDING');
    return answerKeys;
  });
  await removeObjects(deps, keys);
}
