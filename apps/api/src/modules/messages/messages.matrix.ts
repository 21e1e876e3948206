import type { MatrixFixture, MatrixRole, MatrixRow } from '../../test/matrix';

const parties = (ok: number) => ({ anonymous: 401, candidate: ok, company: ok, otherCompany: ok, admin: 403 });

/** `company` writes to `candidate`, so the candidate's side of the thread is open. */
async function openThread(f: MatrixFixture) {
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
    prepare: (f) => ({ body: { toCandidateId: f.candidate.user.id, subject: 'Interview', body: 'Can we talk?' } }),
    expect: { anonymous: 401, candidate: 403, company: 201, otherCompany: 201, admin: 403 },
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
