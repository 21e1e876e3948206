import { eq, sql } from 'drizzle-orm';
import {
  INTERVIEW_CHANGE_CODES,
  INTERVIEW_TEXTS,
  type TimeSlot,
  type UpdateTimeSlotInput,
} from '@takeoff/shared/interviews';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { timeSlots } from '../../db/schema/interviews';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { applyInterviewChange, lockChangeableInterview } from './interview-changes.service';
import type { InterviewDeps } from './interview-deps';
import { assertNotPast, toIso } from './interview-queries';
import { tellDeclined } from './join-requests.service';
import { slotById } from './slots.service';

/** The slot, after checking that the acting company owns it. */
async function ownedSlot(exec: Executor, actor: SessionUser, id: number) {
  const [slot] = await exec.select().from(timeSlots).where(eq(timeSlots.id, id)).limit(1);
  if (!slot) throw AppError.notFound('Slot not found');
  if (slot.companyId !== actor.partyId)
    throw AppError.forbidden('You can only change your own slots');
  return slot;
}

/** Locks the slot for a change; `started` by the database's clock. */
async function lockSlot(tx: Executor, id: number) {
  const result = await tx.execute(sql`
    select title, scheduled_at, duration, max_candidates, current_candidates, closed_at is not null as closed,
           scheduled_at <= now() as started
      from time_slots where id = ${id} for update`);
  const row = result.rows[0] as Record<string, unknown>;
  return {
    title: String(row.title),
    scheduledAt: new Date(toIso(row.scheduled_at)),
    duration: Number(row.duration),
    currentCandidates: Number(row.current_candidates),
    maxCandidates: Number(row.max_candidates),
    closed: row.closed === true,
    started: row.started === true,
  };
}

const slotAfter = (deps: InterviewDeps, actor: SessionUser, id: number): Promise<TimeSlot> =>
  slotById(deps.db, id, actor);

/**
 * The company edits a slot's time, length or seats. Seats never drop below the candidates who joined (409), and
 * the seat state follows the new count. Interviews accepted from the slot that are still at its old time move
 * with it, each candidate told as for any moved interview.
 */
export async function updateSlot(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
  input: UpdateTimeSlotInput,
): Promise<TimeSlot> {
  await ownedSlot(deps.db, actor, id);
  if (input.scheduledAt) assertNotPast(input.scheduledAt, INTERVIEW_TEXTS.notInPast);
  const created = await deps.db.transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (slot.closed)
      throw AppError.conflict(INTERVIEW_TEXTS.slotClosed, INTERVIEW_CHANGE_CODES.slotClosed);
    if (slot.started)
      throw AppError.conflict(INTERVIEW_TEXTS.slotPast, INTERVIEW_CHANGE_CODES.slotPast);
    const seats = input.maxCandidates ?? slot.maxCandidates;
    if (seats < slot.currentCandidates)
      throw AppError.conflict(
        INTERVIEW_TEXTS.seatsBelowTaken,
        INTERVIEW_CHANGE_CODES.seatsBelowTaken,
      );
    const startsAt = input.scheduledAt ? new Date(input.scheduledAt) : slot.scheduledAt;
    const duration = input.duration ?? slot.duration;
    await tx.execute(sql`
      update time_slots
         set scheduled_at = ${startsAt.toISOString()}, duration = ${duration}, max_candidates = ${seats},
             status = case when current_candidates >= ${seats} then 'full'::slot_status else 'open'::slot_status end
       where id = ${id}`);
    if (startsAt.getTime() === slot.scheduledAt.getTime() && duration === slot.duration) return [];
    // An interview the company moved on its own since it was accepted keeps its own time.
    const following = await tx.execute(sql`
      select id from interviews
       where time_slot_id = ${id} and status <> 'cancelled'
         and scheduled_at = ${slot.scheduledAt.toISOString()} and duration_minutes = ${slot.duration}
       order by id`);
    const created = [];
    for (const row of following.rows as { id: number }[]) {
      const interview = await lockChangeableInterview(tx, Number(row.id));
      created.push(
        ...(await applyInterviewChange(deps, tx, actor, interview, {
          kind: 'moved',
          scheduledAt: startsAt,
          durationMinutes: duration,
        })),
      );
    }
    return created;
  });
  deps.notifications.publish(created);
  return slotAfter(deps, actor, id);
}

/**
 * The company closes a slot: it takes no more join requests, and every pending one is declined (its seat given
 * back, its candidate told as for any decline). Accepted candidates keep their interviews.
 */
export async function closeSlot(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
): Promise<TimeSlot> {
  await ownedSlot(deps.db, actor, id);
  const created = await deps.db.transaction(async (tx) => {
    const slot = await lockSlot(tx, id);
    if (slot.closed)
      throw AppError.conflict(INTERVIEW_TEXTS.slotClosed, INTERVIEW_CHANGE_CODES.slotClosed);
    return closeLockedSlot(deps, tx, actor, id, slot);
  });
  deps.notifications.publish(created);
  return slotAfter(deps, actor, id);
}

/**
 * A closed flight interviews no one new: its open slots close as if the company closed each (pending requests
 * declined with notice, accepted interviews kept). Runs in the caller's transaction; the caller publishes the
 * notifications once it committed.
 */
export async function closeSlotsOfJob(
  deps: AppDeps,
  tx: Executor,
  actor: SessionUser,
  jobId: number,
) {
  const open = await tx.execute(sql`
    select id from time_slots where job_id = ${jobId} and closed_at is null order by id`);
  const created = [];
  for (const { id } of open.rows as { id: number }[]) {
    const slot = await lockSlot(tx, Number(id));
    if (!slot.closed) created.push(...(await closeLockedSlot(deps, tx, actor, Number(id), slot)));
  }
  return created;
}

async function closeLockedSlot(
  deps: AppDeps,
  tx: Executor,
  actor: SessionUser,
  id: number,
  slot: { title: string; scheduledAt: Date },
) {
  const declined = await tx.execute(sql`
    update join_requests set status = 'rejected', responded_at = now()
     where time_slot_id = ${id} and status = 'pending'
     returning candidate_id`);
  const freed = declined.rows.length;
  await tx.execute(sql`
    update time_slots
       set closed_at = now(), current_candidates = greatest(current_candidates - ${freed}, 0),
           status = case when current_candidates - ${freed} >= max_candidates then 'full'::slot_status else 'open'::slot_status end
     where id = ${id}`);
  const created = [];
  for (const row of declined.rows as { candidate_id: number }[])
    created.push(...(await tellDeclined(deps, tx, actor, Number(row.candidate_id), slot)));
  return created;
}
