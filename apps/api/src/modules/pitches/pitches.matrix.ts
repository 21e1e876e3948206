import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidateNotes, candidatePitches } from '../../db/schema/pitches';
import { signUp } from '../../test/harness';
import {
  nothingLeaked,
  only,
  throwaway,
  unchanged,
  type FieldRow,
  type MatrixFixture,
  type MatrixRow,
  type MemberRole,
  type ObjectRow,
} from '../../test/matrix';
import { memberJobWithApplication } from '../applications/applications.matrix';
import { freshPitch, pitchOf, validPitch } from './pitch-fixtures';

// Pitches are owned by candidates: `candidate` acts on `otherCandidate`'s pitch (object-level check).
/** A company that has not accepted the Company Terms is refused candidates' pitches. */
const termsRequired = { company: 403, otherCompany: 403 } as const;

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/candidate-pitches',
    expect: only.signedIn(200),
    withoutConsent: termsRequired,
  },
  {
    method: 'post',
    path: '/api/candidate-pitches',
    // One pitch per candidate: the candidate row signs up a fresh candidate.
    prepare: async (f, role) => ({
      body: validPitch(),
      ...(role === 'candidate' ? { headers: (await signUp(f.ctx, 'candidate')).auth } : {}),
    }),
    expect: { anonymous: 401, candidate: 201, company: 403, otherCompany: 403, admin: 403 },
  },
  {
    method: 'get',
    path: '/api/candidate-pitches/:id',
    prepare: async (f) => ({
      url: `/api/candidate-pitches/${(await pitchOf(f.ctx, f.otherCandidate)).id}`,
    }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 200, admin: 200 },
    withoutConsent: termsRequired,
    // Interviewers see only the pitches of applicants to their jobs (this candidate applied to none).
    members: { interviewer: 404, assignedInterviewer: 404 },
  },
  {
    method: 'put',
    path: '/api/candidate-pitches/:id',
    prepare: async (f, role) => ({
      url: `/api/candidate-pitches/${(await pitchOf(f.ctx, f.otherCandidate)).id}`,
      body: role === 'admin' ? { status: 'onboarding' } : { title: 'Taken over' },
    }),
    expect: { anonymous: 401, candidate: 403, company: 403, otherCompany: 403, admin: 200 },
  },
  {
    method: 'delete',
    path: '/api/candidate-pitches/:id',
    prepare: async (f) => ({ url: `/api/candidate-pitches/${(await freshPitch(f.ctx)).pitch.id}` }),
    expect: { anonymous: 401, candidate: 403, company: 403, otherCompany: 403, admin: 204 },
  },
  {
    method: 'get',
    path: '/api/candidates/:id/pitch',
    prepare: (f) => ({ url: `/api/candidates/${f.otherCandidate.user.id}/pitch` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 200, admin: 200 },
    // Interviewers learn only of applicants to their jobs (this candidate applied to none).
    members: { interviewer: 404, assignedInterviewer: 404 },
  },
  {
    method: 'post',
    path: '/api/confidence/analyze-text',
    prepare: () => ({ body: { transcript: 'I built and shipped a great product.', duration: 30 } }),
    expect: only.signedIn(200),
  },
  {
    method: 'put',
    path: '/api/confidence/live-transcript',
    prepare: () => ({ body: { transcript: 'I am a designer', elapsedSeconds: 3 } }),
    expect: only.signedIn(204),
  },
  { method: 'delete', path: '/api/confidence/live-transcript', expect: only.signedIn(204) },
  { method: 'get', path: '/api/confidence/simulate', expect: only.signedIn(200) },
  {
    method: 'get',
    path: '/api/candidates/:id/note',
    prepare: (f) => ({ url: `/api/candidates/${f.candidate.user.id}/note` }),
    expect: only.company(200),
    // The note is the organisation's: its recruiter and the interviewer of the job the candidate applied to read
    // it, an interviewer of other jobs does not find the candidate, another organisation reads its own (empty) one.
    members: {
      interviewer: 404,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const { candidateId, text } = await organisationNote(f, member);
        return {
          url: `/api/candidates/${candidateId}/note`,
          verify: (res) => {
            if (res.status >= 400) return nothingLeaked(res);
            expect((res.body as { body: string }).body).toBe(
              member === 'otherRecruiter' ? '' : text,
            );
            if (member === 'otherRecruiter') expect(JSON.stringify(res.body)).not.toContain(text);
          },
        };
      },
    },
  },
  {
    method: 'put',
    path: '/api/candidates/:id/note',
    prepare: (f) => ({
      url: `/api/candidates/${f.candidate.user.id}/note`,
      body: { body: 'Strong communicator' },
    }),
    expect: only.company(200),
    members: {
      interviewer: 404,
      assignedInterviewer: 200,
      prepare: async (f, member) => {
        const { candidateId, text, where } = await organisationNote(f, member);
        return {
          url: `/api/candidates/${candidateId}/note`,
          body: { body: `Written by ${member}` },
          verify: async () => {
            const [stored] = await f.ctx.deps.db.select().from(candidateNotes).where(where);
            // A member of the organisation writes its note (and is named as its author); nobody else changes it.
            if (member === 'recruiter' || member === 'assignedInterviewer') {
              expect(stored).toMatchObject({
                body: `Written by ${member}`,
                updatedBy: f[member].user.id,
              });
            } else {
              expect(stored).toMatchObject({ body: text, updatedBy: f.company.user.id });
            }
          },
        };
      },
    },
  },
];

