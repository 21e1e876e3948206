import { and, eq } from 'drizzle-orm';
import {
  VIDEO_ANSWER_DEFAULTS,
  VIDEO_ANSWER_ERRORS,
  type FlightAnswerPreview,
  type FlightAnswerSettings,
  type SaveFlightAnswerSettingsRequest,
  type VideoAnswerQuestionSource,
} from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { companyPromos } from '../../db/schema/promos';
import { jobAnswerSettings } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import { visibleJobs } from '../org/job-visibility';
import type { SessionUser } from '../../http/session';
import { mayOpenJob } from '../jobs/jobs.service';
import { retakesOf, storedRetakes } from './video-answers.views';

type SettingsRow = typeof jobAnswerSettings.$inferSelect;

/** What a flight asks and how: its saved settings, or the defaults (answers off, the promo's questions). */
export interface ResolvedSettings {
  enabled: boolean;
  questionSource: VideoAnswerQuestionSource;
  ownQuestions: string[];
  promoQuestions: string[];
  questions: string[];
  thinkingSeconds: number;
  answerSeconds: number;
  retakes: number | null;
  deadlineDays: number;
  allowUpload: boolean;
  updatedAt: Date | null;
}

async function promoQuestionsOf(exec: Executor, companyId: number): Promise<string[]> {
  const [promo] = await exec
    .select({ questions: companyPromos.questions })
    .from(companyPromos)
    .where(eq(companyPromos.companyId, companyId))
    .limit(1);
  return promo?.questions ?? [];
}

export async function resolveSettings(
  exec: Executor,
  job: { id: number; companyId: number },
): Promise<ResolvedSettings> {
  const [row] = await exec
    .select()
    .from(jobAnswerSettings)
    .where(eq(jobAnswerSettings.jobId, job.id))
    .limit(1);
  const promoQuestions = await promoQuestionsOf(exec, job.companyId);
  const saved: Partial<SettingsRow> = row ?? {};
  const questionSource = (saved.questionSource ?? 'promo') as VideoAnswerQuestionSource;
  const ownQuestions = saved.ownQuestions ?? [];
  return {
    enabled: saved.enabled ?? false,
    questionSource,
    ownQuestions,
    promoQuestions,
    questions: questionSource === 'own' ? ownQuestions : promoQuestions,
    thinkingSeconds: saved.thinkingSeconds ?? VIDEO_ANSWER_DEFAULTS.thinkingSeconds,
    answerSeconds: saved.answerSeconds ?? VIDEO_ANSWER_DEFAULTS.answerSeconds,
    retakes: row ? row.retakes : VIDEO_ANSWER_DEFAULTS.retakes,
    deadlineDays: saved.deadlineDays ?? VIDEO_ANSWER_DEFAULTS.deadlineDays,
    allowUpload: saved.allowUpload ?? VIDEO_ANSWER_DEFAULTS.allowUpload,
    updatedAt: saved.updatedAt ?? null,
  };
}

/** A flight of the actor's organisation that the actor may see (an interviewer: assigned to it). */
async function memberJob(exec: Executor, actor: SessionUser, jobId: number) {
  const [job] = await exec
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, actor.partyId), visibleJobs(actor, jobs.id)))
    .limit(1);
  if (!job) throw AppError.notFound('Job not found');
  return job;
}

const toView = (jobId: number, s: ResolvedSettings): FlightAnswerSettings => ({
  jobId,
  enabled: s.enabled,
  questionSource: s.questionSource,
  ownQuestions: s.ownQuestions,
  promoQuestions: s.promoQuestions,
  questions: s.questions,
  thinkingSeconds: s.thinkingSeconds,
  answerSeconds: s.answerSeconds,
  retakes: retakesOf(s.retakes),
  deadlineDays: s.deadlineDays,
  allowUpload: s.allowUpload,
  updatedAt: s.updatedAt?.toISOString() ?? null,
});

export async function getFlightSettings(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  jobId: number,
): Promise<FlightAnswerSettings> {
  const job = await memberJob(deps.db, actor, jobId);
  return toView(job.id, await resolveSettings(deps.db, job));
}

export async function saveFlightSettings(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  jobId: number,
  input: SaveFlightAnswerSettingsRequest,
): Promise<FlightAnswerSettings> {
  const job = await memberJob(deps.db, actor, jobId);
  const ownQuestions = input.questionSource === 'own' ? (input.questions ?? []) : [];
  if (
    input.enabled &&
    input.questionSource === 'promo' &&
    (await promoQuestionsOf(deps.db, job.companyId)).length === 0
  )
    throw AppError.conflict(
      'Your company promo has no questions yet: write them there, or give this flight its own',
      VIDEO_ANSWER_ERRORS.noQuestions,
    );
  const values = {
    enabled: input.enabled,
    questionSource: input.questionSource,
    ownQuestions,
    thinkingSeconds: input.thinkingSeconds,
    answerSeconds: input.answerSeconds,
    retakes: storedRetakes(input.retakes),
    deadlineDays: input.deadlineDays,
    allowUpload: input.allowUpload,
    updatedBy: actor.id,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(jobAnswerSettings)
    .values({ jobId: job.id, ...values })
    .onConflictDoUpdate({ target: jobAnswerSettings.jobId, set: values });
  return toView(job.id, await resolveSettings(deps.db, job));
}

/** What anyone who may open the flight learns before applying: counts and limits, never the questions. */
export async function previewFlight(
  deps: AppDeps,
  actor: SessionUser,
  jobId: number,
): Promise<FlightAnswerPreview> {
  const [job] = await deps.db
    .select({
      id: jobs.id,
      status: jobs.status,
      unlisted: jobs.unlisted,
      companyId: jobs.companyId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job || !(await mayOpenJob(deps, actor, job))) throw AppError.notFound('Job not found');
  const s = await resolveSettings(deps.db, job);
  const enabled = s.enabled && s.questions.length > 0;
  return {
    jobId: job.id,
    enabled,
    questionCount: enabled ? s.questions.length : 0,
    thinkingSeconds: s.thinkingSeconds,
    answerSeconds: s.answerSeconds,
    retakes: retakesOf(s.retakes),
    deadlineDays: s.deadlineDays,
    allowUpload: s.allowUpload,
  };
}
