import { and, eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { VIDEO_ANSWER_UPLOAD_PATH } from '@takeoff/shared/video-answers';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import type { SignedIn } from '../../test/harness';
import {
  assignApplicationInUrl,
  assignInterviewer,
  assignJobInUrl,
  nothingLeaked,
  only,
  unchanged,
  type MatrixFixture,
  type MatrixRole,
  type MatrixRow,
  type MemberRole,
  type ObjectRow,
} from '../../test/matrix';
import { ensurePitch } from '../applications/applications.matrix';
import { applyTo, postJob } from '../applications/test-factories';
import { creationHeaders, patchHeaders, storedVideo } from '../pitch-videos/pitch-videos.fixtures';

const UPLOAD = `${VIDEO_ANSWER_UPLOAD_PATH}/:uploadId`;
const TUS = { 'Tus-Resumable': '1.0.0' };
const REQUEST = '/api/video-answer-requests/:id';

const SETTINGS = {
  enabled: true,
  questionSource: 'own',
  questions: ['Why this flight?', 'A problem you solved?'],
  thinkingSeconds: 30,
  answerSeconds: 60,
  retakes: 1,
  deadlineDays: 7,
  allowUpload: false,
};

/** The company's own objects: another organisation does not find them (404). */
const ownOrg = (ok: number) => only.owningCompany(ok, 404);

/** The caller's own headers (none for anonymous) with the tus ones: a prepared request's headers replace the caller's. */
const as = (f: MatrixFixture, role: MatrixRole, headers: Record<string, string>) => ({
  ...(role === 'anonymous' ? {} : f[role].auth),
  ...headers,
});

/** A fresh flight of `company` asking for video answers. */
async function askingFlight(f: MatrixFixture, settings: Record<string, unknown> = {}) {
  const job = await postJob(f.ctx, f.company);
  const res = await f.ctx.http
    .put(`/api/jobs/${job.id}/video-answers`)
    .set(f.company.auth)
    .send({ ...SETTINGS, ...settings });
  if (res.status !== 200)
    throw new Error(`saving answer settings failed: ${res.status} ${JSON.stringify(res.body)}`);
  return job;
}

/** `who` applied to a fresh flight asking for answers: the application and its answer request. */
async function answerRequest(
  f: MatrixFixture,
  who: SignedIn = f.candidate,
  settings: Record<string, unknown> = {},
) {
  const job = await askingFlight(f, settings);
  await ensurePitch(f, who);
  const application = await applyTo(f.ctx, who, job.id);
  const [request] = await f.ctx.deps.db
    .select()
    .from(videoAnswerRequests)
    .where(eq(videoAnswerRequests.applicationId, application.id));
  if (!request) throw new Error(`applying asked for no answers (application ${application.id})`);
  return { job, application, request };
}

/** An application to a fresh flight that asked for nothing yet; the flight asks afterwards. */
async function unaskedApplication(f: MatrixFixture) {
  const job = await postJob(f.ctx, f.company);
  await ensurePitch(f);
  const application = await applyTo(f.ctx, f.candidate, job.id);
  const saved = await f.ctx.http
    .put(`/api/jobs/${job.id}/video-answers`)
    .set(f.company.auth)
    .send(SETTINGS);
  if (saved.status !== 200)
    throw new Error(`saving answer settings failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { job, application };
}

/** A request of `candidate` whose candidate asked for an accommodation. */
async function accommodationAsked(f: MatrixFixture) {
  const asked = await answerRequest(f);
  const res = await f.ctx.http
    .post(`/api/video-answer-requests/${asked.request.id}/accommodation`)
    .set(f.candidate.auth)
    .send({ reason: 'I need a quiet room; my exams end next week.' });
  if (res.status !== 200)
    throw new Error(
      `asking for an accommodation failed: ${res.status} ${JSON.stringify(res.body)}`,
    );
  return asked;
}

const startQuestion = async (f: MatrixFixture, requestId: number, who: SignedIn = f.candidate) => {
  const res = await f.ctx.http
    .post(`/api/video-answer-requests/${requestId}/questions/0/start`)
    .set(who.auth);
  if (res.status !== 200)
    throw new Error(`starting a question failed: ${res.status} ${JSON.stringify(res.body)}`);
};

/** tus creation headers for an answer of 1000 bytes to question 0 of the request. */
const answerCreation = (requestId: number) =>
  creationHeaders(1000, {
    requestId: String(requestId),
    question: '0',
    source: 'recorded',
    filetype: 'video/mp4',
  });

/** `candidate`'s started question and an unfinished answer upload of 1000 bytes for it; its URL. */
async function startedUpload(f: MatrixFixture) {
  const { request } = await answerRequest(f);
  await startQuestion(f, request.id);
  const res = await f.ctx.http
    .post(VIDEO_ANSWER_UPLOAD_PATH)
    .set(f.candidate.auth)
    .set(answerCreation(request.id));
  if (res.status !== 201) throw new Error(`tus creation failed: ${res.status}`);
  return res.headers.location as string;
}

/** A ready answer video of `candidate` to question 0 of a fresh request; its media URL and the job. */
async function answeredVideo(f: MatrixFixture) {
  const { job, request } = await answerRequest(f);
  await startQuestion(f, request.id);
  const video = await storedVideo(f.ctx, f.candidate.user.id);
  await f.ctx.deps.db
    .update(pitchVideos)
    .set({ purpose: 'answer' })
    .where(eq(pitchVideos.id, video.id));
  await f.ctx.deps.db
    .update(videoAnswers)
    .set({ videoId: video.id, submittedAt: new Date() })
    .where(and(eq(videoAnswers.requestId, request.id), eq(videoAnswers.questionIndex, 0)));
  return { job, url: `/api/video-answers/media/${video.accessKey}/video` };
}

/** The candidate's request (for the role rows: a fresh one per caller). */
const requestUrl = async (f: MatrixFixture, tail = '') =>
  `/api/video-answer-requests/${(await answerRequest(f)).request.id}${tail}`;

/** A request of `candidate` (question 0 started when asked), and a `verify` that neither it nor its answers changed. */
async function someoneElsesRequest(f: MatrixFixture, started: boolean) {
  const { request } = await answerRequest(f);
  if (started) await startQuestion(f, request.id);
  const requestUnchanged = await unchanged(
    f,
    videoAnswerRequests,
    eq(videoAnswerRequests.id, request.id),
  );
  const answers = () =>
    f.ctx.deps.db.select().from(videoAnswers).where(eq(videoAnswers.requestId, request.id));
  const answersBefore = await answers();
  return {
    request,
    verify: async (res: Response) => {
      nothingLeaked(res);
      await requestUnchanged(res);
      expect(await answers()).toEqual(answersBefore);
    },
  };
}

export const rows: MatrixRow[] = [
  {
    method: 'get',
    path: '/api/jobs/:id/video-answers',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/video-answers`,
    }),
    expect: ownOrg(200),
    // An interviewer reads the settings of the flights they are assigned to only.
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignJobInUrl },
  },
  {
    method: 'put',
    path: '/api/jobs/:id/video-answers',
    prepare: async (f) => ({
      url: `/api/jobs/${(await postJob(f.ctx, f.company)).id}/video-answers`,
      body: SETTINGS,
    }),
    expect: ownOrg(200),
  },
  {
    method: 'get',
    path: '/api/jobs/:id/video-answers/preview',
    // Anyone signed in who may open the (open) flight learns whether it asks, never the questions.
    prepare: async (f) => ({
      url: `/api/jobs/${(await askingFlight(f)).id}/video-answers/preview`,
    }),
    expect: only.signedIn(200),
  },
  {
    method: 'get',
    path: '/api/applications/:id/video-answers',
    prepare: async (f) => ({
      url: `/api/applications/${(await answerRequest(f)).application.id}/video-answers`,
    }),
    expect: ownOrg(200),
    members: { interviewer: 404, assignedInterviewer: 200, assign: assignApplicationInUrl },
  },
  {
    method: 'post',
    path: '/api/applications/:id/video-answers',
    prepare: async (f) => ({
      url: `/api/applications/${(await unaskedApplication(f)).application.id}/video-answers`,
    }),
    expect: ownOrg(201),
    // Asking reaches the candidate: like every such company action, it needs the accepted Company Terms.
    withoutConsent: { company: 403 },
  },
  {
    method: 'post',
    path: '/api/applications/:id/video-answers/remind',
    prepare: async (f) => ({
      url: `/api/applications/${(await answerRequest(f)).application.id}/video-answers/remind`,
    }),
    expect: ownOrg(200),
    withoutConsent: { company: 403 },
  },
  {
    method: 'put',
    path: '/api/applications/:id/video-answers/accommodation',
    prepare: async (f) => ({
      url: `/api/applications/${(await accommodationAsked(f)).application.id}/video-answers/accommodation`,
      body: { decision: 'extra_time', extraDays: 3 },
    }),
    expect: ownOrg(200),
    // The decision reaches the candidate and moves their deadline: Company Terms first, as asking.
    withoutConsent: { company: 403 },
  },
  {
    method: 'get',
    path: '/api/video-answers/media/:accessKey/:asset',
    // `candidate` answered: they and the organisation applied to watch it; nobody else finds it, admins included.
    prepare: async (f) => ({ url: (await answeredVideo(f)).url }),
    expect: { anonymous: 401, candidate: 200, company: 200, otherCompany: 404, admin: 403 },
    members: {
      interviewer: 404,
      assignedInterviewer: 200,
      prepare: async (f, member: MemberRole) => {
        const { job, url } = await answeredVideo(f);
        if (member === 'assignedInterviewer') await assignInterviewer(f, job.id);
        return { url };
      },
    },
  },
  { method: 'get', path: '/api/video-answer-requests/mine', expect: only.candidate(200) },
  {
    method: 'get',
    path: REQUEST,
    prepare: async (f) => ({ url: await requestUrl(f) }),
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: `${REQUEST}/questions/:index/start`,
    prepare: async (f) => ({ url: await requestUrl(f, '/questions/0/start') }),
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: `${REQUEST}/questions/:index/retake`,
    prepare: async (f) => {
      const { request } = await answerRequest(f);
      await startQuestion(f, request.id);
      return { url: `/api/video-answer-requests/${request.id}/questions/0/retake` };
    },
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: `${REQUEST}/questions/:index/written`,
    prepare: async (f) => {
      const { application, request } = await accommodationAsked(f);
      if (f.consented) {
        const granted = await f.ctx.http
          .put(`/api/applications/${application.id}/video-answers/accommodation`)
          .set(f.company.auth)
          .send({ decision: 'written' });
        if (granted.status !== 200)
          throw new Error(`granting written answers failed: ${granted.status}`);
      } else {
        // Deciding needs the Company Terms this fixture's company has not accepted: the row the decision writes.
        await f.ctx.deps.db
          .update(videoAnswerRequests)
          .set({
            accommodationDecision: 'written',
            accommodationDecidedAt: new Date(),
            accommodationDecidedBy: f.company.user.id,
          })
          .where(eq(videoAnswerRequests.id, request.id));
      }
      return {
        url: `/api/video-answer-requests/${request.id}/questions/0/written`,
        body: { text: 'I would rather write: I solved a scheduling problem.' },
      };
    },
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: `${REQUEST}/accommodation`,
    prepare: async (f) => ({
      url: await requestUrl(f, '/accommodation'),
      body: { reason: 'I need more time.' },
    }),
    expect: only.candidate(200),
  },
  {
    method: 'post',
    path: VIDEO_ANSWER_UPLOAD_PATH,
    prepare: async (f, role) => {
      const { request } = await answerRequest(f);
      await startQuestion(f, request.id);
      return { headers: as(f, role, answerCreation(request.id)) };
    },
    expect: only.candidate(201),
  },
  {
    method: 'get',
    path: UPLOAD,
    prepare: async (f) => ({ url: await startedUpload(f) }),
    expect: only.candidate(200),
  },
  {
    method: 'patch',
    path: UPLOAD,
    prepare: async (f, role) => ({
      url: await startedUpload(f),
      headers: as(f, role, patchHeaders(0)),
      body: Buffer.alloc(10),
    }),
    expect: only.candidate(204),
  },
  {
    method: 'delete',
    path: UPLOAD,
    prepare: async (f, role) => ({ url: await startedUpload(f), headers: as(f, role, TUS) }),
    expect: only.candidate(204),
  },
];

