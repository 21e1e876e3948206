import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  VIDEO_ANSWER_GRACE_SECONDS,
  VIDEO_ANSWER_UPLOAD_PATH,
  VIDEO_ANSWER_VIDEO_ID_HEADER,
  type CandidateAnswerRequest,
} from '@takeoff/shared/video-answers';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import {
  TEST_PASSWORD,
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { addMember } from '../org/org.fixtures';
import { creationHeaders, patchHeaders, testVideo } from '../pitch-videos/pitch-videos.fixtures';
import { processPitchVideo } from '../pitch-videos/pitch-videos.processing';
import { crashingFfmpeg } from '../pitch-videos/pitch-videos.test-support';
import { UPLOAD_EXPIRY_MS, uploadFolder } from '../pitch-videos/pitch-videos.uploads';
import { scheduledJobs } from '../../scheduler';
import { ANSWER_UPLOADS_FOLDER } from './video-answers.uploads';

let ctx: TestContext;
let company: SignedIn;
let storageRoot: string;

const SETTINGS = {
  enabled: true,
  questionSource: 'own',
  questions: ['Why this flight?', 'A problem you solved?', 'Where next?'],
  thinkingSeconds: 30,
  answerSeconds: 60,
  retakes: 1,
  deadlineDays: 7,
  allowUpload: false,
};

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Answer Air');
  storageRoot = path.join(ctx.deps.config.DATA_DIR, 'uploads');
  testVideo();
});

/** A flight asking for answers, and a candidate who applied to it; their request. */
async function applied(settings: Record<string, unknown> = {}, owner: SignedIn = company) {
  const job = await postJob(ctx, owner);
  await ctx.http
    .put(`/api/jobs/${job.id}/video-answers`)
    .set(owner.auth)
    .send({ ...SETTINGS, ...settings })
    .expect(200);
  const candidate = await signUp(ctx, 'candidate');
  await createPitch(ctx, candidate);
  const application = await applyTo(ctx, candidate, job.id);
  const mine = await ctx.http
    .get('/api/video-answer-requests/mine')
    .set(candidate.auth)
    .expect(200);
  const request = (mine.body as CandidateAnswerRequest[]).find(
    (r) => r.applicationId === application.id,
  )!;
  return { job, candidate, application, request };
}

const start = (who: SignedIn, requestId: number, index: number) =>
  ctx.http.post(`/api/video-answer-requests/${requestId}/questions/${index}/start`).set(who.auth);

/** Moves a take's clock (and optionally the deadline) into the past, as time passing would. */
async function takeStartedSecondsAgo(requestId: number, index: number, seconds: number) {
  await ctx.deps.db
    .update(videoAnswers)
    .set({ takeStartedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(videoAnswers.requestId, requestId));
  void index;
}

async function uploadAnswer(
  who: SignedIn,
  requestId: number,
  question: number,
  source = 'recorded',
) {
  const bytes = testVideo();
  const created = await ctx.http
    .post(VIDEO_ANSWER_UPLOAD_PATH)
    .set(who.auth)
    .set(
      creationHeaders(bytes.length, {
        requestId: String(requestId),
        question: String(question),
        source,
        filetype: 'video/mp4',
      }),
    );
  if (created.status !== 201) return { created, patched: null, videoId: null };
  const patched = await ctx.http
    .patch(created.headers.location as string)
    .set(who.auth)
    .set(patchHeaders(0))
    .send(bytes);
  const header = patched.headers[VIDEO_ANSWER_VIDEO_ID_HEADER.toLowerCase()] as string | undefined;
  return { created, patched, videoId: header ? Number(header) : null };
}

async function objectsUnder(prefix: string) {
  const entries = await readdir(storageRoot, { withFileTypes: true, recursive: true }).catch(
    () => [],
  );
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(storageRoot, path.join(e.parentPath, e.name)))
    .filter((f) => f.startsWith(prefix));
}
const folderOf = (key: string) => key.replace(/\/original$/, '');

