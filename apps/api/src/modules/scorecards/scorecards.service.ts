import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SCORECARD_CRITERIA,
  Recommendation,
  type Scorecard,
  type ScorecardAggregate,
  type ScorecardCriteria,
  type ScorecardCriteriaRequest,
  type ScorecardCriterion,
  type ScorecardInput,
  type ScorecardRequestInput,
  type ScorecardSummary,
} from '@takeoff/shared/scorecards';
import { can } from '@takeoff/shared/org-roles';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applications, jobs } from '../../db/schema/jobs';
import { jobInterviewers, orgMembers } from '../../db/schema/org';
import { scorecardRequests, scorecards } from '../../db/schema/scorecards';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { queueMail } from '../mail/mail.service';
import { localCandidateLabel } from '../../i18n';

type Deps = Pick<AppDeps, 'db'>;
type ScorecardRow = typeof scorecards.$inferSelect & { authorName: string };

const criteriaOf = (stored: ScorecardCriterion[] | null): ScorecardCriterion[] =>
  stored ?? DEFAULT_SCORECARD_CRITERIA.map((c) => ({ ...c }));

/** A job of the actor's organisation that the actor may see (an interviewer: assigned to it). */
async function visibleJob(exec: Executor, actor: SessionUser, jobId: number) {
  const [job] = await exec
    .select({ id: jobs.id, title: jobs.title, criteria: jobs.scorecardCriteria })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, actor.partyId), visibleJobs(actor, jobs.id)))
    .limit(1);
  if (!job) throw AppError.notFound('Job not found');
  return job;
}

