import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../db/schema/messages';
import {
  unchanged,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';

/** A company that has not accepted the Company Terms may not start contact with a candidate. */
const termsRequired = { company: 403, otherCompany: 403 } as const;
const parties = (ok: number) => ({
  anonymous: 401,
  candidate: ok,
  company: ok,
  otherCompany: ok,
  admin: 403,
});

/**
 * `company` writes to `candidate`, so the candidate's side of the thread is open. A company that has not
 * accepted the Company Terms may not start contact; a thread it already has (from before a withdrawal,
 * say) stays readable and answerable, so the fixture stores one directly.
 */
async function openThread(f: MatrixFixture) {
  if (!f.consented) {
    await f.ctx.deps.db.insert(messages).values({
      companyId: f.company.user.id,
      candidateId: f.candidate.user.id,
      senderId: f.company.user.id,
      subject: 'Hello',
      body: 'We liked your pitch',
    });
    return;
  }
  const res = await f.ctx.http
    .post('/api/messages')
    .set(f.company.auth)
    .send({ toCandidateId: f.candidate.user.id, subject: 'Hello', body: 'We liked your pitch' });
  if (res.status !== 201) throw new Error(`message failed: ${res.status}`);
}

/** The caller's thread URL: a candidate's partner is the company; a company's partner is the candidate. */
const threadUrl = (f: MatrixFixture, role: MatrixRole, suffix = '') =>
  `/api/messages/threads/${role === 'candidate' ? f.company.user.id : f.candidate.user.id}${suffix}`;

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: '/api/messages',
    prepare: (f) => ({
      body: { toCandidateId: f.candidate.user.id, subject: 'Interview', body: 'Can we talk?' },
    }),
    expect: { anonymous: 401, candidate: 403, company: 201, otherCompany: 201, admin: 403 },
    withoutConsent: termsRequired,
  },
  { method: 'get', path: '/api/messages/threads', expect: parties(200) },
  { method: 'get', path: '/api/messages/unread-count', expect: parties(200) },
  {
    method: 'get',
    path: '/api/messages/threads/:partnerId',
    prepare: async (f, role) => {
      await openThread(f);
      return { url: threadUrl(f, role) };
    },
    expect: parties(200),
  },
  {
    method: 'post',
    path: '/api/messages/threads/:partnerId',
    prepare: async (f, role) => {
      await openThread(f);
      return { url: threadUrl(f, role), body: { body: 'Thanks, happy to talk' } };
    },
    expect: parties(201),
    // `company` answers its open thread; for `otherCompany` there is none, so writing is starting contact,
    // which needs accepted terms like every other path (the security review's consent bypass).
    withoutConsent: { otherCompany: 403 },
  },
  {
    method: 'put',
    path: '/api/messages/threads/:partnerId/read',
    prepare: async (f, role) => {
      await openThread(f);
      return { url: threadUrl(f, role, '/read') };
    },
    expect: parties(204),
  },
];

/** The thread of `company` and `candidate`, opened if needed, with the check that it is untouched. */
async function companyThread(f: MatrixFixture) {
  await openThread(f);
  return unchanged(
    f,
    messages,
    and(eq(messages.companyId, f.company.user.id), eq(messages.candidateId, f.candidate.user.id)),
  );
}

export const objectRows: ObjectRow[] = [
  {
    method: 'post',
    path: '/api/messages',
    ids: ['toCandidateId'],
    as: 'otherCompany',
    sharedBecause:
      'any company may write to a candidate; the message opens the caller’s own thread, never another company’s',
    prepare: async (f) => {
      const verify = await companyThread(f);
      return {
        body: {
          toCandidateId: f.candidate.user.id,
          subject: 'Hello',
          body: 'From another company',
        },
        verify: async (res) => {
          await verify(res);
          expect(res.body).toMatchObject({
            companyId: f.otherCompany.user.id,
            candidateId: f.candidate.user.id,
          });
        },
      };
    },
    expect: 201,
  },
  {
    method: 'post',
    path: '/api/messages',
    ids: ['toCandidateId'],
    // The id names a company, not a candidate.
    as: 'company',
    prepare: async (f) => ({
      body: { toCandidateId: f.otherCompany.user.id, subject: 'Hello', body: 'To a company' },
      verify: async () =>
        expect(
          await f.ctx.deps.db
            .select()
            .from(messages)
            .where(eq(messages.candidateId, f.otherCompany.user.id)),
        ).toEqual([]),
    }),
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/messages/threads/:partnerId',
    ids: ['partnerId'],
    as: 'otherCompany',
    sharedBecause:
      'the thread read is always the caller’s own with that partner: another company sees none of its messages',
    prepare: async (f) => {
      await openThread(f);
      return {
        url: `/api/messages/threads/${f.candidate.user.id}`,
        verify: (res) => {
          const items = res.body.items as { companyId: number }[];
          expect(items.filter((m) => m.companyId !== f.otherCompany.user.id)).toEqual([]);
        },
      };
    },
    expect: 200,
  },
  {
    method: 'post',
    path: '/api/messages/threads/:partnerId',
    ids: ['partnerId'],
    // `company` never wrote to otherCandidate, so otherCandidate may not start a thread with it.
    as: 'otherCandidate',
    prepare: async (f) => {
      const verify = await companyThread(f);
      return {
        url: `/api/messages/threads/${f.company.user.id}`,
        body: { body: 'Let me in' },
        verify,
      };
    },
    expect: 403,
  },
  {
    method: 'put',
    path: '/api/messages/threads/:partnerId/read',
    ids: ['partnerId'],
    as: 'otherCandidate',
    sharedBecause:
      'marking read touches only the caller’s own thread with that partner: the candidate’s unread messages stay unread',
    prepare: async (f) => ({
      url: `/api/messages/threads/${f.company.user.id}/read`,
      verify: await companyThread(f),
    }),
    expect: 204,
  },
];