describe('video answers: asking', () => {
  it('asks on apply with the flight’s questions copied, mails the invitation, hides the texts', async () => {
    const { candidate, request } = await applied();
    expect(request.questionCount).toBe(3);
    expect(request.questions.map((q) => q.text)).toEqual([null, null, null]);
    expect(request.summary).toMatchObject({ status: 'in_progress', answered: 0, total: 3 });
    const days = (Date.parse(request.deadlineAt) - Date.parse(request.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const mail = await queuedMailTo(ctx, candidate.user.email);
    expect(mail.map((m) => m.template)).toContain('video_answers_invitation');
  });

  it('uses the company promo’s questions by default, and refuses turning on without any', async () => {
    const job = await postJob(ctx, company);
    const refused = await ctx.http
      .put(`/api/jobs/${job.id}/video-answers`)
      .set(company.auth)
      .send({ ...SETTINGS, questionSource: 'promo', questions: undefined });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VIDEO_ANSWERS_NO_QUESTIONS');
    await ctx.http
      .post('/api/company-promos')
      .set(company.auth)
      .send({ questions: ['One?', 'Two?', 'Three?'] })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const saved = await ctx.http
      .put(`/api/jobs/${job.id}/video-answers`)
      .set(company.auth)
      .send({ ...SETTINGS, questionSource: 'promo', questions: undefined })
      .expect(200);
    expect(saved.body.questions).toEqual(['One?', 'Two?', 'Three?']);
  });

  it('does not ask when the flight does not', async () => {
    const job = await postJob(ctx, company);
    const candidate = await signUp(ctx, 'candidate');
    await createPitch(ctx, candidate);
    await applyTo(ctx, candidate, job.id);
    const mine = await ctx.http.get('/api/video-answer-requests/mine').set(candidate.auth);
    expect(mine.body).toEqual([]);
  });
});

describe('video answers: the server’s clock', () => {
  it('reveals a question only when started, records the moment, and keeps the same take on a reload', async () => {
    const { candidate, request } = await applied();
    const before = Date.now();
    const first = await start(candidate, request.id, 1).expect(200);
    expect(first.body.text).toBe('A problem you solved?');
    expect(Date.parse(first.body.revealedAt)).toBeGreaterThanOrEqual(before - 1000);
    const again = await start(candidate, request.id, 1).expect(200);
    expect(again.body.takeStartedAt).toBe(first.body.takeStartedAt);
    expect(again.body.takes).toBe(1);
    const view = await ctx.http
      .get(`/api/video-answer-requests/${request.id}`)
      .set(candidate.auth)
      .expect(200);
    expect(view.body.questions.map((q: { text: string | null }) => q.text)).toEqual([
      null,
      'A problem you solved?',
      null,
    ]);
    await start(candidate, request.id, 3).expect(404);
    // Any index past the questions is the same documented 404; only a non-integer index is a bad request.
    const far = await start(candidate, request.id, 2_147_483_000).expect(404);
    expect(far.body.code).toBe('VIDEO_ANSWER_UNKNOWN_QUESTION');
    await start(candidate, request.id, 2_147_483_648).expect(400);
  });

  it('accepts an answer within the clock, counts retakes, and replaces the previous take', async () => {
    const { candidate, request, application } = await applied({ retakes: 1 });
    await start(candidate, request.id, 0).expect(200);
    const first = await uploadAnswer(candidate, request.id, 0);
    expect(first.patched?.status).toBe(204);
    expect(first.videoId).toBeTypeOf('number');
    const [firstVideo] = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.id, first.videoId!));
    expect(firstVideo!.purpose).toBe('answer');

    const retake = await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth)
      .expect(200);
    expect(retake.body).toMatchObject({ takes: 2, retakesLeft: 0 });
    const second = await uploadAnswer(candidate, request.id, 0);
    expect(second.patched?.status).toBe(204);
    // The first take's row and files are gone.
    expect(
      await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, first.videoId!)),
    ).toEqual([]);
    expect(await objectsUnder(folderOf(firstVideo!.originalKey))).toEqual([]);

    const refused = await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('VIDEO_ANSWER_NO_RETAKES_LEFT');

    const board = await ctx.http
      .get(`/api/companies/${company.user.id}/jobs-with-applications`)
      .set(company.auth)
      .expect(200);
    const card = (board.body.items as { applications: { id: number; videoAnswers: unknown }[] }[])
      .flatMap((j) => j.applications)
      .find((a) => a.id === application.id);
    expect(card?.videoAnswers).toMatchObject({ status: 'in_progress', answered: 1, total: 3 });
  });

  it('refuses an answer after thinking + answer time + grace, and one never started', async () => {
    const { candidate, request } = await applied({ thinkingSeconds: 10, answerSeconds: 30 });
    const notStarted = await uploadAnswer(candidate, request.id, 2);
    expect(notStarted.created.status).toBe(409);
    expect(notStarted.created.body.code).toBe('VIDEO_ANSWER_NOT_STARTED');

    await start(candidate, request.id, 0).expect(200);
    await takeStartedSecondsAgo(request.id, 0, 10 + 30 + VIDEO_ANSWER_GRACE_SECONDS + 5);
    const late = await uploadAnswer(candidate, request.id, 0);
    expect(late.created.status).toBe(409);
    expect(late.created.body.code).toBe('VIDEO_ANSWER_TOO_LATE');
    const [row] = await ctx.deps.db
      .select()
      .from(videoAnswers)
      .where(eq(videoAnswers.requestId, request.id));
    expect(row!.videoId).toBeNull();
  });

  it('refuses an upload for a take that a retake replaced meanwhile', async () => {
    const { candidate, request } = await applied({ retakes: 'unlimited' });
    await start(candidate, request.id, 0).expect(200);
    const bytes = testVideo();
    const created = await ctx.http
      .post(VIDEO_ANSWER_UPLOAD_PATH)
      .set(candidate.auth)
      .set(
        creationHeaders(bytes.length, {
          requestId: String(request.id),
          question: '0',
          source: 'recorded',
          filetype: 'video/mp4',
        }),
      )
      .expect(201);
    await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth)
      .expect(200);
    const patched = await ctx.http
      .patch(created.headers.location as string)
      .set(candidate.auth)
      .set(patchHeaders(0))
      .send(bytes);
    expect(patched.status).toBe(409);
    expect(patched.body.code).toBe('VIDEO_ANSWER_TOO_LATE');
    const answerVideos = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.candidateId, candidate.user.id));
    expect(answerVideos).toEqual([]);
  });

  it('accepts nothing after the deadline, and uploads only when the company allows them', async () => {
    const { candidate, request } = await applied();
    const upload = await (async () => {
      await start(candidate, request.id, 0).expect(200);
      return uploadAnswer(candidate, request.id, 0, 'uploaded');
    })();
    expect(upload.created.status).toBe(403);
    expect(upload.created.body.code).toBe('VIDEO_ANSWER_UPLOAD_NOT_ALLOWED');

    await ctx.deps.db
      .update(videoAnswerRequests)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(videoAnswerRequests.id, request.id));
    const late = await start(candidate, request.id, 1);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('VIDEO_ANSWER_DEADLINE_PASSED');
    const lateUpload = await uploadAnswer(candidate, request.id, 0);
    expect(lateUpload.created.status).toBe(409);
    expect(lateUpload.created.body.code).toBe('VIDEO_ANSWER_DEADLINE_PASSED');
    const view = await ctx.http
      .get(`/api/video-answer-requests/${request.id}`)
      .set(candidate.auth)
      .expect(200);
    expect(view.body.summary.status).toBe('overdue');
  });
});

