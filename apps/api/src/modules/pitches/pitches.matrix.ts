import { only, type MatrixRow } from '../../test/matrix';
import { signUp } from '../../test/harness';
import { freshPitch, pitchOf, validPitch } from './pitch-fixtures';

// Pitches are owned by candidates: `candidate` acts on `otherCandidate`'s pitch (object-level check).
export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/candidate-pitches', expect: only.signedIn(200) },
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
    prepare: async (f) => ({ url: `/api/candidate-pitches/${(await pitchOf(f.ctx, f.otherCandidate)).id}` }),
    expect: { anonymous: 401, candidate: 403, company: 200, otherCompany: 200, admin: 200 },
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
  },
  {
    method: 'put',
    path: '/api/candidates/:id/note',
    prepare: (f) => ({ url: `/api/candidates/${f.candidate.user.id}/note`, body: { body: 'Strong communicator' } }),
    expect: only.company(200),
  },
];
