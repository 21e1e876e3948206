import { sql, type SQL } from 'drizzle-orm';
import {
  INTERVIEW_CHANGE_CODES,
  INTERVIEW_TEXTS,
  type CreateTimeSlotInput,
  type TimeSlot,
  type TimeSlotAcceptance,
  type TimeSlotAcceptancePage,
  type TimeSlotPage,
  type TimeSlotQueryInput,
} from '@takeoff/shared/interviews';
import type { PageQuery } from '@takeoff/shared/common';
import type { Executor } from '../../db/client';
import { joinRequests, timeSlots } from '../../db/schema/interviews';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import type { InterviewDeps } from './interview-deps';
import { assertNotPast, assertOwnJob, toIso } from './interview-queries';
import { pageBySchedule } from './schedule-keyset';

/**
 * Slots in the API's shape. Only the owning company sees the slot's room; a candidate viewer gets their own
 * request for each slot (read through the (slot, candidate) unique index). `startKey` is the start as
 * PostgreSQL text, for keyset cursors.
 */
export async function selectSlots(
  exec: Executor,
  where: SQL,
  viewer: SessionUser,
  limit = 1,
  order: 'asc' | 'desc' = 'asc',
): Promise<(TimeSlot & { startKey: string })[]> {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const candidateId = viewer.role === 'candidate' ? viewer.partyId : null;
  const result = await exec.execute(sql`
    select s.*, s.scheduled_at::text as start_key, c.name as company_name, j.title as position,
           mine.id as mine_id, mine.status as mine_status, mine.meeting_link as mine_link,
           mine.interview_id as mine_interview, mine.created_at as mine_requested_at
      from time_slots s
      join users c on c.id = s.company_id
      left join jobs j on j.id = s.job_id
      left join join_requests mine on mine.time_slot_id = s.id and mine.candidate_id = ${candidateId}
     where ${where}
     order by s.scheduled_at ${direction}, s.id ${direction}
     limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    companyId: Number(r.company_id),
    companyName: String(r.company_name),
    jobId: r.job_id == null ? null : Number(r.job_id),
    position: r.position == null ? null : String(r.position),
    title: String(r.title),
    description: (r.description as string | null) ?? null,
    scheduledAt: toIso(r.scheduled_at),
    duration: Number(r.duration),
    maxCandidates: Number(r.max_candidates),
    currentCandidates: Number(r.current_candidates),
    status: r.closed_at != null ? 'closed' : r.status === 'full' ? 'full' : 'open',
    meetingLink:
      viewer.role === 'company' && viewer.partyId === Number(r.company_id)
        ? ((r.meeting_link as string | null) ?? null)
        : null,
    acceptance:
      r.mine_id == null
        ? null
        : {
            joinRequestId: Number(r.mine_id),
            timeSlotId: Number(r.id),
            status: r.mine_status as TimeSlotAcceptance['status'],
            // The link exists only once the company accepted.
            meetingLink: (r.mine_link as string | null) ?? null,
            interviewId: r.mine_interview == null ? null : Number(r.mine_interview),
            requestedAt: toIso(r.mine_requested_at),
          },
    startKey: String(r.start_key),
  }));
}

/** One slot as `viewer` sees it (the caller knows it exists). */
export async function slotById(exec: Executor, id: number, viewer: SessionUser): Promise<TimeSlot> {
  const [found] = await selectSlots(exec, sql`s.id = ${id}`, viewer);
  const { startKey: _startKey, ...slot } = found!;
  return slot;
}

/**
 * Candidates see open future slots of every company (optionally one company's) and the future slots
 * they joined; a company sees its own slots, full or past ones included; admins see all. Not yet
 * started slots come first, soonest first, then started ones, latest first.
 */
export async function listSlots(
  deps: InterviewDeps,
  actor: SessionUser,
  query: TimeSlotQueryInput,
): Promise<TimeSlotPage> {
  const { companyId } = query;
  let where: SQL;
  if (actor.role === 'company') {
    if (companyId !== undefined && companyId !== actor.partyId)
      throw AppError.forbidden('You can only see your own slots');
    where = sql`s.company_id = ${actor.partyId}`;
  } else {
    const byCompany = companyId === undefined ? sql`true` : sql`s.company_id = ${companyId}`;
    // A slot the candidate joined stays on their list when it fills up, so they keep its accepted panel.
    where =
      actor.role === 'admin'
        ? byCompany
        : sql`((s.status = 'open' and s.closed_at is null) or mine.id is not null) and s.scheduled_at > now() and ${byCompany}`;
  }
  const { rows, nextCursor } = await pageBySchedule(
    query,
    sql`s.scheduled_at`,
    sql`s.id`,
    () => new Date(),
    (range, order, limit) => selectSlots(deps.db, sql`${where} and ${range}`, actor, limit, order),
  );
  return { items: rows.map(({ startKey: _startKey, ...slot }) => slot), nextCursor };
}

export async function createSlot(
  deps: InterviewDeps,
  actor: SessionUser,
  input: CreateTimeSlotInput,
): Promise<TimeSlot> {
  const job = await assertOwnJob(deps.db, actor.partyId, input.jobId);
  assertNotPast(input.scheduledAt, INTERVIEW_TEXTS.notInPast);
  const [row] = await deps.db
    .insert(timeSlots)
    .values({
      companyId: actor.partyId,
      jobId: job.id,
      title: input.title,
      description: input.description || null,
      scheduledAt: new Date(input.scheduledAt),
      duration: input.duration,
      maxCandidates: input.maxCandidates,
      status: 'open',
    })
    .returning({ id: timeSlots.id });
  return slotById(deps.db, row!.id, actor);
}

/**
 * A candidate joins a slot. One UPDATE takes a seat only while one is free (so concurrent joins can
 * never overshoot), and the join request is written in the same transaction: a second join by the
 * same candidate hits the unique index and rolls the seat back.
 */
export async function joinSlot(
  deps: InterviewDeps,
  actor: SessionUser,
  slotId: number,
  message?: string,
): Promise<TimeSlotAcceptance> {
  const { acceptance, created } = await deps.db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      update time_slots
         set current_candidates = current_candidates + 1,
             status = case when current_candidates + 1 >= max_candidates then 'full'::slot_status else 'open'::slot_status end
       where id = ${slotId} and current_candidates < max_candidates and scheduled_at > now() and closed_at is null
       returning id, company_id, title`);
    const slot = taken.rows[0] as { id: number; company_id: number; title: string } | undefined;
    if (!slot) await explainRefusal(tx, slotId, actor.partyId);
    const [request] = await tx
      .insert(joinRequests)
      .values({ timeSlotId: slotId, candidateId: actor.partyId, message: message || null })
      .onConflictDoNothing()
      .returning();
    if (!request) throw AppError.conflict(INTERVIEW_TEXTS.alreadyJoined, 'ALREADY_JOINED');
    const created = await deps.notifications.create(tx, {
      to: { userId: Number(slot!.company_id) },
      actorId: actor.partyId,
      type: 'join_request',
      entityType: 'interview',
      // Slots have no entity type of their own; no id rather than one that names another interview.
      entityId: null,
      text: (t) => ({
        title: t('joinRequest.title'),
        message: t('joinRequest.message', { slot: slot!.title }),
      }),
    });
    const acceptance: TimeSlotAcceptance = {
      joinRequestId: request.id,
      timeSlotId: slotId,
      status: request.status,
      meetingLink: null,
      interviewId: null,
      requestedAt: request.requestedAt.toISOString(),
    };
    return { acceptance, created };
  });
  deps.notifications.publish(created);
  return acceptance;
}