describe('video answers: review, access and erasure', () => {
  it('shows the company each answer with poster, captions and transcript once processed; completes with a mail', async () => {
    const { candidate, request, application } = await applied({
      questions: ['Only one?'],
    });
    await start(candidate, request.id, 0).expect(200);
    const { videoId } = await uploadAnswer(candidate, request.id, 0);
    await processPitchVideo(ctx.deps, videoId!);
    const view = await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(company.auth)
      .expect(200);
    const answer = view.body.request.questions[0];
    expect(answer.text).toBe('Only one?');
    expect(answer.answer.state).toBe('ready');
    expect(answer.answer.posterUrl).toMatch(/^\/api\/video-answers\/media\//);
    await ctx.http.get(answer.answer.videoUrl).set(company.auth).expect(200);
    await ctx.http.get(answer.answer.posterUrl).set(company.auth).expect(200);
    expect(view.body.request.summary.status).toBe('answered');
    expect(view.body.request.completedAt).not.toBeNull();
    const mail = await queuedMailTo(ctx, candidate.user.email);
    expect(mail.map((m) => m.template)).toContain('video_answers_submitted');

    // Another organisation, an unassigned interviewer and another candidate find nothing.
    const other = await signUp(ctx, 'company', 'Other Air');
    await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(other.auth)
      .expect(404);
    await ctx.http.get(answer.answer.videoUrl).set(other.auth).expect(404);
    const interviewer = await addMember(ctx, company, 'interviewer');
    await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(interviewer.auth)
      .expect(404);
    await ctx.http.get(answer.answer.videoUrl).set(interviewer.auth).expect(404);
    const recruiter = await addMember(ctx, company, 'recruiter');
    await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(recruiter.auth)
      .expect(200);
    const stranger = await signUp(ctx, 'candidate');
    await ctx.http.get(answer.answer.videoUrl).set(stranger.auth).expect(404);
    await ctx.http.get(answer.answer.videoUrl).set(candidate.auth).expect(200);
  });

  it('erases the answers and their files when the application is withdrawn', async () => {
    const { candidate, request, application } = await applied();
    await start(candidate, request.id, 0).expect(200);
    const { videoId } = await uploadAnswer(candidate, request.id, 0);
    const [video] = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.id, videoId!));
    expect(await objectsUnder(folderOf(video!.originalKey))).not.toEqual([]);
    await ctx.http.delete(`/api/applications/${application.id}`).set(candidate.auth).expect(204);
    expect(
      await ctx.deps.db
        .select()
        .from(videoAnswerRequests)
        .where(eq(videoAnswerRequests.id, request.id)),
    ).toEqual([]);
    expect(
      await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, videoId!)),
    ).toEqual([]);
    expect(await objectsUnder(folderOf(video!.originalKey))).toEqual([]);
  });

  it('erases the answer files with the flight, and lists answers in the export', async () => {
    const { candidate, request, job } = await applied();
    await start(candidate, request.id, 0).expect(200);
    const { videoId } = await uploadAnswer(candidate, request.id, 0);
    const exported = await ctx.http.get('/api/me/export').set(candidate.auth).expect(200);
    expect(exported.body.otherRecords.videoAnswers).toHaveLength(1);
    expect(exported.body.otherRecords.videoAnswerRequests[0].questions).toEqual(SETTINGS.questions);
    const [video] = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.id, videoId!));
    await ctx.http.delete(`/api/jobs/${job.id}`).set(company.auth).expect(204);
    expect(await objectsUnder(folderOf(video!.originalKey))).toEqual([]);
  });

  it('lets a recruiter ask an existing applicant once and remind once; the candidate asks for time', async () => {
    const job = await postJob(ctx, company);
    const candidate = await signUp(ctx, 'candidate');
    await createPitch(ctx, candidate);
    const application = await applyTo(ctx, candidate, job.id);
    await ctx.http
      .put(`/api/jobs/${job.id}/video-answers`)
      .set(company.auth)
      .send({ ...SETTINGS, enabled: false })
      .expect(200);
    const asked = await ctx.http
      .post(`/api/applications/${application.id}/video-answers`)
      .set(company.auth)
      .expect(201);
    expect(asked.body.questionCount).toBe(3);
    const twice = await ctx.http
      .post(`/api/applications/${application.id}/video-answers`)
      .set(company.auth);
    expect(twice.body.code).toBe('VIDEO_ANSWERS_ALREADY_ASKED');
    await ctx.http
      .post(`/api/applications/${application.id}/video-answers/remind`)
      .set(company.auth)
      .expect(200);
    const again = await ctx.http
      .post(`/api/applications/${application.id}/video-answers/remind`)
      .set(company.auth);
    expect(again.body.code).toBe('VIDEO_ANSWERS_ALREADY_REMINDED');
    const mail = (await queuedMailTo(ctx, candidate.user.email)).map((m) => m.template);
    expect(mail).toEqual(
      expect.arrayContaining(['video_answers_invitation', 'video_answers_reminder']),
    );

    const written = await ctx.http
      .post(`/api/video-answer-requests/${asked.body.id}/questions/0/written`)
      .set(candidate.auth)
      .send({ text: 'In words' });
    expect(written.status).toBe(403);
    await ctx.http
      .post(`/api/video-answer-requests/${asked.body.id}/accommodation`)
      .set(candidate.auth)
      .send({ reason: 'I use a screen reader' })
      .expect(200);
    const decided = await ctx.http
      .put(`/api/applications/${application.id}/video-answers/accommodation`)
      .set(company.auth)
      .send({ decision: 'written', note: 'Of course' })
      .expect(200);
    expect(decided.body.accommodation).toMatchObject({
      reason: 'I use a screen reader',
      decision: 'written',
    });
    const answered = await ctx.http
      .post(`/api/video-answer-requests/${asked.body.id}/questions/0/written`)
      .set(candidate.auth)
      .send({ text: 'In words' })
      .expect(200);
    expect(answered.body).toMatchObject({ state: 'answered', writtenAnswer: 'In words' });
  });
});

