import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_CLOSING_TEXTS,
  type RejectApplicationRequest,
  PROMISE_DAYS_DEFAULT,
  daysLeft,
  fillClosingText,
  type AnswerKind,
  type ApplicationTimeline,
  type ResponsePromiseSettings,
  type TimelineEntry,
  type UpdateResponsePromiseRequest,
} from '@takeoff/shared/response-promise';
import type { ApplicationStatus } from '@takeoff/shared/applications';
import type { Locale } from '@takeoff/shared/locale';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { applicationEvents, applications, jobs } from '../../db/schema/jobs';
import {
  applicationPromises,
  responsePromises,
  talentPool,
} from '../../db/schema/response-promise';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { localeOr, serverT } from '../../i18n';
import { queueMail } from '../mail/mail.service';
import { firstAnswerLateral } from './first-answer.sql';

type Deps = Pick<AppDeps, 'db' | 'notifications' | 'mail'>;

/**
 * Starts an application's promise clock, in the application's own transaction: the due time is fixed now, from the
 * organisation's promise of the moment (exactly days × 24 h, the same instant in every time zone).
 */
export async function startPromiseClock(
  exec: Executor,
  application: { id: number; orgId: number; appliedAt: Date },
) {
  await exec.execute(sql`
    insert into application_promises (application_id, org_id, applied_at, due_at)
    select ${application.id}, ${application.orgId}, ${application.appliedAt}::timestamptz,
           ${application.appliedAt}::timestamptz + make_interval(hours => 24 * coalesce(
             (select promise_days from response_promises where org_id = ${application.orgId}), ${PROMISE_DAYS_DEFAULT}))
    on conflict (application_id) do nothing`);
}

export async function getSettings(
  deps: Deps,
  actor: SessionUser,
): Promise<ResponsePromiseSettings> {
  const [row] = await deps.db
    .select()
    .from(responsePromises)
    .where(eq(responsePromises.orgId, actor.partyId));
  return {
    promiseDays: row?.promiseDays ?? PROMISE_DAYS_DEFAULT,
    closingTexts: { en: row?.closingTextEn ?? null, el: row?.closingTextEl ?? null },
    defaultClosingTexts: DEFAULT_CLOSING_TEXTS,
  };
}

/** The owner sets the promise (3–30 days) and the closing texts; applications already sent keep their due time. */
export async function updateSettings(
  deps: Deps,
  actor: SessionUser,
  body: UpdateResponsePromiseRequest,
): Promise<ResponsePromiseSettings> {
  const values = {
    promiseDays: body.promiseDays,
    closingTextEn: body.closingTexts.en,
    closingTextEl: body.closingTexts.el,
    updatedBy: actor.id,
    updatedAt: sql`now()`,
  };
  await deps.db
    .insert(responsePromises)
    .values({ orgId: actor.partyId, ...values })
    .onConflictDoUpdate({ target: responsePromises.orgId, set: values });
  return getSettings(deps, actor);
}

/** The organisation's closing text in both languages, filled in for one application. */
export async function closingTexts(
  exec: Executor,
  orgId: number,
  values: { company: string; job: string },
): Promise<Record<Locale, string>> {
  const [row] = await exec
    .select({ en: responsePromises.closingTextEn, el: responsePromises.closingTextEl })
    .from(responsePromises)
    .where(eq(responsePromises.orgId, orgId));
  return {
    en: fillClosingText(row?.en ?? DEFAULT_CLOSING_TEXTS.en, values),
    el: fillClosingText(row?.el ?? DEFAULT_CLOSING_TEXTS.el, values),
  };
}

/** An application of the actor's organisation that the actor may see (an interviewer: of an assigned job). */
async function companyApplication(exec: Executor, actor: SessionUser, id: number) {
  const [row] = await exec
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: applications.candidateId,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(eq(applications.id, id), eq(jobs.companyId, actor.partyId), visibleJobs(actor, jobs.id)),
    );
  if (!row) throw AppError.notFound('Application not found');
  return row;
}

/** A member opened the application: the first time is kept, for the candidate's timeline. */
export async function markViewed(deps: Deps, actor: SessionUser, id: number) {
  await companyApplication(deps.db, actor, id);
  const [row] = await deps.db
    .update(applicationPromises)
    .set({ firstViewedAt: sql`coalesce(${applicationPromises.firstViewedAt}, now())` })
    .where(eq(applicationPromises.applicationId, id))
    .returning({ firstViewedAt: applicationPromises.firstViewedAt });
  return { firstViewedAt: row?.firstViewedAt?.toISOString() ?? null };
}