/** `company`'s note on a fresh applicant to a fresh job of its (assigned to the member when they are the assigned interviewer). */
async function organisationNote(f: MatrixFixture, member: MemberRole) {
  const candidateId = (await memberJobWithApplication(f, member)).candidate.user.id;
  const text = `The organisation's note on ${candidateId}`;
  await f.ctx.http
    .put(`/api/candidates/${candidateId}/note`)
    .set(f.company.auth)
    .send({ body: text })
    .expect(200);
  return {
    candidateId,
    text,
    where: and(
      eq(candidateNotes.companyId, f.company.user.id),
      eq(candidateNotes.candidateId, candidateId),
    ),
  };
}

/** A pitch of a throwaway candidate, with the check that it is untouched. */
async function strangersPitch(f: MatrixFixture) {
  const { candidate, pitch } = await freshPitch(f.ctx);
  return {
    candidate,
    pitch,
    verify: await unchanged(f, candidatePitches, eq(candidatePitches.id, pitch.id)),
  };
}

/** `company`'s private note on a throwaway candidate (nobody else wrote one), with the check that it is untouched. */
async function companyNote(f: MatrixFixture) {
  const candidate = await throwaway(f, 'candidate');
  const text = `Private to company ${f.company.user.id}`;
  await f.ctx.http
    .put(`/api/candidates/${candidate.user.id}/note`)
    .set(f.company.auth)
    .send({ body: text })
    .expect(200);
  const where = and(
    eq(candidateNotes.companyId, f.company.user.id),
    eq(candidateNotes.candidateId, candidate.user.id),
  );
  return {
    candidateId: candidate.user.id,
    text,
    verify: await unchanged(f, candidateNotes, where),
  };
}

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/candidate-pitches/:id',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => ({
      url: `/api/candidate-pitches/${(await strangersPitch(f)).pitch.id}`,
      verify: nothingLeaked,
    }),
    expect: 403,
  },
  {
    method: 'get',
    path: '/api/candidate-pitches/:id',
    ids: ['id'],
    // Companies see active pitches only: an archived one is as good as absent.
    as: 'company',
    prepare: async (f) => {
      const { pitch } = await strangersPitch(f);
      await f.ctx.http
        .put(`/api/candidate-pitches/${pitch.id}`)
        .set(f.admin.auth)
        .send({ isActive: false })
        .expect(200);
      return { url: `/api/candidate-pitches/${pitch.id}`, verify: nothingLeaked };
    },
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/candidate-pitches/:id',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { pitch, verify } = await strangersPitch(f);
      return {
        url: `/api/candidate-pitches/${pitch.id}`,
        body: { title: 'Taken over', youtubeLink: 'https://youtu.be/aaaaaaaaaaa' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'delete',
    path: '/api/candidate-pitches/:id',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { pitch, verify } = await strangersPitch(f);
      return { url: `/api/candidate-pitches/${pitch.id}`, verify };
    },
    expect: 403,
  },
  {
    method: 'get',
    path: '/api/candidates/:id/pitch',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => ({
      url: `/api/candidates/${(await strangersPitch(f)).candidate.user.id}/pitch`,
      verify: nothingLeaked,
    }),
    expect: 403,
  },
  {
    method: 'get',
    path: '/api/candidates/:id/note',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause:
      'every company keeps its own note on a candidate; another company reads its own (empty) one',
    prepare: async (f) => {
      const { candidateId, text } = await companyNote(f);
      return {
        url: `/api/candidates/${candidateId}/note`,
        verify: (res) => {
          expect(res.body).toMatchObject({ body: '', updatedAt: null });
          expect(JSON.stringify(res.body)).not.toContain(text);
        },
      };
    },
    expect: 200,
  },
  {
    method: 'put',
    path: '/api/candidates/:id/note',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause:
      'every company keeps its own note on a candidate; writing one leaves the other companies’ notes alone',
    prepare: async (f) => {
      const { candidateId, verify } = await companyNote(f);
      return { url: `/api/candidates/${candidateId}/note`, body: { body: 'Overwritten' }, verify };
    },
    expect: 200,
  },
];

