import { interviews } from '../../db/schema/interviews';
import { only, throwaway, type MatrixFixture, type MatrixRow } from '../../test/matrix';
import { createJob, inMinutes } from './interviews.factory';

/** Objects owned by `f.company` (and its candidate), made fresh for each role. */
export const jobOf = (f: MatrixFixture) => createJob(f.ctx.deps.db, f.company.user.id);

export async function interviewOf(f: MatrixFixture): Promise<number> {
  const job = await jobOf(f);
  if (!f.consented) {
    // A company without accepted terms may not schedule from a pitch; its interview (from before a
    // withdrawal, say) is stored directly.
    const [row] = await f.ctx.deps.db
      .insert(interviews)
      .values({
        companyId: f.company.user.id,
        candidateId: f.candidate.user.id,
        jobId: job.id,
        scheduledAt: new Date(inMinutes(120)),
        meetingLink: 'https://meet.example.com/matrix',
      })
      .returning({ id: interviews.id });
    return row!.id;
  }
  const res = await f.ctx.http
    .post('/api/interviews')
    .set(f.company.auth)
    .send({ candidateId: f.candidate.user.id, jobId: job.id, scheduledAt: inMinutes(120) });
  return res.body.id as number;
}

export async function slotOf(f: MatrixFixture): Promise<number> {
  const job = await jobOf(f);
  const res = await f.ctx.http
    .post('/api/time-slots')
    .set(f.company.auth)
    .send({ title: 'Matrix slot', jobId: job.id, scheduledAt: inMinutes(120), maxCandidates: 2 });
  return res.body.id as number;
}

export async function joinRequestOf(f: MatrixFixture): Promise<number> {
  const slotId = await slotOf(f);
  const res = await f.ctx.http
    .post(`/api/time-slots/${slotId}/accept`)
    .set(f.candidate.auth)
    .send({});
  return res.body.joinRequestId as number;
}

/** A slot of `company` with one pending join request of `candidate`. */
export async function joinRequestSlotOf(f: MatrixFixture): Promise<number> {
  const slotId = await slotOf(f);
  await f.ctx.http.post(`/api/time-slots/${slotId}/accept`).set(f.candidate.auth).send({});
  return slotId;
}

const participants = {
  anonymous: 401,
  candidate: 200,
  company: 200,
  otherCompany: 403,
  admin: 403,
};

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/interviews',
    // otherCompany tries to use `company`'s position. A fresh candidate, who applied nowhere: the
    // interview is contact started from the pitch.
    prepare: async (f) => ({
      body: {
        candidateId: (await throwaway(f, 'candidate')).user.id,
        jobId: (await jobOf(f)).id,
        scheduledAt: inMinutes(60),
      },
    }),
    expect: only.owningCompany(201),
    // From a pitch (the candidate did not apply): a company needs accepted terms.
    withoutConsent: { company: 403, otherCompany: 403 },
  },
  {
    method: 'get',
    path: '/api/interviews',
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 },
    // Interviewers read the interviews of the jobs assigned to them (interviews.test.ts checks which).
    members: { interviewer: 200, assignedInterviewer: 200 },
  },
  { method: 'get', path: '/api/interviews/schedule-options', expect: only.company(200) },
  {
    method: 'get',
    path: '/api/companies/:id/interviews',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/interviews` }),
    expect: only.owningCompany(200),
    members: { interviewer: 200, assignedInterviewer: 200 },
  },
  {
    method: 'get',
    path: '/api/meeting-providers',
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 200, admin: 403 },
  },
  {
    method: 'post',
    path: '/api/interviews/:id/meeting-link',
    prepare: async (f) => ({
      url: `/api/interviews/${await interviewOf(f)}/meeting-link`,
      body: { platform: 'jitsi' },
    }),
    expect: participants,
  },
  {
    method: 'get',
    path: '/api/interviews/:id/calendar.ics',
    prepare: async (f) => ({ url: `/api/interviews/${await interviewOf(f)}/calendar.ics` }),
    expect: participants,
  },
  {
    method: 'patch',
    path: '/api/interviews/:id/reschedule',
    prepare: async (f) => ({
      url: `/api/interviews/${await interviewOf(f)}/reschedule`,
      body: { scheduledAt: inMinutes(300), durationMinutes: 45 },
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'patch',
    path: '/api/interviews/:id/cancel',
    prepare: async (f) => ({
      url: `/api/interviews/${await interviewOf(f)}/cancel`,
      body: { reason: 'The position was filled' },
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'get',
    path: '/api/time-slots',
    // Filtering by `company`: another company may not list them.
    prepare: (f) => ({ url: `/api/time-slots?companyId=${f.company.user.id}` }),
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 403, admin: 200 },
  },
  {
    method: 'post',
    path: '/api/time-slots',
    prepare: async (f) => ({
      body: { title: 'Matrix', jobId: (await jobOf(f)).id, scheduledAt: inMinutes(60) },
    }),
    expect: only.owningCompany(201),
  },
  {
    method: 'patch',
    path: '/api/time-slots/:id',
    prepare: async (f) => ({
      url: `/api/time-slots/${await slotOf(f)}`,
      body: { scheduledAt: inMinutes(240), duration: 45, maxCandidates: 3 },
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'patch',
    path: '/api/time-slots/:id/close',
    prepare: async (f) => ({ url: `/api/time-slots/${await joinRequestSlotOf(f)}/close` }),
    expect: only.owningCompany(200),
  },
  {
    method: 'post',
    path: '/api/time-slots/:id/accept',
    prepare: async (f) => ({ url: `/api/time-slots/${await slotOf(f)}/accept`, body: {} }),
    expect: only.candidate(201),
  },
  {
    method: 'get',
    path: '/api/candidates/:id/time-slot-acceptances',
    prepare: (f) => ({ url: `/api/candidates/${f.candidate.user.id}/time-slot-acceptances` }),
    expect: only.candidate(200),
  },
  {
    method: 'get',
    path: '/api/companies/:id/join-requests',
    prepare: (f) => ({ url: `/api/companies/${f.company.user.id}/join-requests` }),
    expect: only.owningCompany(200),
  },
  {
    method: 'patch',
    path: '/api/interview-join-requests/:id/accept',
    prepare: async (f) => ({
      url: `/api/interview-join-requests/${await joinRequestOf(f)}/accept`,
    }),
    expect: only.owningCompany(200),
  },
  {
    method: 'patch',
    path: '/api/interview-join-requests/:id/reject',
    prepare: async (f) => ({
      url: `/api/interview-join-requests/${await joinRequestOf(f)}/reject`,
    }),
    expect: only.owningCompany(200),
  },
];