/** An application of `candidate` to a flight of `company` asking for answers, and a `verify` that nothing changed. */
async function companysApplication(f: MatrixFixture, prepareRequest = answerRequest) {
  const { application, request } = await prepareRequest(f);
  const requestUnchanged = await unchanged(
    f,
    videoAnswerRequests,
    eq(videoAnswerRequests.id, request.id),
  );
  return {
    application,
    verify: async (res: Response) => {
      nothingLeaked(res);
      await requestUnchanged(res);
    },
  };
}

export const objectRows: ObjectRow[] = [
  {
    method: 'get',
    path: '/api/jobs/:id/video-answers',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => ({
      url: `/api/jobs/${(await askingFlight(f)).id}/video-answers`,
      verify: nothingLeaked,
    }),
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/jobs/:id/video-answers',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const job = await askingFlight(f);
      const before = await f.ctx.http
        .get(`/api/jobs/${job.id}/video-answers`)
        .set(f.company.auth)
        .expect(200);
      return {
        url: `/api/jobs/${job.id}/video-answers`,
        body: { ...SETTINGS, questions: ['Taken over?'], deadlineDays: 1 },
        verify: async (res) => {
          nothingLeaked(res);
          const after = await f.ctx.http
            .get(`/api/jobs/${job.id}/video-answers`)
            .set(f.company.auth)
            .expect(200);
          expect(after.body).toEqual(before.body);
        },
      };
    },
    expect: 404,
  },
  {
    method: 'get',
    path: '/api/jobs/:id/video-answers/preview',
    ids: ['id'],
    as: 'otherCompany',
    sharedBecause:
      'an open flight is public: anyone signed in learns whether it asks for answers, never the questions',
    prepare: async (f) => {
      const job = await askingFlight(f);
      return {
        url: `/api/jobs/${job.id}/video-answers/preview`,
        verify: (res) => {
          expect(res.body).toMatchObject({ jobId: job.id, enabled: true, questionCount: 2 });
          expect(JSON.stringify(res.body)).not.toContain(SETTINGS.questions[0]);
        },
      };
    },
    expect: 200,
  },
  {
    method: 'get',
    path: '/api/applications/:id/video-answers',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await companysApplication(f);
      return { url: `/api/applications/${application.id}/video-answers`, verify };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/video-answers',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application } = await unaskedApplication(f);
      return {
        url: `/api/applications/${application.id}/video-answers`,
        verify: async (res) => {
          nothingLeaked(res);
          const asked = await f.ctx.deps.db
            .select()
            .from(videoAnswerRequests)
            .where(eq(videoAnswerRequests.applicationId, application.id));
          expect(asked).toEqual([]);
        },
      };
    },
    expect: 404,
  },
  {
    method: 'post',
    path: '/api/applications/:id/video-answers/remind',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await companysApplication(f);
      return { url: `/api/applications/${application.id}/video-answers/remind`, verify };
    },
    expect: 404,
  },
  {
    method: 'put',
    path: '/api/applications/:id/video-answers/accommodation',
    ids: ['id'],
    as: 'otherCompany',
    prepare: async (f) => {
      const { application, verify } = await companysApplication(f, accommodationAsked);
      return {
        url: `/api/applications/${application.id}/video-answers/accommodation`,
        body: { decision: 'declined' },
        verify,
      };
    },
    expect: 404,
  },
  ...(
    [
      ['get', REQUEST, '', undefined],
      ['post', `${REQUEST}/questions/:index/start`, '/questions/0/start', undefined],
      ['post', `${REQUEST}/questions/:index/retake`, '/questions/0/retake', undefined],
      [
        'post',
        `${REQUEST}/questions/:index/written`,
        '/questions/0/written',
        { text: 'Mine now.' },
      ],
      ['post', `${REQUEST}/accommodation`, '/accommodation', { reason: 'Not my request.' }],
    ] as const
  ).map(([method, path, tail, body]): ObjectRow => ({
    method,
    path,
    ids: ['id'],
    as: 'otherCandidate',
    prepare: async (f) => {
      const { request, verify } = await someoneElsesRequest(f, tail.endsWith('retake'));
      return {
        url: `/api/video-answer-requests/${request.id}${tail}`,
        ...(body ? { body } : {}),
        verify,
      };
    },
    expect: 404,
  })),
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
];