/** The candidate's own pitch, with the check that it is untouched. */
async function ownPitch(f: MatrixFixture) {
  const pitch = await pitchOf(f.ctx, f.candidate);
  return { pitch, verify: await unchanged(f, candidatePitches, eq(candidatePitches.id, pitch.id)) };
}

/** The bookkeeping columns only admins (or the server) set, as they must be for a pitch its owner wrote. */
async function expectOwnerBookkeeping(
  f: MatrixFixture,
  pitchId: number,
  candidateId: number,
  before: { orderIndex: number | null },
) {
  const [row] = await f.ctx.deps.db
    .select()
    .from(candidatePitches)
    .where(eq(candidatePitches.id, pitchId));
  expect(row).toMatchObject({
    candidateId,
    isProtected: false,
    orderIndex: before.orderIndex,
    status: 'available',
    isActive: true,
  });
}

const adminOnly = (field: 'status' | 'isActive', value: unknown): FieldRow => ({
  method: 'put',
  path: '/api/candidate-pitches/:id',
  fields: [field],
  as: 'candidate',
  outcome: 'refused',
  prepare: async (f) => {
    const { pitch, verify } = await ownPitch(f);
    return { url: `/api/candidate-pitches/${pitch.id}`, body: { [field]: value }, verify };
  },
  expect: 403,
});

export const fieldRows: FieldRow[] = [
  adminOnly('status', 'placement'),
  adminOnly('isActive', false),
  {
    method: 'put',
    path: '/api/candidate-pitches/:id',
    fields: ['isProtected', 'orderIndex', 'candidateId'],
    as: 'candidate',
    outcome: 'ignored',
    prepare: async (f) => {
      const { pitch } = await ownPitch(f);
      const before = { orderIndex: pitch.orderIndex ?? null };
      return {
        url: `/api/candidate-pitches/${pitch.id}`,
        body: {
          title: 'Senior Backend Engineer',
          isProtected: true,
          orderIndex: 0,
          candidateId: f.otherCandidate.user.id,
        },
        verify: () => expectOwnerBookkeeping(f, pitch.id, f.candidate.user.id, before),
      };
    },
    expect: 200,
  },
  {
    method: 'post',
    path: '/api/candidate-pitches',
    fields: ['candidateId', 'isProtected', 'orderIndex', 'status', 'isActive'],
    // A candidate without a pitch yet (one pitch each).
    as: 'candidate',
    outcome: 'ignored',
    prepare: async (f) => {
      const author = await throwaway(f, 'candidate');
      return {
        headers: author.auth,
        body: validPitch({
          candidateId: f.otherCandidate.user.id,
          isProtected: true,
          orderIndex: 0,
          status: 'placement',
          isActive: false,
        }),
        verify: (res) =>
          expectOwnerBookkeeping(f, res.body.id, author.user.id, { orderIndex: null }),
      };
    },
    expect: 201,
  },
];
