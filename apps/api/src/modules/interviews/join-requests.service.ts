import { eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import {
  anonymousCandidateLabel,
  type JoinRequest,
  type JoinRequestPage,
} from '@takeoff/shared/interviews';
import { users } from '../../db/schema/auth';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { queueMail } from '../mail/mail.service';
import type { InterviewDeps } from './interview-deps';
import { loadInterviewInvite } from './interview-invite';
import { mailAssignedInterviewers } from './interviewer-mail';
import { toIso } from './interview-queries';
import { appliedToCompany } from '../applications/candidate-identity';
import { calendarPath } from './interviews.service';

const PENDING = 0;
const ANSWERED = 1;

/**
 * A company's join requests: pending ones first, then answered ones, newest first within each (keyset on
 * the group and the id). The rows are reached through the company's slots (time_slots_company_idx, then
 * the (slot, candidate) unique index), so a page reads the company's requests, never the whole table.
 */
export async function listJoinRequests(
  deps: InterviewDeps,
  actor: SessionUser,
  companyId: number,
  page: PageQuery,
): Promise<JoinRequestPage> {
  if (actor.role !== 'company' || actor.partyId !== companyId)
    throw AppError.forbidden('You can only see your own join requests');
  let group = PENDING;
  let before: number | null = null;
  if (page.cursor) {
    const [g, id] = decodeCursor(page.cursor, ['int', 'id']);
    if (g !== PENDING && g !== ANSWERED)
      throw new AppError('INVALID_CURSOR', 400, 'Invalid cursor');
    group = g;
    before = id;
  }
  const owner = sql`s.company_id = ${companyId}`;
  const older = (id: number | null) => (id === null ? sql`true` : sql`r.id < ${id}`);
  const rows: { request: JoinRequest; group: number }[] = [];
  if (group === PENDING) {
    const pending = await selectJoinRequests(
      deps.db,
      sql`${owner} and r.status = 'pending' and ${older(before)}`,
      page.limit + 1,
    );
    rows.push(...pending.map((request) => ({ request, group: PENDING })));
    before = null;
  }
  if (rows.length <= page.limit) {
    const answered = await selectJoinRequests(
      deps.db,
      sql`${owner} and r.status <> 'pending' and ${older(before)}`,
      page.limit + 1 - rows.length,
    );
    rows.push(...answered.map((request) => ({ request, group: ANSWERED })));
  }
  const taken = rows.slice(0, page.limit);
  const last = taken.at(-1);
  return {
    items: taken.map((r) => r.request),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor([last.group, last.request.id]) : null,
  };
}

async function selectJoinRequests(
  exec: Executor,
  where: SQL,
  limit: number,
): Promise<JoinRequest[]> {
  const result = await exec.execute(sql`
    select r.id, r.status, r.message, r.created_at as requested_at, r.meeting_link, r.interview_id,
           r.candidate_id, u.name as candidate_name, u.email as candidate_email,
           ${appliedToCompany(sql`r.candidate_id`, sql`s.company_id`)} as applied,
           s.id as slot_id, s.title as slot_title, s.scheduled_at as slot_at
      from join_requests r
      join time_slots s on s.id = r.time_slot_id
      join users u on u.id = r.candidate_id
     where ${where}
     order by r.id desc
     limit ${limit}`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    status: r.status as JoinRequest['status'],
    message: (r.message as string | null) ?? null,
    requestedAt: toIso(r.requested_at),
    candidate: {
      id: Number(r.candidate_id),
      name: r.applied ? String(r.candidate_name) : anonymousCandidateLabel(Number(r.candidate_id)),
      email: r.applied ? String(r.candidate_email) : null,
    },
    slotDetails: {
      id: Number(r.slot_id),
      title: String(r.slot_title),
      scheduledAt: toIso(r.slot_at),
    },
    meetingLink: (r.meeting_link as string | null) ?? null,
    interviewId: r.interview_id == null ? null : Number(r.interview_id),
  }));
}

/** The request with its slot, after checking that the acting company owns the slot. */
async function ownedRequest(deps: InterviewDeps, actor: SessionUser, id: number) {
  const [found] = await deps.db
    .select({ request: joinRequests, slot: timeSlots })
    .from(joinRequests)
    .innerJoin(timeSlots, eq(timeSlots.id, joinRequests.timeSlotId))
    .where(eq(joinRequests.id, id))
    .limit(1);
  if (!found) throw AppError.notFound('Join request not found');
  if (found.slot.companyId !== actor.partyId)
    throw AppError.forbidden('You can only answer requests for your own slots');
  if (found.request.status !== 'pending')
    throw AppError.conflict('This request has already been answered', 'ALREADY_ANSWERED');
  return found;
}

async function findAfter(deps: InterviewDeps, id: number) {
  const [found] = await selectJoinRequests(deps.db, sql`r.id = ${id}`, 1);
  return found!;
}

