import { and, eq, isNull } from 'drizzle-orm';
import { CANDIDATE_CONSENT_WITHDRAWN } from '@takeoff/shared/consent';
import { can } from '@takeoff/shared/org-roles';
import {
  VIDEO_ANSWER_ERRORS,
  type ApplicationVideoAnswers,
  type CompanyAnswerRequest,
  type DecideAccommodationRequest,
} from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import {
  assertCompanyTermsAccepted,
  candidateConsentNotWithdrawn,
  companyTermsAccepted,
  isCandidateConsentWithdrawn,
  lockCandidateConsent,
} from '../consent/consent-state';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { createAnswerRequest, lockRequest, queueAnswerMail } from './video-answers.requests';
import { answersOf, requestOfApplication } from './video-answers.store';
import {
  accommodationOf,
  companyQuestionOf,
  isAnswered,
  retakesOf,
  summaryOf,
  type AnswerRow,
  type RequestRow,
} from './video-answers.views';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED = new Set(['rejected', 'hired']);

/**
 * An application to a flight of the actor's organisation that the actor may see (an interviewer: assigned to it).
 * Another organisation's, or one the member may not see, is not found.
 */
async function memberApplication(exec: Executor, actor: SessionUser, applicationId: number) {
  const [row] = await exec
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: applications.candidateId,
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: users.name,
      candidateConsents: candidateConsentNotWithdrawn(applications.candidateId).mapWith(Boolean),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, jobs.companyId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(jobs.companyId, actor.partyId),
        visibleJobs(actor, jobs.id),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound('Application not found');
  return row;
}
type MemberApplication = Awaited<ReturnType<typeof memberApplication>>;

async function companyView(
  exec: Executor,
  request: RequestRow,
  flight: Pick<MemberApplication, 'jobTitle' | 'companyName' | 'status' | 'candidateConsents'>,
  termsAccepted: boolean,
): Promise<CompanyAnswerRequest> {
  const now = new Date();
  const { byRequest, videos } = await answersOf(exec, [request.id]);
  const answers = byRequest.get(request.id) ?? new Map<number, AnswerRow>();
  const answered = [...answers.values()].filter((a) =>
    isAnswered(a, a.videoId ? videos.get(a.videoId) : undefined),
  ).length;
  const summary = summaryOf(request, answered, now);
  return {
    id: request.id,
    applicationId: request.applicationId,
    jobId: request.jobId,
    jobTitle: flight.jobTitle,
    companyName: flight.companyName,
    questionCount: request.questions.length,
    thinkingSeconds: request.thinkingSeconds,
    answerSeconds: request.answerSeconds,
    retakes: retakesOf(request.retakes),
    allowUpload: request.allowUpload,
    deadlineAt: request.deadlineAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
    summary,
    accommodation: accommodationOf(request),
    remindedAt: request.remindedAt?.toISOString() ?? null,
    // As remind checks: a request completed before one of its videos failed is not reminded (the candidate was
    // notified of the failure instead).
    canRemind:
      request.remindedAt === null &&
      request.completedAt === null &&
      summary.status === 'in_progress' &&
      termsAccepted &&
      flight.candidateConsents &&
      !CLOSED.has(flight.status),
    questions: request.questions.map((_, i) => {
      const answer = answers.get(i);
      return companyQuestionOf(
        request,
        i,
        answer,
        answer?.videoId ? videos.get(answer.videoId) : undefined,
        now,
      );
    }),
  };
}

/** The application view's answers: every question, each answer with its media, the accommodation. */
export async function applicationAnswers(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  applicationId: number,
): Promise<ApplicationVideoAnswers> {
  const application = await memberApplication(deps.db, actor, applicationId);
  const request = await requestOfApplication(deps.db, applicationId);
  const terms = await companyTermsAccepted(deps.db, actor);
  return {
    applicationId,
    canAsk:
      request === null &&
      terms &&
      application.candidateConsents &&
      !CLOSED.has(application.status) &&
      can(actor.org?.role, 'pipeline.move'),
    request: request ? await companyView(deps.db, request, application, terms) : null,
  };
}

/**
 * The application a member asks or reminds about: like every other company action towards a candidate, it needs
 * the company's accepted Company Terms (403), and a decided application (hired, rejected) is not chased (409).
 * The candidate's own consent is checked in the transaction that asks or reminds (candidateStillConsents).
 */
async function contactableApplication(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  applicationId: number,
) {
  const application = await memberApplication(deps.db, actor, applicationId);
  await assertCompanyTermsAccepted(deps.db, actor);
  if (CLOSED.has(application.status))
    throw AppError.conflict(
      'This application is closed: its candidate is not asked any more',
      VIDEO_ANSWER_ERRORS.applicationClosed,
    );
  return application;
}

/**
 * 409 CANDIDATE_CONSENT_WITHDRAWN: recording someone on camera is new processing of their data, so a candidate who
 * withdrew consent is neither asked nor reminded (messages about the application still go). The user row's lock
 * orders this with a withdrawal made at the same moment (consent decisions take it first too).
 */
async function candidateStillConsents(tx: Executor, candidateId: number) {
  await lockCandidateConsent(tx, candidateId);
  if (await isCandidateConsentWithdrawn(tx, candidateId))
    throw AppError.conflict(
      'This candidate has withdrawn their consent: they are not asked for video answers',
      CANDIDATE_CONSENT_WITHDRAWN,
    );
}

