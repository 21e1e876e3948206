import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import {
  departureTimeOf,
  type AdminJob,
  type AdminJobPage,
  type AdminJobQuery,
  type AdminJobValues,
} from '@takeoff/shared/admin-jobs';
import { mediaUrl } from '@takeoff/shared/media';
import { writtenJobTranslations } from '@takeoff/shared/job-translations';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { mediaFiles } from '../../db/schema/media';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { recordAudit } from './audit.service';
import { escapeLike } from '../../db/like-pattern';
import { deleteStoredObjects } from './stored-objects';
import { deleteAnswerVideosOfJob } from '../video-answers/video-answers.store';
import { flightNumberTaken, freeFlightNumber, searchDocument } from '../jobs/job-rows';

type JobRow = typeof jobs.$inferSelect;

const toAdminJob = (
  job: JobRow,
  companyName: string | null,
  videoKey: string | null,
): AdminJob => ({
  ...job,
  companyName,
  videoUrl: videoKey ? mediaUrl(videoKey) : null,
  expiresAt: job.expiresAt?.toISOString() ?? null,
  createdAt: job.createdAt.toISOString(),
});

/** pg_trgm indexes only help a term of 3 characters or more. */
const TRIGRAM_MIN_LENGTH = 3;
const likePattern = (text: string) => `%${escapeLike(text)}%`;

export async function listJobs(deps: AppDeps, query: AdminJobQuery): Promise<AdminJobPage> {
  const pattern = query.q ? likePattern(query.q) : null;
  const rows = await deps.db
    .select({ job: jobs, companyName: users.name, videoKey: mediaFiles.accessKey })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.companyId))
    .leftJoin(mediaFiles, eq(mediaFiles.id, jobs.videoMediaId))
    .where(
      and(
        query.cursor ? lt(jobs.id, decodeIdCursor(query.cursor)) : undefined,
        query.status ? eq(jobs.status, query.status) : undefined,
        !pattern
          ? undefined
          : query.q!.length >= TRIGRAM_MIN_LENGTH
            ? // Matching ids first, each branch on its trigram index, then the page: walking the newest jobs
              // and filtering would read the whole table for a rare term.
              sql`${jobs.id} in (
                select id from jobs where title ilike ${pattern}
                union select id from jobs where location ilike ${pattern}
                union select id from jobs where company_id in (select id from users where role = 'company' and name ilike ${pattern}))`
            : // One or two characters give the trigram indexes nothing to look up, and such a term matches
              // most jobs: walking the newest ones and filtering stops after about a page.
              or(
                ilike(jobs.title, pattern),
                ilike(jobs.location, pattern),
                ilike(users.name, pattern),
              ),
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => toAdminJob(r.job, r.companyName, r.videoKey)),
    nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.job.id) : null,
  };
}

async function videoKeyOf(exec: Executor, mediaId: number | null): Promise<string | null> {
  if (mediaId === null) return null;
  const [media] = await exec
    .select({ accessKey: mediaFiles.accessKey })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId));
  return media?.accessKey ?? null;
}

async function requireCompany(exec: Executor, companyId: number) {
  const [company] = await exec
    .select({ name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, companyId));
  if (!company || company.role !== 'company')
    throw AppError.badRequest(ADMIN_MESSAGES.notACompany, 'NOT_A_COMPANY');
  return company;
}

/** A generated flight number, or 409 asking the admin to enter one. */
async function freeFlightNumberOrEnterOne(exec: Executor) {
  const free = await freeFlightNumber(exec);
  if (!free)
    throw AppError.conflict('No free flight number found; enter one', 'FLIGHT_NUMBER_EXHAUSTED');
  return free;
}

const fields = (input: AdminJobValues) => ({
  title: input.title,
  description: input.description,
  location: input.location,
  type: input.type,
  salary: input.salary ?? null,
  skills: input.skills,
  status: input.status,
  companyId: input.companyId,
  expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
});

export async function createJob(
  deps: AppDeps,
  actor: SessionUser,
  input: AdminJobValues,
  now = new Date(),
): Promise<AdminJob> {
  return deps.db.transaction(async (tx) => {
    const company = await requireCompany(tx, input.companyId);
    if (input.flightNumber && (await flightNumberTaken(tx, input.flightNumber))) {
      throw AppError.conflict(
        `Flight number ${input.flightNumber} is already used`,
        'FLIGHT_NUMBER_TAKEN',
      );
    }
    const translations = writtenJobTranslations(input.translations ?? {});
    const [job] = await tx
      .insert(jobs)
      .values({
        ...fields(input),
        translations,
        // The job board's search reads this document: a job without one is never found.
        searchVector: searchDocument({ ...input, translations }, company.name),
        experience: input.experience ?? 'Not specified',
        flightNumber: input.flightNumber ?? (await freeFlightNumberOrEnterOne(tx)),
        departureTime: input.departureTime ?? departureTimeOf(now),
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'job.create',
      targetType: 'job_post',
      targetId: job!.id,
      details: { title: job!.title, companyId: job!.companyId },
    });
    return toAdminJob(job!, company.name, await videoKeyOf(tx, job!.videoMediaId));
  });
}

export async function updateJob(
  deps: AppDeps,
  actor: SessionUser,
  jobId: number,
  input: AdminJobValues,
): Promise<AdminJob> {
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
    if (!existing) throw AppError.notFound('Job not found');
    const company = await requireCompany(tx, input.companyId);
    if (input.flightNumber && (await flightNumberTaken(tx, input.flightNumber, jobId))) {
      throw AppError.conflict(
        `Flight number ${input.flightNumber} is already used`,
        'FLIGHT_NUMBER_TAKEN',
      );
    }
    // Empty flight number, departure time or experience on edit keep the stored values, left-out translations too.
    const translations =
      input.translations === undefined
        ? existing.translations
        : writtenJobTranslations(input.translations);
    const [job] = await tx
      .update(jobs)
      .set({
        ...fields(input),
        translations,
        searchVector: searchDocument({ ...input, translations }, company.name),
        experience: input.experience ?? existing.experience,
        flightNumber: input.flightNumber ?? existing.flightNumber,
        departureTime: input.departureTime ?? existing.departureTime,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, jobId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'job.update',
      targetType: 'job_post',
      targetId: jobId,
      details: { title: job!.title },
    });
    return toAdminJob(job!, company.name, await videoKeyOf(tx, job!.videoMediaId));
  });
}

/** Deletes a job (applications cascade), its uploaded video and its applicants' answer videos. */
export async function deleteJob(deps: AppDeps, actor: SessionUser, jobId: number) {
  const keys = await deps.db.transaction(async (tx) => {
    // Read before the cascade: the answer video rows would only lose their link and keep their files.
    const answerKeys = await deleteAnswerVideosOfJob(tx, jobId);
    const [job] = await tx.delete(jobs).where(eq(jobs.id, jobId)).returning();
    if (!job) throw AppError.notFound('Job not found');
    const media = job.videoMediaId
      ? await tx
          .delete(mediaFiles)
          .where(eq(mediaFiles.id, job.videoMediaId))
          .returning({ key: mediaFiles.storageKey })
      : [];
    await recordAudit(tx, actor, {
      action: 'job.delete',
      targetType: 'job_post',
      targetId: jobId,
      details: { title: job.title, companyId: job.companyId },
    });
    return [...media.map((m) => m.key), ...answerKeys];
  });
  await deleteStoredObjects(deps, keys);
}