describe('video answers: whom a member may ask or remind', () => {
  /** An open application whose flight asks nothing yet (the member asks afterwards). */
  async function unasked(owner: SignedIn) {
    const job = await postJob(ctx, owner);
    await ctx.http
      .put(`/api/jobs/${job.id}/video-answers`)
      .set(owner.auth)
      .send({ ...SETTINGS, enabled: false })
      .expect(200);
    const candidate = await signUp(ctx, 'candidate');
    await createPitch(ctx, candidate);
    return { candidate, application: await applyTo(ctx, candidate, job.id) };
  }
  const move = (id: number, status: string) =>
    ctx.http.patch(`/api/applications/${id}/status`).set(company.auth).send({ status }).expect(200);
  const answerMailTo = async (who: SignedIn) =>
    (await queuedMailTo(ctx, who.user.email))
      .map((m) => m.template)
      .filter((t) => t.startsWith('video_answers'));
  const rowsOf = (applicationId: number) =>
    ctx.deps.db
      .select()
      .from(videoAnswerRequests)
      .where(eq(videoAnswerRequests.applicationId, applicationId));

  it('refuses to ask or remind about a hired or rejected application, and changes nothing', async () => {
    for (const status of ['hired', 'rejected']) {
      const { candidate, application } = await unasked(company);
      await move(application.id, status);
      const asked = await ctx.http
        .post(`/api/applications/${application.id}/video-answers`)
        .set(company.auth);
      expect(asked.status).toBe(409);
      expect(asked.body.code).toBe('VIDEO_ANSWERS_APPLICATION_CLOSED');
      expect(await rowsOf(application.id)).toEqual([]);
      expect(await answerMailTo(candidate)).toEqual([]);

      const { request, application: open } = await applied();
      await move(open.id, status);
      const reminded = await ctx.http
        .post(`/api/applications/${open.id}/video-answers/remind`)
        .set(company.auth);
      expect(reminded.status).toBe(409);
      expect(reminded.body.code).toBe('VIDEO_ANSWERS_APPLICATION_CLOSED');
      const [row] = await rowsOf(open.id);
      expect(row!.remindedAt).toBeNull();
      const view = await ctx.http
        .get(`/api/applications/${open.id}/video-answers`)
        .set(company.auth)
        .expect(200);
      expect(view.body).toMatchObject({ canAsk: false, request: { id: request.id } });
      expect(view.body.request.canRemind).toBe(false);
    }
  });

  it('refuses a company that has not accepted the Company Terms, as every other candidate-facing action', async () => {
    const owner = await signUp(ctx, 'company', 'Termless Air');
    const { candidate, application } = await unasked(owner);
    await ctx.http.post('/api/company-consent/withdraw').set(owner.auth).expect(201);
    const asked = await ctx.http
      .post(`/api/applications/${application.id}/video-answers`)
      .set(owner.auth);
    expect(asked.status).toBe(403);
    expect(asked.body.code).toBe('COMPANY_CONSENT_REQUIRED');
    expect(await rowsOf(application.id)).toEqual([]);
    expect(await answerMailTo(candidate)).toEqual([]);
    const view = await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(owner.auth)
      .expect(200);
    expect(view.body.canAsk).toBe(false);

    // Accepted again, it asks; withdrawn once more, it may not remind.
    await ctx.http.post('/api/company-consent').set(owner.auth).send({}).expect(201);
    await ctx.http
      .post(`/api/applications/${application.id}/video-answers`)
      .set(owner.auth)
      .expect(201);
    await ctx.http.post('/api/company-consent/withdraw').set(owner.auth).expect(201);
    const reminded = await ctx.http
      .post(`/api/applications/${application.id}/video-answers/remind`)
      .set(owner.auth);
    expect(reminded.status).toBe(403);
    expect(reminded.body.code).toBe('COMPANY_CONSENT_REQUIRED');
    const [row] = await rowsOf(application.id);
    expect(row!.remindedAt).toBeNull();
    expect(await answerMailTo(candidate)).toEqual(['video_answers_invitation']);
  });

  it('refuses deciding an accommodation without accepted Company Terms, as asking, and changes nothing', async () => {
    const owner = await signUp(ctx, 'company', 'Undecided Air');
    const { candidate, application, request } = await applied({}, owner);
    await ctx.http
      .post(`/api/video-answer-requests/${request.id}/accommodation`)
      .set(candidate.auth)
      .send({ reason: 'I need more time.' })
      .expect(200);
    await ctx.http.post('/api/company-consent/withdraw').set(owner.auth).expect(201);
    const [before] = await rowsOf(application.id);
    const decided = await ctx.http
      .put(`/api/applications/${application.id}/video-answers/accommodation`)
      .set(owner.auth)
      .send({ decision: 'extra_time', extraDays: 3 });
    expect(decided.status).toBe(403);
    expect(decided.body.code).toBe('COMPANY_CONSENT_REQUIRED');
    expect(await rowsOf(application.id)).toEqual([before]);

    await ctx.http.post('/api/company-consent').set(owner.auth).send({}).expect(201);
    const granted = await ctx.http
      .put(`/api/applications/${application.id}/video-answers/accommodation`)
      .set(owner.auth)
      .send({ decision: 'extra_time', extraDays: 3 })
      .expect(200);
    expect(granted.body.accommodation).toMatchObject({ decision: 'extra_time', extraDays: 3 });
  });
});

