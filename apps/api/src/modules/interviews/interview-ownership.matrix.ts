import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import {
  nothingLeaked,
  throwaway,
  unchanged,
  type FieldRow,
  type MatrixFixture,
  type ObjectRow,
} from '../../test/matrix';
import { applyTo, postJob } from '../applications/test-factories';
import { pitchOf } from '../pitches/pitch-fixtures';
import { inMinutes } from './interviews.factory';
import { interviewOf, jobOf, joinRequestOf, slotOf } from './interviews.matrix';

// Object and field rows of the interviews area (its role rows are in interviews.matrix.ts).

/** Nothing was scheduled on the job. */
const noInterviewOn = (f: MatrixFixture, jobId: number) => async () =>
  expect(await f.ctx.deps.db.select().from(interviews).where(eq(interviews.jobId, jobId))).toEqual(
    [],
  );

/** `company`'s interview with `candidate`, and the check that it is untouched. */
async function ownedInterview(f: MatrixFixture) {
  const id = await interviewOf(f);
  return { id, verify: await unchanged(f, interviews, eq(interviews.id, id)) };
}

/** `candidate`'s pending request for a slot of `company`, and the check that request and slot are untouched. */
async function pendingJoin(f: MatrixFixture) {
  const id = await joinRequestOf(f);
  const [request] = await f.ctx.deps.db.select().from(joinRequests).where(eq(joinRequests.id, id));
  const requestUnchanged = await unchanged(f, joinRequests, eq(joinRequests.id, id));
  const slotUnchanged = await unchanged(f, timeSlots, eq(timeSlots.id, request!.timeSlotId));
  return {
    id,
    slotId: request!.timeSlotId,
    verify: async (res: Response) => {
      await requestUnchanged(res);
      await slotUnchanged(res);
    },
  };
}

const companyList = (view: string): ObjectRow => ({
  method: 'get',
  path: `/api/companies/:id/${view}`,
  ids: ['id'],
  as: 'otherCompany',
  prepare: async (f) => {
    await joinRequestOf(f);
    return { url: `/api/companies/${f.company.user.id}/${view}`, verify: nothingLeaked };
  },
  expect: 403,
});

export const objectRows: ObjectRow[] = [
  {
    method: 'post',
    path: '/api/interviews',
    ids: ['jobId'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await jobOf(f);
      return {
        body: { candidateId: f.candidate.user.id, jobId: job.id, scheduledAt: inMinutes(60) },
        verify: noInterviewOn(f, job.id),
      };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/interviews',
    ids: ['candidateId'],
    // The id names another company, not a candidate.
    as: 'company',
    prepare: async (f) => {
      const job = await jobOf(f);
      return {
        body: { candidateId: f.otherCompany.user.id, jobId: job.id, scheduledAt: inMinutes(60) },
        verify: noInterviewOn(f, job.id),
      };
    },
    expect: 400,
  },
  {
    method: 'get',
    path: '/api/interviews/schedule-options',
    ids: ['candidateId'],
    as: 'company',
    sharedBecause:
      'a company may preselect any candidate, but sees only the anonymous label of one who applied elsewhere',
    prepare: async (f) => {
      // A candidate of its own (the fixture's may have applied to `company` in other rows), who applied to otherCompany only.
      const stranger = await throwaway(f, 'candidate');
      await pitchOf(f.ctx, stranger);
      await applyTo(f.ctx, stranger, (await postJob(f.ctx, f.otherCompany)).id);
      return {
        url: `/api/interviews/schedule-options?candidateId=${stranger.user.id}`,
        verify: (res) => {
          const option = (res.body.candidates as { id: number; label: string }[]).find(
            (c) => c.id === stranger.user.id,
          );
          expect(option?.label).toMatch(/^Candidate #\d+/);
          expect(JSON.stringify(res.body)).not.toContain(stranger.user.email);
        },
      };
    },
    expect: 200,
  },
  companyList('interviews'),
  {
    method: 'post',
    path: '/api/interviews/:id/meeting-link',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { id, verify } = await ownedInterview(f);
      return {
        url: `/api/interviews/${id}/meeting-link`,
        body: { platform: 'custom', url: 'https://meet.example.com/taken-over' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/interviews/:id/meeting-link',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { id, verify } = await ownedInterview(f);
      return { url: `/api/interviews/${id}/meeting-link`, body: { platform: 'jitsi' }, verify };
    },
    expect: 403,
  },
  ...(
    [
      ['reschedule', { scheduledAt: inMinutes(600) }],
      ['cancel', { reason: 'Taken over' }],
    ] as const
  ).map(([verb, body]): ObjectRow => ({
    method: 'patch',
    path: `/api/interviews/:id/${verb}`,
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { id, verify } = await ownedInterview(f);
      return { url: `/api/interviews/${id}/${verb}`, body, verify };
    },
    expect: 403,
  })),
  {
    method: 'get',
    path: '/api/interviews/:id/calendar.ics',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => ({
      url: `/api/interviews/${await interviewOf(f)}/calendar.ics`,
      verify: nothingLeaked,
    }),
    expect: 403,
  },
  {
    method: 'get',
    path: '/api/time-slots',
    ids: ['companyId'],
    as: 'otherCompany',
    prepare: async (f) => {
      await slotOf(f);
      return { url: `/api/time-slots?companyId=${f.company.user.id}`, verify: nothingLeaked };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/time-slots',
    ids: ['jobId'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await jobOf(f);
      return {
        body: { title: 'Taken over', jobId: job.id, scheduledAt: inMinutes(60) },
        verify: async () =>
          expect(
            await f.ctx.deps.db.select().from(timeSlots).where(eq(timeSlots.jobId, job.id)),
          ).toEqual([]),
      };
    },
    expect: 403,
  },
  ...(
    [
      ['', { scheduledAt: inMinutes(600), maxCandidates: 5 }],
      ['/close', undefined],
    ] as const
  ).map(([suffix, body]): ObjectRow => ({
    method: 'patch',
    path: `/api/time-slots/:id${suffix}`,
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      // A slot with a pending request: closing it would decline the request.
      const { slotId, verify } = await pendingJoin(f);
      return { url: `/api/time-slots/${slotId}${suffix}`, ...(body ? { body } : {}), verify };
    },
    expect: 403,
  })),
  {
    method: 'post',
    path: '/api/time-slots/:id/accept',
    ids: ['id'],
    as: 'otherCandidate',
    sharedBecause:
      'an open slot is offered to every candidate; joining adds the caller’s own request and leaves the others’ alone',
    prepare: async (f) => {
      const { slotId, id: requestId } = await pendingJoin(f);
      const verify = await unchanged(f, joinRequests, eq(joinRequests.id, requestId));
      return {
        url: `/api/time-slots/${slotId}/accept`,
        body: {},
        verify: async (res) => {
          await verify(res);
          const [mine] = await f.ctx.deps.db
            .select()
            .from(joinRequests)
            .where(eq(joinRequests.id, res.body.joinRequestId));
          expect(mine).toMatchObject({ candidateId: f.otherCandidate.user.id, status: 'pending' });
        },
      };
    },
    expect: 201,
  },
  {
    method: 'get',
    path: '/api/candidates/:id/time-slot-acceptances',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      await joinRequestOf(f);
      return {
        url: `/api/candidates/${f.candidate.user.id}/time-slot-acceptances`,
        verify: nothingLeaked,
      };
    },
    expect: 403,
  },
  companyList('join-requests'),
  ...(['accept', 'reject'] as const).map((verb): ObjectRow => ({
    method: 'patch',
    path: `/api/interview-join-requests/:id/${verb}`,
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { id, verify } = await pendingJoin(f);
      return { url: `/api/interview-join-requests/${id}/${verb}`, verify };
    },
    expect: 403,
  })),
];

