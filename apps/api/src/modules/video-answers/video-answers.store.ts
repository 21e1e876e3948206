import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, jobs } from '../../db/schema/jobs';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import { storageKeysOf, videosByIds } from '../pitch-videos/pitch-videos.store';
import type { AnswerRow, RequestRow } from './video-answers.views';

// The video answers' SQL that other modules call too (applications, gdpr): it imports no service.

export async function requestById(exec: Executor, id: number): Promise<RequestRow | null> {
  const [row] = await exec
    .select()
    .from(videoAnswerRequests)
    .where(eq(videoAnswerRequests.id, id))
    .limit(1);
  return row ?? null;
}

export async function requestOfApplication(
  exec: Executor,
  applicationId: number,
): Promise<RequestRow | null> {
  const [row] = await exec
    .select()
    .from(videoAnswerRequests)
    .where(eq(videoAnswerRequests.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

/** The answers of some requests with their videos, by request. */
export async function answersOf(exec: Executor, requestIds: number[]) {
  const rows =
    requestIds.length === 0
      ? []
      : await exec
          .select()
          .from(videoAnswers)
          .where(inArray(videoAnswers.requestId, requestIds))
          .orderBy(asc(videoAnswers.questionIndex));
  const videos = await videosByIds(
    exec,
    rows.map((r) => r.videoId),
  );
  const byRequest = new Map<number, Map<number, AnswerRow>>();
  for (const row of rows) {
    const list = byRequest.get(row.requestId) ?? new Map<number, AnswerRow>();
    list.set(row.questionIndex, row);
    byRequest.set(row.requestId, list);
  }
  return { byRequest, videos };
}

export async function requestsOfCandidate(exec: Executor, candidateId: number) {
  return exec
    .select()
    .from(videoAnswerRequests)
    .where(eq(videoAnswerRequests.candidateId, candidateId))
    .orderBy(desc(videoAnswerRequests.id));
}

/** Job title and company name of requests, for the candidate's and the company's views. */
export async function flightsOf(exec: Executor, jobIds: number[]) {
  if (jobIds.length === 0) return new Map<number, { title: string; companyName: string }>();
  const rows = await exec.execute<{ id: number; title: string; company_name: string }>(sql`
    select j.id, j.title, u.name as company_name from ${jobs} j join users u on u.id = j.company_id
     where j.id in (${sql.join(
       jobIds.map((id) => sql`${id}`),
       sql`, `,
     )})`);
  return new Map(
    rows.rows.map((r) => [Number(r.id), { title: r.title, companyName: r.company_name }]),
  );
}

/**
 * Deletes the answer videos of applications about to go (withdrawn, their flight deleted) and returns the storage
 * keys to delete after commit: the rows would only lose their link (on delete set null) and keep the files.
 */
export async function deleteAnswerVideosOfApplications(
  exec: Executor,
  applicationIds: number[],
): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const gone = await exec
    .delete(pitchVideos)
    .where(
      inArray(
        pitchVideos.id,
        exec
          .select({ id: videoAnswers.videoId })
          .from(videoAnswers)
          .innerJoin(videoAnswerRequests, eq(videoAnswerRequests.id, videoAnswers.requestId))
          .where(
            and(
              inArray(videoAnswerRequests.applicationId, applicationIds),
              isNotNull(videoAnswers.videoId),
            ),
          ),
      ),
    )
    .returning();
  return gone.flatMap(storageKeysOf);
}

/** The same for every application to a flight (deleting the flight). */
export async function deleteAnswerVideosOfJob(exec: Executor, jobId: number): Promise<string[]> {
  const ids = await exec
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  return deleteAnswerVideosOfApplications(
    exec,
    ids.map((r) => r.id),
  );
}

/**
 * The same for every application to the company's flights (the company or organisation erased): its flights and
 * their applications go by cascade, which would leave the candidates' answer videos and files behind.
 */
export async function deleteAnswerVideosOfCompany(
  exec: Executor,
  companyId: number,
): Promise<string[]> {
  const gone = await exec
    .delete(pitchVideos)
    .where(
      inArray(
        pitchVideos.id,
        exec
          .select({ id: videoAnswers.videoId })
          .from(videoAnswers)
          .innerJoin(videoAnswerRequests, eq(videoAnswerRequests.id, videoAnswers.requestId))
          .innerJoin(jobs, eq(jobs.id, videoAnswerRequests.jobId))
          .where(and(eq(jobs.companyId, companyId), isNotNull(videoAnswers.videoId))),
      ),
    )
    .returning();
  return gone.flatMap(storageKeysOf);
}

/** Every answer row of the candidate's requests, for their export (raw rows: the export names the columns). */
export async function answerRowsOfCandidate(exec: Executor, candidateId: number) {
  const result = await exec.execute(sql`
    select a.* from video_answers a join video_answer_requests r on r.id = a.request_id
     where r.candidate_id = ${candidateId} order by a.request_id, a.question_index`);
  return result.rows as Record<string, unknown>[];
}