/**
 * Accepting gives the candidate the slot's room (made on the first acceptance, so a group slot
 * meets in one room) and an interview at the slot's time.
 */
export async function acceptJoinRequest(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
): Promise<JoinRequest> {
  const { request, slot } = await ownedRequest(deps, actor, id);
  const link = slot.meetingLink
    ? { url: slot.meetingLink, provider: null }
    : await deps.meetingLinks.generate('default', {
        title: `Interview: ${slot.title} — ${actor.partyName}`,
        startsAt: slot.scheduledAt,
        durationMinutes: slot.duration,
      });
  const created = await deps.db.transaction(async (tx) => {
    const answered = await tx.execute(sql`
      update join_requests set status = 'accepted', responded_at = now() where id = ${id} and status = 'pending' returning id`);
    // Another tab answered first.
    if (answered.rows.length === 0)
      throw AppError.conflict('This request has already been answered', 'ALREADY_ANSWERED');
    const slotLink = await tx.execute(sql`
      update time_slots set meeting_link = coalesce(meeting_link, ${link.url}) where id = ${slot.id} returning meeting_link`);
    const meetingLink = String((slotLink.rows[0] as { meeting_link: string }).meeting_link);
    const provider =
      link.provider ??
      (
        await tx
          .select({ p: interviews.meetingProvider })
          .from(interviews)
          .where(eq(interviews.timeSlotId, slot.id))
          .limit(1)
      )[0]?.p ??
      null;
    const [interview] = await tx
      .insert(interviews)
      .values({
        companyId: slot.companyId,
        candidateId: request.candidateId,
        jobId: slot.jobId,
        timeSlotId: slot.id,
        scheduledAt: slot.scheduledAt,
        durationMinutes: slot.duration,
        status: 'scheduled',
        meetingLink,
        meetingProvider: provider,
        scheduledBy: actor.id,
      })
      .returning({ id: interviews.id });
    await tx
      .update(joinRequests)
      .set({ meetingLink, interviewId: interview!.id })
      .where(eq(joinRequests.id, id));
    const invite = await loadInterviewInvite(tx, interview!.id, 'candidate');
    await queueMail(
      deps,
      tx,
      'join_request_accepted',
      { email: invite.attendee!.email, userId: request.candidateId },
      { slotTitle: slot.title, invite },
    );
    await mailAssignedInterviewers(deps, tx, interview!.id, { kind: 'scheduled', sequence: 0 });
    return deps.notifications.create(tx, {
      to: { userId: request.candidateId },
      actorId: actor.partyId,
      type: 'join_accepted',
      entityType: 'interview',
      entityId: interview!.id,
      text: (t) => ({
        title: t('joinAccepted.title'),
        message: t('joinAccepted.message', {
          company: actor.partyName,
          slot: slot.title,
          calendar: calendarPath(interview!.id),
        }),
      }),
    });
  });
  deps.notifications.publish(created);
  return findAfter(deps, id);
}

/** Declining frees the seat in the same transaction, reopening a full slot. */
export async function rejectJoinRequest(
  deps: InterviewDeps,
  actor: SessionUser,
  id: number,
): Promise<JoinRequest> {
  const { request, slot } = await ownedRequest(deps, actor, id);
  const created = await deps.db.transaction(async (tx) => {
    const answered = await tx.execute(sql`
      update join_requests set status = 'rejected', responded_at = now() where id = ${id} and status = 'pending' returning id`);
    if (answered.rows.length === 0)
      throw AppError.conflict('This request has already been answered', 'ALREADY_ANSWERED');
    await tx.execute(sql`
      update time_slots set current_candidates = current_candidates - 1, status = 'open'
       where id = ${slot.id} and current_candidates > 0`);
    return tellDeclined(deps, tx, actor, request.candidateId, slot);
  });
  deps.notifications.publish(created);
  return findAfter(deps, id);
}

/** Tells a candidate their join request was declined (by the company, or because it closed the slot): mail and notification. */
export async function tellDeclined(
  deps: AppDeps,
  tx: Executor,
  actor: SessionUser,
  candidateId: number,
  slot: { title: string; scheduledAt: Date },
) {
  const [candidate] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, candidateId));
  await queueMail(
    deps,
    tx,
    'join_request_declined',
    { email: candidate!.email, userId: candidateId },
    {
      candidateName: candidate!.name,
      companyName: actor.partyName,
      slotTitle: slot.title,
      startsAt: slot.scheduledAt.toISOString(),
    },
  );
  return deps.notifications.create(tx, {
    to: { userId: candidateId },
    actorId: actor.partyId,
    type: 'join_declined',
    entityType: 'interview',
    // Slots have no entity type of their own; no id rather than one that names another interview.
    entityId: null,
    text: (t) => ({
      title: t('joinDeclined.title'),
      message: t('joinDeclined.message', { company: actor.partyName, slot: slot.title }),
    }),
  });
}
