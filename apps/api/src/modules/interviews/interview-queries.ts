import { sql, type SQL } from 'drizzle-orm';
import {
  anonymousCandidateLabel,
  type Interview,
  type InterviewStatus,
} from '@takeoff/shared/interviews';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { appliedToCompany } from '../applications/candidate-identity';

export const toIso = (value: unknown) =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * Interviews in the API's shape; the candidate's name only where the company may see it. `startKey` is the
 * start as PostgreSQL text (full precision) for keyset cursors.
 */
export async function selectInterviews(
  exec: Executor,
  where: SQL,
  limit: number,
  order: 'asc' | 'desc' = 'desc',
): Promise<(Interview & { startKey: string })[]> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const result = await exec.execute(sql`
    select i.id, i.company_id, c.name as company_name, i.candidate_id, u.name as candidate_name, i.scheduled_at::text as start_key,
           ${appliedToCompany(sql`i.candidate_id`, sql`i.company_id`)} as applied,
           i.job_id, j.title as position, i.time_slot_id, s.title as slot_title, i.scheduled_at, i.duration_minutes, i.status,
           i.meeting_link, i.meeting_provider, i.notes, i.cancellation_reason, i.created_at,
           i.scheduled_by, (select m.name from users m where m.id = i.scheduled_by) as scheduled_by_name
      from interviews i
      join users c on c.id = i.company_id
      join users u on u.id = i.candidate_id
      left join jobs j on j.id = i.job_id
      left join time_slots s on s.id = i.time_slot_id
     where ${where}
     order by i.scheduled_at ${direction}, i.id ${direction}
     limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
    companyName: String(r.company_name),
    candidateId: Number(r.candidate_id),
    candidateLabel: r.applied
      ? String(r.candidate_name)
      : anonymousCandidateLabel(Number(r.candidate_id)),
    jobId: r.job_id == null ? null : Number(r.job_id),
    position: r.position == null ? null : String(r.position),
    timeSlotId: r.time_slot_id == null ? null : Number(r.time_slot_id),
    title: r.slot_title == null ? null : String(r.slot_title),
    scheduledAt: toIso(r.scheduled_at),
    durationMinutes: Number(r.duration_minutes),
    status: String(r.status) as InterviewStatus,
    meetingLink: (r.meeting_link as string | null) ?? null,
    meetingProvider: (r.meeting_provider as string | null) ?? null,
    notes: (r.notes as string | null) ?? null,
    cancellationReason: (r.cancellation_reason as string | null) ?? null,
    scheduledBy:
      r.scheduled_by == null
        ? null
        : { id: Number(r.scheduled_by), name: String(r.scheduled_by_name ?? '') },
    createdAt: toIso(r.created_at),
    startKey: String(r.start_key),
  }));
}

export async function interviewById(exec: Executor, id: number): Promise<Interview> {
  const [found] = await selectInterviews(exec, sql`i.id = ${id}`, 1);
  if (!found) throw AppError.notFound('Interview not found');
  const { startKey: _key, ...interview } = found;
  return interview;
}

/** A date a company picks must not lie in the past (one minute of grace for slow forms). */
export function assertNotPast(iso: string, message: string) {
  if (new Date(iso).getTime() < Date.now() - 60_000)
    throw new AppError('IN_THE_PAST', 400, message);
}

/** The job must exist and belong to the acting company. */
export async function assertOwnJob(
  exec: Executor,
  companyId: number,
  jobId: number,
): Promise<{ id: number; title: string }> {
  const result = await exec.execute(
    sql`select id, title, company_id from jobs where id = ${jobId}`,
  );
  const job = result.rows[0] as { id: number; title: string; company_id: number } | undefined;
  if (!job) throw AppError.notFound('Position not found');
  if (Number(job.company_id) !== companyId)
    throw AppError.forbidden('You can only use your own positions');
  return { id: Number(job.id), title: String(job.title) };
}