/** A member asks an existing applicant for answers afterwards: mail and notification to the candidate. */
export async function askApplicant(
  deps: AppDeps,
  actor: SessionUser,
  applicationId: number,
): Promise<CompanyAnswerRequest> {
  const application = await contactableApplication(deps, actor, applicationId);
  const { request, created } = await deps.db.transaction(async (tx) => {
    await candidateStillConsents(tx, application.candidateId);
    const request = await createAnswerRequest(deps, tx, {
      applicationId,
      jobId: application.jobId,
      candidateId: application.candidateId,
      startsAt: new Date(),
      requestedBy: actor.id,
      onlyIfEnabled: false,
    });
    const created = await notify(deps, tx, actor, request!, application, 'message');
    return { request: request!, created };
  });
  deps.notifications.publish(created);
  return companyView(deps.db, request, application, true);
}

function notify(
  deps: AppDeps,
  tx: Executor,
  actor: SessionUser,
  request: RequestRow,
  application: MemberApplication,
  key: 'message' | 'reminder',
) {
  return deps.notifications.create(tx, {
    to: { userId: request.candidateId },
    actorId: actor.partyId,
    type: 'video_answers_requested',
    entityType: 'application',
    entityId: request.applicationId,
    text: (t) => ({
      title: t('videoAnswers.title'),
      message: t(`videoAnswers.${key}`, {
        company: application.companyName,
        job: application.jobTitle,
        count: request.questions.length,
      }),
    }),
  });
}

/** The one reminder (a member's, or the scheduled one two days before the deadline, whichever comes first). */
export async function remindApplicant(
  deps: AppDeps,
  actor: SessionUser,
  applicationId: number,
): Promise<CompanyAnswerRequest> {
  const application = await contactableApplication(deps, actor, applicationId);
  const outcome = await deps.db.transaction(async (tx) => {
    const current = await requestOfApplication(tx, applicationId);
    if (!current)
      throw AppError.conflict(
        'This applicant was not asked for video answers',
        VIDEO_ANSWER_ERRORS.notAsked,
      );
    await candidateStillConsents(tx, application.candidateId);
    const request = (await lockRequest(tx, current.id))!;
    if (request.completedAt)
      throw AppError.conflict('Every answer is in already', VIDEO_ANSWER_ERRORS.complete);
    if (request.remindedAt)
      throw AppError.conflict(
        'The candidate was already reminded once',
        VIDEO_ANSWER_ERRORS.alreadyReminded,
      );
    if (new Date() > request.deadlineAt)
      throw AppError.conflict(
        'The deadline has passed: there is nothing to remind of',
        VIDEO_ANSWER_ERRORS.deadlinePassed,
      );
    const [next] = await tx
      .update(videoAnswerRequests)
      .set({ remindedAt: new Date() })
      .where(and(eq(videoAnswerRequests.id, request.id), isNull(videoAnswerRequests.remindedAt)))
      .returning();
    await queueAnswerMail(deps, tx, 'video_answers_reminder', next!, {
      companyName: application.companyName,
      jobTitle: application.jobTitle,
    });
    const created = await notify(deps, tx, actor, next!, application, 'reminder');
    return { request: next!, created };
  });
  deps.notifications.publish(outcome.created);
  return companyView(deps.db, outcome.request, application, true);
}

/**
 * The company's decision on the candidate's accommodation request: extra days, a written answer, or no. The decision
 * reaches the candidate and changes what they are held to, so it needs the accepted Company Terms as asking does.
 */
export async function decideAccommodation(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  applicationId: number,
  input: DecideAccommodationRequest,
): Promise<CompanyAnswerRequest> {
  const application = await memberApplication(deps.db, actor, applicationId);
  await assertCompanyTermsAccepted(deps.db, actor);
  const request = await deps.db.transaction(async (tx) => {
    const current = await requestOfApplication(tx, applicationId);
    const request = current ? await lockRequest(tx, current.id) : null;
    if (!request?.accommodationRequestedAt)
      throw AppError.conflict(
        'The candidate did not ask for an accommodation',
        VIDEO_ANSWER_ERRORS.noAccommodation,
      );
    if (request.accommodationDecision)
      throw AppError.conflict(
        'This accommodation was already decided',
        VIDEO_ANSWER_ERRORS.accommodationDecided,
      );
    const extraDays = input.decision === 'extra_time' ? (input.extraDays ?? 0) : null;
    const [next] = await tx
      .update(videoAnswerRequests)
      .set({
        accommodationDecision: input.decision,
        accommodationExtraDays: extraDays,
        accommodationNote: input.note ?? null,
        accommodationDecidedAt: new Date(),
        accommodationDecidedBy: actor.id,
        // Extra time moves the deadline from where it stands (or from now, when it had passed).
        ...(extraDays
          ? {
              deadlineAt: new Date(
                Math.max(request.deadlineAt.getTime(), Date.now()) + extraDays * DAY_MS,
              ),
            }
          : {}),
      })
      .where(eq(videoAnswerRequests.id, request.id))
      .returning();
    return next!;
  });
  return companyView(deps.db, request, application, true);
}