export const fieldRows: FieldRow[] = [
  {
    method: 'post',
    path: '/api/interviews/:id/meeting-link',
    fields: ['platform'],
    // The candidate may ask for a fresh room, but only the company pastes a link of its own.
    as: 'candidate',
    outcome: 'refused',
    prepare: async (f) => {
      const { id, verify } = await ownedInterview(f);
      return {
        url: `/api/interviews/${id}/meeting-link`,
        body: { platform: 'custom', url: 'https://meet.example.com/candidate-room' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'post',
    path: '/api/interviews',
    // The seeds' client sends companyId and status: the caller schedules, and an interview starts scheduled.
    fields: ['companyId', 'status'],
    as: 'company',
    outcome: 'ignored',
    prepare: async (f) => {
      const job = await jobOf(f);
      return {
        body: {
          candidateId: f.candidate.user.id,
          jobId: job.id,
          scheduledAt: inMinutes(90),
          companyId: f.otherCompany.user.id,
          status: 'completed',
        },
        verify: async (res) => {
          const [row] = await f.ctx.deps.db
            .select()
            .from(interviews)
            .where(eq(interviews.id, res.body.id));
          expect(row).toMatchObject({
            companyId: f.company.user.id,
            status: 'scheduled',
            jobId: job.id,
          });
        },
      };
    },
    expect: 201,
  },
  {
    method: 'post',
    path: '/api/time-slots',
    // The seeds' client sends companyId and status; seats taken start at zero.
    fields: ['companyId', 'status', 'currentCandidates'],
    as: 'company',
    outcome: 'ignored',
    prepare: async (f) => {
      const job = await jobOf(f);
      return {
        body: {
          title: 'Slot',
          jobId: job.id,
          scheduledAt: inMinutes(90),
          companyId: f.otherCompany.user.id,
          status: 'full',
          currentCandidates: 1,
        },
        verify: async (res) => {
          const [row] = await f.ctx.deps.db
            .select()
            .from(timeSlots)
            .where(eq(timeSlots.id, res.body.id));
          expect(row).toMatchObject({
            companyId: f.company.user.id,
            status: 'open',
            currentCandidates: 0,
          });
        },
      };
    },
    expect: 201,
  },
];