/** Why no seat was taken: the slot is missing, already joined, past, closed, or full. Always throws. */
async function explainRefusal(exec: Executor, slotId: number, candidateId: number): Promise<never> {
  const result = await exec.execute(sql`
    select s.scheduled_at <= now() as past, s.closed_at is not null as closed,
           exists (select 1 from join_requests r where r.time_slot_id = s.id and r.candidate_id = ${candidateId}) as joined
      from time_slots s where s.id = ${slotId}`);
  const row = result.rows[0] as { past: boolean; closed: boolean; joined: boolean } | undefined;
  if (!row) throw AppError.notFound('Slot not found');
  if (row.joined) throw AppError.conflict(INTERVIEW_TEXTS.alreadyJoined, 'ALREADY_JOINED');
  if (row.past) throw AppError.conflict(INTERVIEW_TEXTS.slotPast, INTERVIEW_CHANGE_CODES.slotPast);
  if (row.closed)
    throw AppError.conflict(INTERVIEW_TEXTS.slotClosed, INTERVIEW_CHANGE_CODES.slotClosed);
  throw AppError.conflict(INTERVIEW_TEXTS.slotFull, 'SLOT_FULL');
}

/** A candidate's own requests, newest first (keyset on the id, served by the (candidate, id) index). */
export async function listAcceptances(
  deps: InterviewDeps,
  actor: SessionUser,
  candidateId: number,
  page: PageQuery,
): Promise<TimeSlotAcceptancePage> {
  if (actor.role !== 'candidate' || actor.partyId !== candidateId)
    throw AppError.forbidden('You can only see your own slot requests');
  const before = page.cursor ? decodeIdCursor(page.cursor) : null;
  const result = await deps.db.execute(sql`
    select r.id, r.time_slot_id, r.status, r.meeting_link, r.interview_id, r.created_at as requested_at
      from join_requests r
     where r.candidate_id = ${candidateId} ${before === null ? sql`` : sql`and r.id < ${before}`}
     order by r.id desc limit ${page.limit + 1}`);
  const rows = result.rows as Record<string, unknown>[];
  const items = rows.slice(0, page.limit).map((r) => ({
    joinRequestId: Number(r.id),
    timeSlotId: Number(r.time_slot_id),
    status: r.status as TimeSlotAcceptance['status'],
    // The link exists only once the company accepted.
    meetingLink: (r.meeting_link as string | null) ?? null,
    interviewId: r.interview_id == null ? null : Number(r.interview_id),
    requestedAt: toIso(r.requested_at),
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > page.limit && last ? encodeIdCursor(last.joinRequestId) : null,
  };
}