/** Tells the candidate, in their language, with the organisation's closing text (and a personal note). */
export async function sendClosingMessage(
  deps: Deps,
  tx: Executor,
  input: {
    applicationId: number;
    orgId: number;
    candidateId: number;
    jobTitle: string;
    feedback: string | null;
    actorId: number | null;
  },
) {
  const [[candidate], [company]] = await Promise.all([
    tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, input.candidateId)),
    tx.select({ name: users.name }).from(users).where(eq(users.id, input.orgId)),
  ]);
  const texts = await closingTexts(tx, input.orgId, {
    company: company!.name,
    job: input.jobTitle,
  });
  const locale = localeOr(candidate!.locale);
  const t = serverT(locale, 'notifications');
  const created = await deps.notifications.create(tx, {
    to: { userId: input.candidateId },
    actorId: input.actorId,
    type: 'application_closed',
    entityType: 'application',
    entityId: input.applicationId,
    title: t('responsePromise.closedTitle', { job: input.jobTitle }),
    message: input.feedback ? `${texts[locale]}\n\n${input.feedback}` : texts[locale],
  });
  await queueMail(
    deps,
    tx,
    'application_closed',
    { email: candidate!.email, userId: input.candidateId },
    {
      applicationId: input.applicationId,
      candidateName: candidate!.name,
      companyName: company!.name,
      jobTitle: input.jobTitle,
      texts,
      feedback: input.feedback,
    },
  );
  return created;
}

/**
 * Rejecting by hand: the stage move is logged like any other, the candidate gets the closing text (with the
 * member's optional note), and the organisation keeps them in its talent pool or not.
 */
export async function rejectApplication(
  deps: Deps,
  actor: SessionUser,
  id: number,
  body: z.output<typeof RejectApplicationRequest>,
): Promise<{ id: number; status: ApplicationStatus }> {
  const current = await companyApplication(deps.db, actor, id);
  if (current.status === 'rejected')
    throw AppError.conflict('The application is already rejected.', 'SAME_STATUS');
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ status: 'rejected', statusChangedAt: sql`now()` })
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
      toStatus: 'rejected',
      actorId: actor.id,
    });
    if (body.keepInTalentPool)
      await tx
        .insert(talentPool)
        .values({ orgId: actor.partyId, candidateId: current.candidateId, addedBy: actor.id })
        .onConflictDoNothing();
    else
      await tx
        .delete(talentPool)
        .where(
          and(eq(talentPool.orgId, actor.partyId), eq(talentPool.candidateId, current.candidateId)),
        );
    return sendClosingMessage(deps, tx, {
      applicationId: id,
      orgId: actor.partyId,
      candidateId: current.candidateId,
      jobTitle: current.jobTitle,
      feedback: body.feedback ?? null,
      actorId: actor.partyId,
    });
  });
  deps.notifications.publish(created);
  return { id, status: 'rejected' };
}

interface TimelineRow extends Record<string, unknown> {
  status: ApplicationStatus;
  applied_at: string;
  due_at: string | null;
  promise_days: number | null;
  first_viewed_at: string | null;
  closed_at: string | null;
  answer_at: string | null;
  answer_kind: AnswerKind | null;
  stages: { at: string; status: ApplicationStatus }[];
}

const iso = (text: string) => new Date(text).toISOString();

/** The candidate's own application over time: applied, first viewed, each stage, the answer, the promise's days. */
export async function timeline(
  deps: Deps,
  actor: SessionUser,
  id: number,
  now = new Date(),
): Promise<ApplicationTimeline> {
  const result = await deps.db.execute<TimelineRow>(sql`
    select a.status, a.applied_at, p.due_at, p.first_viewed_at, p.closed_at,
           round(extract(epoch from p.due_at - p.applied_at) / 86400)::int as promise_days,
           ans.at as answer_at, ans.kind as answer_kind,
           coalesce((select json_agg(json_build_object('at', e.created_at, 'status', e.to_status) order by e.id)
                       from application_events e
                      where e.application_id = a.id and e.from_status is not null), '[]') as stages
      from applications a
      left join application_promises p on p.application_id = a.id
      left join ${firstAnswerLateral()} ans on p.application_id is not null
     where a.id = ${id} and a.candidate_id = ${actor.partyId}`);
  const row = result.rows[0];
  if (!row) throw AppError.notFound('Application not found');
  const entries: TimelineEntry[] = [{ kind: 'applied', at: iso(row.applied_at) }];
  if (row.first_viewed_at) entries.push({ kind: 'viewed', at: iso(row.first_viewed_at) });
  for (const stage of row.stages) {
    // The automatic closure is shown as such, not as a company's rejection.
    if (row.closed_at && iso(stage.at) === iso(row.closed_at)) continue;
    entries.push({ kind: 'stage', at: iso(stage.at), status: stage.status });
  }
  if (row.answer_at && row.answer_kind !== 'stage')
    entries.push({ kind: 'answered', at: iso(row.answer_at), answer: row.answer_kind! });
  if (row.closed_at) entries.push({ kind: 'closed', at: iso(row.closed_at) });
  entries.sort((x, y) => x.at.localeCompare(y.at));
  const answered = row.answer_at !== null;
  const closed = row.closed_at !== null;
  return {
    applicationId: id,
    status: row.status,
    promise:
      row.due_at === null
        ? null
        : {
            days: row.promise_days!,
            dueAt: iso(row.due_at),
            daysLeft: answered || closed ? null : daysLeft(new Date(row.due_at), now),
            answered,
            closedNoAnswer: closed,
          },
    entries,
  };
}