describe('video answers: a video that failed processing', () => {
  /** Processing gave up on the video (the worker's last try, or a refused file). */
  const failProcessing = (videoId: number) =>
    ctx.deps.db
      .update(pitchVideos)
      .set({ state: 'failed', failure: 'processing_failed', progress: 0 })
      .where(eq(pitchVideos.id, videoId));

  it('answers every question of a request, each with its own video', async () => {
    const { candidate, request, application } = await applied();
    const ids: number[] = [];
    for (const index of [0, 1, 2]) {
      await start(candidate, request.id, index).expect(200);
      const { patched, videoId } = await uploadAnswer(candidate, request.id, index);
      expect(patched?.status).toBe(204);
      ids.push(videoId!);
    }
    expect(new Set(ids).size).toBe(3);
    const rows = await ctx.deps.db
      .select()
      .from(videoAnswers)
      .where(eq(videoAnswers.requestId, request.id))
      .orderBy(videoAnswers.questionIndex);
    expect(rows.map((r) => r.videoId)).toEqual(ids);
    const view = await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(company.auth)
      .expect(200);
    expect(view.body.request.completedAt).not.toBeNull();
  });

  it('tells the team and the candidate, who records it again until the deadline without spending a retake', async () => {
    const { candidate, request, application } = await applied({
      questions: ['Only one?'],
      retakes: 0,
    });
    await start(candidate, request.id, 0).expect(200);
    const sent = await uploadAnswer(candidate, request.id, 0);
    const [failed] = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.id, sent.videoId!));
    // The processing job's last try crashes: the video fails for good.
    const dir = await mkdtemp(path.join(tmpdir(), 'answer-crash-'));
    const crashing = {
      ...ctx.deps,
      videoProcessing: {
        ...ctx.deps.videoProcessing,
        ffmpegPath: await crashingFfmpeg(dir, ctx.deps.videoProcessing.ffmpegPath!),
      },
    };
    await expect(
      processPitchVideo(crashing, sent.videoId!, { retryCount: 0, retryLimit: 0 }),
    ).rejects.toThrow(/SIGSEGV/);
    await rm(dir, { recursive: true, force: true });
    const told = await ctx.http.get('/api/notifications').set(candidate.auth).expect(200);
    expect(
      (told.body.items as { type: string; message: string }[]).find(
        (n) => n.type === 'video_answer_failed',
      )?.message,
    ).toContain('question 1');

    const review = await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(company.auth)
      .expect(200);
    expect(review.body.request.questions[0]).toMatchObject({
      state: 'failed',
      answer: { state: 'failed', videoUrl: null, posterUrl: null, captionsUrl: null },
    });
    expect(review.body.request.summary).toMatchObject({ status: 'in_progress', answered: 0 });
    // It was complete when sent: no reminder (the notification told the candidate).
    expect(review.body.request.canRemind).toBe(false);
    const board = await ctx.http
      .get(`/api/companies/${company.user.id}/jobs-with-applications`)
      .set(company.auth)
      .expect(200);
    const card = (board.body.items as { applications: { id: number; videoAnswers: unknown }[] }[])
      .flatMap((j) => j.applications)
      .find((a) => a.id === application.id);
    expect(card?.videoAnswers).toMatchObject({ status: 'in_progress', answered: 0, total: 1 });
    const mine = await ctx.http
      .get(`/api/video-answer-requests/${request.id}`)
      .set(candidate.auth)
      .expect(200);
    expect(mine.body.questions[0]).toMatchObject({ state: 'failed', answer: { state: 'failed' } });

    // No retakes were allowed, yet the failed video may be recorded again: a new clock, the count unchanged.
    const again = await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth)
      .expect(200);
    expect(again.body.takes).toBe(1);
    expect(Date.parse(again.body.takeStartedAt)).toBeGreaterThan(
      Date.parse(mine.body.questions[0].takeStartedAt),
    );
    const second = await uploadAnswer(candidate, request.id, 0);
    expect(second.patched?.status).toBe(204);
    expect(await objectsUnder(folderOf(failed!.originalKey))).toEqual([]);
    await processPitchVideo(ctx.deps, second.videoId!);
    const after = await ctx.http
      .get(`/api/applications/${application.id}/video-answers`)
      .set(company.auth)
      .expect(200);
    expect(after.body.request.questions[0]).toMatchObject({
      state: 'answered',
      takes: 1,
      answer: { state: 'ready' },
    });
    expect(after.body.request.summary.status).toBe('answered');
    // A ready answer is no failure: the retakes rule holds again.
    const refused = await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth);
    expect(refused.body.code).toBe('VIDEO_ANSWER_NO_RETAKES_LEFT');
  });

  it('does not let a failed video be recorded again after the deadline', async () => {
    const { candidate, request } = await applied({ retakes: 0 });
    await start(candidate, request.id, 0).expect(200);
    const sent = await uploadAnswer(candidate, request.id, 0);
    await failProcessing(sent.videoId!);
    await ctx.deps.db
      .update(videoAnswerRequests)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(videoAnswerRequests.id, request.id));
    const late = await ctx.http
      .post(`/api/video-answer-requests/${request.id}/questions/0/retake`)
      .set(candidate.auth);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('VIDEO_ANSWER_DEADLINE_PASSED');
    const [row] = await ctx.deps.db
      .select()
      .from(videoAnswers)
      .where(eq(videoAnswers.requestId, request.id));
    expect(row!.videoId).toBe(sent.videoId);
  });
});

