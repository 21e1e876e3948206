import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PITCH_VIDEO_UPLOAD_PATH } from '@takeoff/shared/pitch-videos';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { candidatePitches } from '../../db/schema/pitches';
import {
  giveConsent,
  nothingLeaked,
  only,
  unchanged,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type ObjectRow,
} from '../../test/matrix';
import { signUp, type SignedIn } from '../../test/harness';
import { pitchOf, validPitch } from '../pitches/pitch-fixtures';
import { creationHeaders, patchHeaders, storedVideo } from './pitch-videos.fixtures';
import { pitchVideoAssetUrl } from './pitch-videos.views';

const UPLOAD = `${PITCH_VIDEO_UPLOAD_PATH}/:uploadId`;
const TUS = { 'Tus-Resumable': '1.0.0' };

/** The caller's own headers (none for anonymous) with the tus ones: a prepared request's headers replace the caller's. */
const as = (f: MatrixFixture, role: MatrixRole, headers: Record<string, string>) => ({
  ...(role === 'anonymous' ? {} : f[role].auth),
  ...headers,
});

/** An unfinished upload of 1000 bytes started by `who`; its URL. */
async function startedUpload(f: MatrixFixture, who: SignedIn = f.candidate) {
  const res = await f.ctx.http
    .post(PITCH_VIDEO_UPLOAD_PATH)
    .set(who.auth)
    .set(creationHeaders(1000));
  if (res.status !== 201) throw new Error(`tus creation failed: ${res.status}`);
  return res.headers.location as string;
}

/** A fresh candidate (in the fixture's consent state) whose pitch plays a ready Takeoff video. */
async function livePitchVideo(f: MatrixFixture) {
  const candidate = await signUp(f.ctx, 'candidate');
  if (f.consented) await giveConsent(f.ctx, candidate);
  const video = await storedVideo(f.ctx, candidate.user.id);
  await f.ctx.deps.db.insert(candidatePitches).values({
    candidateId: candidate.user.id,
    title: 'Pitch with a Takeoff video',
    skills: ['Video'],
    videoId: video.id,
  });
  return video;
}

const candidateOnly = (ok: number) => only.candidate(ok);

export const rows: MatrixRow[] = [
  {
    method: 'post',
    path: PITCH_VIDEO_UPLOAD_PATH,
    prepare: (f, role) => ({ headers: as(f, role, creationHeaders(1000)) }),
    expect: candidateOnly(201),
  },
  {
    method: 'get',
    path: UPLOAD,
    prepare: async (f) => ({ url: await startedUpload(f) }),
    expect: candidateOnly(200),
  },
  {
    method: 'patch',
    path: UPLOAD,
    prepare: async (f, role) => ({
      url: await startedUpload(f),
      headers: as(f, role, patchHeaders(0)),
      body: Buffer.alloc(10),
    }),
    expect: candidateOnly(204),
  },
  {
    method: 'delete',
    path: UPLOAD,
    prepare: async (f, role) => ({ url: await startedUpload(f), headers: as(f, role, TUS) }),
    expect: candidateOnly(204),
  },
  { method: 'get', path: '/api/pitch-videos/mine', expect: candidateOnly(200) },
  {
    method: 'post',
    path: '/api/pitch-videos/:id/retry',
    prepare: async (f) => ({
      url: `/api/pitch-videos/${(await storedVideo(f.ctx, f.candidate.user.id, { state: 'failed' })).id}/retry`,
    }),
    expect: candidateOnly(200),
  },
  {
    method: 'put',
    path: '/api/pitch-videos/:id/transcript',
    prepare: async (f) => ({
      url: `/api/pitch-videos/${(await storedVideo(f.ctx, f.candidate.user.id, { state: 'queued' })).id}/transcript`,
      body: { source: 'typed', segments: [{ start: 0, end: 1, text: 'My words.' }] },
    }),
    expect: candidateOnly(200),
  },
  {
    method: 'delete',
    path: '/api/pitch-videos/:id',
    prepare: async (f) => ({
      url: `/api/pitch-videos/${(await storedVideo(f.ctx, f.candidate.user.id, { state: 'failed' })).id}`,
    }),
    expect: candidateOnly(204),
  },
  {
    method: 'get',
    path: '/api/pitch-videos/media/:accessKey/:asset',
    // Another candidate's live pitch video: companies that may see the pitch and admins watch it; a candidate
    // who is not its owner does not find it.
    prepare: async (f) => ({
      url: pitchVideoAssetUrl((await livePitchVideo(f)).accessKey, 'video'),
    }),
    expect: { anonymous: 401, candidate: 404, company: 200, otherCompany: 200, admin: 200 },
    withoutConsent: { company: 403, otherCompany: 403 },
    // Interviewers see a pitch only while scoring its candidate (this one applied to no job).
    members: { interviewer: 404, assignedInterviewer: 404 },
  },
  {
    method: 'post',
    path: '/api/admin/pitch-videos/:id/reprocess',
    prepare: async (f) => ({
      url: `/api/admin/pitch-videos/${(await storedVideo(f.ctx, f.candidate.user.id, { state: 'failed' })).id}/reprocess`,
    }),
    expect: only.admin(200),
  },
];