/** An application to one of those jobs: the scorecards' subject. Another organisation's is not found. */
async function visibleApplication(exec: Executor, actor: SessionUser, applicationId: number) {
  const [row] = await exec
    .select({
      id: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      candidateName: users.name,
      criteria: jobs.scorecardCriteria,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
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

export async function getCriteria(
  deps: Deps,
  actor: SessionUser,
  jobId: number,
): Promise<ScorecardCriteria> {
  const job = await visibleJob(deps.db, actor, jobId);
  return { jobId, criteria: criteriaOf(job.criteria), isDefault: job.criteria === null };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32) || 'criterion';

/** Sets a job's criteria. A criterion keeps its id (and the scores given on it) when it comes back with it. */
export async function setCriteria(
  deps: Deps,
  actor: SessionUser,
  jobId: number,
  input: ScorecardCriteriaRequest,
): Promise<ScorecardCriteria> {
  const job = await visibleJob(deps.db, actor, jobId);
  const known = new Set(criteriaOf(job.criteria).map((c) => c.id));
  const taken = new Set<string>();
  const criteria = input.criteria.map((c) => {
    let id = c.id && known.has(c.id) && !taken.has(c.id) ? c.id : slug(c.name);
    for (let n = 2; taken.has(id); n++) id = `${slug(c.name).slice(0, 29)}-${n}`;
    taken.add(id);
    return { id, name: c.name, description: c.description };
  });
  await deps.db.update(jobs).set({ scorecardCriteria: criteria }).where(eq(jobs.id, jobId));
  return { jobId, criteria, isDefault: false };
}

const toScorecard = (row: ScorecardRow): Scorecard => ({
  id: row.id,
  applicationId: row.applicationId,
  author: { id: row.authorId, name: row.authorName },
  ratings: row.ratings,
  recommendation: row.recommendation,
  note: row.note,
  submittedAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every criterion of the job scored exactly once, nothing else: a refusal names the field. */
function checkRatings(criteria: ScorecardCriterion[], input: ScorecardInput) {
  const ids = new Set(criteria.map((c) => c.id));
  const given = new Set(input.ratings.map((r) => r.criterionId));
  const unknown = [...given].filter((id) => !ids.has(id));
  const missing = criteria.filter((c) => !given.has(c.id)).map((c) => c.name);
  if (unknown.length === 0 && missing.length === 0) return;
  const message =
    missing.length > 0
      ? `Score every criterion: ${missing.join(', ')}`
      : `Not a criterion of this job: ${unknown.join(', ')}`;
  throw new AppError('VALIDATION_FAILED', 400, message, [{ path: ['ratings'], message }]);
}

const ratingsOf = (input: ScorecardInput) =>
  input.ratings.map((r) => ({ criterionId: r.criterionId, score: r.score, note: r.note || null }));

const selectScorecards = (exec: Executor) =>
  exec
    .select({
      id: scorecards.id,
      applicationId: scorecards.applicationId,
      orgId: scorecards.orgId,
      authorId: scorecards.authorId,
      ratings: scorecards.ratings,
      recommendation: scorecards.recommendation,
      note: scorecards.note,
      createdAt: scorecards.createdAt,
      updatedAt: scorecards.updatedAt,
      authorName: users.name,
    })
    .from(scorecards)
    .innerJoin(users, eq(users.id, scorecards.authorId));

/** The caller's scorecard on an application: once (a second is 409; edit it with PUT). */
export async function submitScorecard(
  deps: Deps,
  actor: SessionUser,
  applicationId: number,
  input: ScorecardInput,
): Promise<Scorecard> {
  const application = await visibleApplication(deps.db, actor, applicationId);
  checkRatings(criteriaOf(application.criteria), input);
  const [created] = await deps.db
    .insert(scorecards)
    .values({
      applicationId,
      orgId: actor.partyId,
      authorId: actor.id,
      ratings: ratingsOf(input),
      recommendation: input.recommendation,
      note: input.note || null,
    })
    .onConflictDoNothing()
    .returning({ id: scorecards.id });
  if (!created)
    throw AppError.conflict(
      'You already submitted a scorecard for this application: edit it instead',
      'SCORECARD_EXISTS',
    );
  const [row] = await selectScorecards(deps.db).where(eq(scorecards.id, created.id));
  return toScorecard(row!);
}

export async function updateScorecard(
  deps: Deps,
  actor: SessionUser,
  applicationId: number,
  input: ScorecardInput,
): Promise<Scorecard> {
  const application = await visibleApplication(deps.db, actor, applicationId);
  checkRatings(criteriaOf(application.criteria), input);
  const [updated] = await deps.db
    .update(scorecards)
    .set({
      ratings: ratingsOf(input),
      recommendation: input.recommendation,
      note: input.note || null,
      updatedAt: new Date(),
    })
    .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, actor.id)))
    .returning({ id: scorecards.id });
  if (!updated)
    throw AppError.notFound('You have not submitted a scorecard for this application yet');
  const [row] = await selectScorecards(deps.db).where(eq(scorecards.id, updated.id));
  return toScorecard(row!);
}

function aggregate(
  criteria: ScorecardCriterion[],
  cards: Scorecard[],
  pending: { id: number; name: string }[],
): ScorecardAggregate {
  const perCriterion = criteria.map((criterion) => {
    const scores = cards.flatMap((card) =>
      card.ratings.filter((r) => r.criterionId === criterion.id).map((r) => r.score),
    );
    const mean = scores.length
      ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100
      : null;
    return {
      criterionId: criterion.id,
      name: criterion.name,
      mean,
      min: scores.length ? Math.min(...scores) : null,
      max: scores.length ? Math.max(...scores) : null,
      count: scores.length,
    };
  });
  const recommendations = Object.fromEntries(
    Recommendation.options.map((r) => [r, cards.filter((c) => c.recommendation === r).length]),
  ) as ScorecardAggregate['recommendations'];
  return { perCriterion, recommendations, reviewers: cards.map((c) => c.author), pending };
}

/**
 * The scorecards of an application as the caller may see them: their own always; the others and the aggregate
 * only once they submitted theirs, or (owners and recruiters) when they ask to read without submitting.
 */
export async function getScorecards(
  deps: Deps,
  actor: SessionUser,
  applicationId: number,
  reveal: boolean,
): Promise<ScorecardSummary> {
  const application = await visibleApplication(deps.db, actor, applicationId);
  const criteria = criteriaOf(application.criteria);
  const cards = (
    await selectScorecards(deps.db)
      .where(eq(scorecards.applicationId, applicationId))
      .orderBy(asc(scorecards.id))
  ).map(toScorecard);
  const mine = cards.find((c) => c.author.id === actor.id) ?? null;
  const canRevealWithoutSubmitting =
    actor.role === 'admin' || can(actor.org?.role, 'pipeline.move');
  const revealed = mine !== null || (reveal && canRevealWithoutSubmitting);
  if (!revealed)
    return {
      applicationId,
      criteria,
      mine,
      revealed,
      hiddenUntil: 'submit-own',
      canRevealWithoutSubmitting,
      others: [],
      aggregate: null,
    };
  const submitted = new Set(cards.map((c) => c.author.id));
  const expected = await deps.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      sql`${users.id} in (select ${jobInterviewers.userId} from ${jobInterviewers} where ${jobInterviewers.jobId} = ${application.jobId}
                          union select ${scorecardRequests.memberId} from ${scorecardRequests} where ${scorecardRequests.applicationId} = ${applicationId})`,
    )
    .orderBy(asc(users.name), asc(users.id));
  const pending = expected.filter((m) => !submitted.has(m.id));
  return {
    applicationId,
    criteria,
    mine,
    revealed,
    hiddenUntil: null,
    canRevealWithoutSubmitting,
    others: cards.filter((c) => c.author.id !== actor.id),
    aggregate: aggregate(criteria, cards, pending),
  };
}

/**
 * Asks a member for their scorecard: an in-app notification and a mail. The member must be able to see the job
 * (an interviewer assigned to it, or a recruiter or the owner).
 */
export async function requestScorecard(
  deps: Pick<AppDeps, 'db' | 'notifications' | 'mail' | 'config'>,
  actor: SessionUser,
  applicationId: number,
  input: ScorecardRequestInput,
) {
  const application = await visibleApplication(deps.db, actor, applicationId);
  const [member] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, actor.partyId), eq(orgMembers.userId, input.memberId)))
    .limit(1);
  if (!member) throw AppError.notFound('Member not found');
  if (member.id === actor.id)
    throw AppError.conflict(
      'Ask another member: you can write your own scorecard',
      'SCORECARD_REQUEST_SELF',
    );
  if (member.role === 'interviewer') {
    const [assigned] = await deps.db
      .select({ jobId: jobInterviewers.jobId })
      .from(jobInterviewers)
      .where(
        and(eq(jobInterviewers.jobId, application.jobId), eq(jobInterviewers.userId, member.id)),
      )
      .limit(1);
    if (!assigned)
      throw AppError.conflict(
        `${member.name} is not an interviewer of this job: assign them to it first`,
        'NOT_ASSIGNED',
      );
  }
  const [done] = await deps.db
    .select({ id: scorecards.id })
    .from(scorecards)
    .where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, member.id)))
    .limit(1);
  if (done)
    throw AppError.conflict(`${member.name} already submitted a scorecard`, 'SCORECARD_EXISTS');
  // The candidate applied to this organisation: its members see the name (applications/candidate-identity.ts).
  const label = application.candidateName;
  const created = await deps.db.transaction(async (tx) => {
    await tx
      .insert(scorecardRequests)
      .values({ applicationId, memberId: member.id, requestedBy: actor.id })
      .onConflictDoUpdate({
        target: [scorecardRequests.applicationId, scorecardRequests.memberId],
        set: { requestedBy: actor.id, createdAt: new Date() },
      });
    const notification = await deps.notifications.create(tx, {
      to: { userId: member.id },
      actorId: actor.id,
      type: 'scorecard_requested',
      entityType: 'application',
      entityId: applicationId,
      text: (t) => ({
        title: t('scorecardRequested.title'),
        message: t('scorecardRequested.message', {
          requester: actor.name,
          candidate: localCandidateLabel(t, label),
          job: application.jobTitle,
        }),
      }),
    });
    await queueMail(
      deps,
      tx,
      'scorecard_request',
      { email: member.email, userId: member.id },
      {
        name: member.name,
        requester: actor.name,
        candidate: label,
        jobTitle: application.jobTitle,
        applicationId,
      },
    );
    return notification;
  });
  deps.notifications.publish(created);
}