describe('video answers: unfinished uploads', () => {
  /** An answer upload of a started question, none of whose bytes arrived: its location. */
  const createUpload = async (candidate: SignedIn, requestId: number, question: number) =>
    (
      await ctx.http
        .post(VIDEO_ANSWER_UPLOAD_PATH)
        .set(candidate.auth)
        .set(
          creationHeaders(1000, {
            requestId: String(requestId),
            question: String(question),
            source: 'recorded',
            filetype: 'video/mp4',
          }),
        )
        .expect(201)
    ).headers.location as string;

  /** A started question and an answer upload created for it, none of whose bytes arrived; the upload's id. */
  async function unfinishedUpload() {
    const { candidate, request } = await applied();
    await start(candidate, request.id, 0).expect(200);
    return (await createUpload(candidate, request.id, 0)).split('/').pop()!;
  }

  const exists = async (candidate: SignedIn, location: string) =>
    (await ctx.http.head(location).set(candidate.auth).set('Tus-Resumable', '1.0.0')).status ===
    200;

  it("starting the next question's upload keeps the one still uploading; a new upload of the same question replaces it", async () => {
    const { candidate, request } = await applied();
    await start(candidate, request.id, 0).expect(200);
    const first = await createUpload(candidate, request.id, 0);
    await start(candidate, request.id, 1).expect(200);
    const second = await createUpload(candidate, request.id, 1);
    expect(await exists(candidate, first)).toBe(true);
    expect(await exists(candidate, second)).toBe(true);

    const again = await createUpload(candidate, request.id, 1);
    expect(await exists(candidate, second)).toBe(false);
    expect(await exists(candidate, again)).toBe(true);
    expect(await exists(candidate, first)).toBe(true);
  });

  it('tells a candidate who withdrew consent that an answer video needs it, and stores nothing', async () => {
    const { candidate, request } = await applied();
    await start(candidate, request.id, 0).expect(200);
    await ctx.http
      .post('/api/auth/gdpr-consent')
      .set(candidate.auth)
      .send({ consentGiven: false })
      .expect(201);
    const folder = uploadFolder(ctx.deps.config, ANSWER_UPLOADS_FOLDER);
    const before = await readdir(folder).catch(() => [] as string[]);
    const res = await ctx.http
      .post(VIDEO_ANSWER_UPLOAD_PATH)
      .set(candidate.auth)
      .set(
        creationHeaders(1000, {
          requestId: String(request.id),
          question: '0',
          source: 'recorded',
          filetype: 'video/mp4',
        }),
      );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'CANDIDATE_CONSENT_WITHDRAWN',
      message: 'You withdrew your consent: give it again to upload an answer video',
    });
    expect(await readdir(folder).catch(() => [] as string[])).toEqual(before);
  });

  it('are cleaned by the hourly job once abandoned for a day, as the pitch studio’s', async () => {
    const folder = uploadFolder(ctx.deps.config, ANSWER_UPLOADS_FOLDER);
    const [abandoned, fresh] = [await unfinishedUpload(), await unfinishedUpload()];
    const meta = path.join(folder, `${abandoned}.json`);
    const upload = JSON.parse(await readFile(meta, 'utf8')) as { creation_date: string };
    upload.creation_date = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
    await writeFile(meta, JSON.stringify(upload));

    const job = scheduledJobs(ctx.deps).find((j) => j.name === 'video-answer-uploads-clean');
    expect(job?.runOnStart).toBe(true);
    await job!.run(ctx.deps);
    const left = await readdir(folder);
    expect(left.filter((name) => name.startsWith(abandoned))).toEqual([]);
    expect(left.filter((name) => name.startsWith(fresh)).sort()).toEqual([fresh, `${fresh}.json`]);
  });
});