/** Another candidate's video, and a `verify` that it is exactly as it was. */
async function candidatesVideo(f: MatrixFixture) {
  const video = await storedVideo(f.ctx, f.candidate.user.id, { state: 'failed' });
  return { video, verify: await unchanged(f, pitchVideos, eq(pitchVideos.id, video.id)) };
}

export const objectRows: ObjectRow[] = [
  ...(['get', 'patch', 'delete'] as const).map((method): ObjectRow => ({
    method,
    path: UPLOAD,
    ids: ['uploadId'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const url = await startedUpload(f);
      return {
        url,
        headers: { ...f.otherCandidate.auth, ...patchHeaders(0) },
        ...(method === 'patch' ? { body: Buffer.alloc(10) } : {}),
        verify: async (res) => {
          nothingLeaked(res);
          const status = await f.ctx.http.get(url).set(f.candidate.auth).expect(200);
          expect(status.body).toEqual({ offset: 0, length: 1000 });
        },
      };
    },
    expect: 404,
  })),
  {
    method: 'post',
    path: '/api/pitch-videos/:id/retry',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { video, verify } = await candidatesVideo(f);
      return { url: `/api/pitch-videos/${video.id}/retry`, verify };
    },
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/pitch-videos/:id/transcript',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { video, verify } = await candidatesVideo(f);
      return {
        url: `/api/pitch-videos/${video.id}/transcript`,
        body: { source: 'typed', segments: [{ start: 0, end: 1, text: 'Not mine.' }] },
        verify,
      };
    },
    expect: 404,
  },
  {
    method: 'delete',
    path: '/api/pitch-videos/:id',
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { video, verify } = await candidatesVideo(f);
      return { url: `/api/pitch-videos/${video.id}`, verify };
    },
    expect: 404,
  },
  {
    // A pitch cannot be made to play another candidate's video.
    method: 'post',
    path: '/api/candidate-pitches',
    ids: ['videoId'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { video, verify } = await candidatesVideo(f);
      const author = await signUp(f.ctx, 'candidate');
      return {
        headers: author.auth,
        body: { ...validPitch(), youtubeLink: undefined, videoId: video.id },
        verify: async (res) => {
          await verify(res);
          const [pitch] = await f.ctx.deps.db
            .select()
            .from(candidatePitches)
            .where(eq(candidatePitches.candidateId, author.user.id));
          expect(pitch).toBeUndefined();
        },
      };
    },
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/candidate-pitches/:id',
    ids: ['videoId'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { video, verify } = await candidatesVideo(f);
      const own = await pitchOf(f.ctx, f.otherCandidate);
      const pitchUnchanged = await unchanged(f, candidatePitches, eq(candidatePitches.id, own.id));
      return {
        url: `/api/candidate-pitches/${own.id}`,
        body: { videoId: video.id },
        verify: async (res) => {
          await verify(res);
          await pitchUnchanged(res);
        },
      };
    },
    expect: 404,
  },
];