describe('video answers: no answer video is left behind', () => {
  /**
   * A candidate who answered a flight of `owner` (processed: original, rendition and poster stored); the storage
   * folder of that answer's files.
   */
  async function answeredFlight(owner: SignedIn) {
    const { candidate, request, job } = await applied({ questions: ['Only one?'] }, owner);
    await start(candidate, request.id, 0).expect(200);
    const { videoId } = await uploadAnswer(candidate, request.id, 0);
    await processPitchVideo(ctx.deps, videoId!);
    const [video] = await ctx.deps.db
      .select()
      .from(pitchVideos)
      .where(eq(pitchVideos.id, videoId!));
    expect(video!.renditionKey).not.toBeNull();
    const folder = folderOf(video!.originalKey);
    expect((await objectsUnder(folder)).length).toBeGreaterThan(1);
    return { candidate, job, videoId: videoId!, folder };
  }
  /** No row and no stored object of the answer video. */
  async function gone(videoId: number, folder: string) {
    expect(await ctx.deps.db.select().from(pitchVideos).where(eq(pitchVideos.id, videoId))).toEqual(
      [],
    );
    expect(await objectsUnder(folder)).toEqual([]);
  }

  it('when the organisation is deleted by its owner', async () => {
    const owner = await signUp(ctx, 'company', 'Closing Air');
    const { candidate, videoId, folder } = await answeredFlight(owner);
    await ctx.http
      .post('/api/org/delete')
      .set(owner.auth)
      .send({ password: TEST_PASSWORD })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await gone(videoId, folder);
    // The candidate stays, with none of their answer videos to that organisation.
    expect(
      await ctx.deps.db
        .select()
        .from(pitchVideos)
        .where(eq(pitchVideos.candidateId, candidate.user.id)),
    ).toEqual([]);
  });

  it('when an admin deletes the company, the flight, or the candidate', async () => {
    const admin = await signInAdmin(ctx);
    const erased = await signUp(ctx, 'company', 'Erased Air');
    const byCompany = await answeredFlight(erased);
    await ctx.http.delete(`/api/admin/users/${erased.user.id}`).set(admin.auth).expect(204);
    await gone(byCompany.videoId, byCompany.folder);

    const byFlight = await answeredFlight(company);
    await ctx.http.delete(`/api/admin/jobs/${byFlight.job.id}`).set(admin.auth).expect(204);
    await gone(byFlight.videoId, byFlight.folder);

    const byCandidate = await answeredFlight(company);
    await ctx.http
      .delete(`/api/admin/users/${byCandidate.candidate.user.id}`)
      .set(admin.auth)
      .expect(204);
    await gone(byCandidate.videoId, byCandidate.folder);
  });

  it('when the candidate deletes their own account', async () => {
    const { candidate, videoId, folder } = await answeredFlight(company);
    await ctx.http
      .post('/api/me/delete')
      .set(candidate.auth)
      .send({ password: TEST_PASSWORD })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await gone(videoId, folder);
  });
});
