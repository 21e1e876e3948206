import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CANDIDATE_CONSENT_WITHDRAWN,
  COMPANY_CONSENT_REQUIRED,
  CONSENT_TEXTS,
} from '@takeoff/shared/consent';
import type { AnonymousPitch, CandidatePitch, PitchPage } from '@takeoff/shared/pitches';
import { weekRange, type WeekRange } from '@takeoff/shared/rankings';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { giveConsent } from '../../test/matrix';
import { startWriteLog, type WriteLog } from '../../test/write-log';
import { profileViews } from '../../db/schema/pitches';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { queuedMailTo } from '../../test/mail-queue';
import { rankingEntries, rankingPublications, ratings } from '../../db/schema/ratings';
import { applyTo, postJob } from '../applications/test-factories';
import { pitchOf } from '../pitches/pitch-fixtures';
import { publishWeek } from '../rankings/rankings.service';
import { queueDueAnswerReminders } from '../video-answers/video-answers.reminders';

const DAY = 24 * 3_600_000;
const WEEK = 7 * DAY;
let ctx: TestContext;
let admin: SignedIn;
let writes: WriteLog;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
  writes = await startWriteLog(ctx.deps.db);
});

afterAll(async () => {
  await writes?.stop();
});

const withdraw = async (who: SignedIn) => {
  const path =
    who.user.role === 'candidate'
      ? '/api/auth/gdpr-consent/withdraw'
      : '/api/company-consent/withdraw';
  expect((await ctx.http.post(path).set(who.auth)).status).toBe(201);
};

async function consentedUser(role: 'candidate' | 'company', name?: string) {
  const who = await signUp(ctx, role, name);
  await giveConsent(ctx, who);
  return who;
}

/** Every pitch id the caller's grid lists, page after page (bounded by the grid's own cursor). */
async function gridIds(who: SignedIn): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await ctx.http
      .get('/api/candidate-pitches')
      .query({ limit: 100, ...(cursor ? { cursor } : {}) })
      .set(who.auth);
    expect(res.status).toBe(200);
    const page = res.body as PitchPage;
    ids.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** Sends a request that must be refused, and proves the refusal wrote nothing. */
async function refused(
  request: () => PromiseLike<{ status: number; body: { code?: string; message?: string } }>,
  status: number,
  code: string,
) {
  const mark = await writes.mark();
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
  expect(await writes.since(mark), 'a refused request writes nothing').toEqual([]);
  return res;
}

describe('a candidate who withdrew their GDPR consent', () => {
  let company: SignedIn;
  let candidate: SignedIn;
  let pitch: CandidatePitch;

  beforeAll(async () => {
    company = await consentedUser('company');
    candidate = await consentedUser('candidate', 'Withdrawing Candidate');
    pitch = await pitchOf(ctx, candidate);
  });

  it('disappears from the company grid and single reads, stays with the candidate and the admin, and comes back on consenting again', async () => {
    expect(await gridIds(company)).toContain(pitch.id);
    await withdraw(candidate);

    expect(await gridIds(company)).not.toContain(pitch.id);
    const viewsBefore = await ctx.deps.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.candidateId, candidate.user.id));
    const single = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    expect(single.status).toBe(404);
    expect(Object.keys(single.body).sort()).toEqual(['code', 'message']);
    expect(
      await ctx.deps.db
        .select()
        .from(profileViews)
        .where(eq(profileViews.candidateId, candidate.user.id)),
    ).toEqual(viewsBefore);
    const existence = await ctx.http
      .get(`/api/candidates/${candidate.user.id}/pitch`)
      .set(company.auth);
    expect(existence.body).toEqual({ exists: false, pitchId: null });

    // The candidate still sees and manages their own pitch.
    expect(await gridIds(candidate)).toEqual([pitch.id]);
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(candidate.auth)).status,
    ).toBe(200);
    expect(
      (await ctx.http.get(`/api/candidates/${candidate.user.id}/pitch`).set(candidate.auth)).body,
    ).toEqual({ exists: true, pitchId: pitch.id });
    const edited = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ title: 'Still mine to edit' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Still mine to edit');

    // The back-office sees everything.
    expect(await gridIds(admin)).toContain(pitch.id);
    const asAdmin = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(admin.auth);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.candidateName).toBe('Withdrawing Candidate');

    await giveConsent(ctx, candidate);
    expect(await gridIds(company)).toContain(pitch.id);
    const again = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    expect(again.status).toBe(200);
    expect((again.body as AnonymousPitch).title).toBe('Still mine to edit');
  });

  it('keeps a pitch created after withdrawing hidden, without telling companies, until consenting again', async () => {
    const late = await consentedUser('candidate');
    await withdraw(late);
    const before = ctx.emitted.length;
    const created = await pitchOf(ctx, late);
    expect(ctx.emitted.slice(before).some((e) => e.notification.type === 'new_video')).toBe(false);
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${created.id}`).set(company.auth)).status,
    ).toBe(404);
    await giveConsent(ctx, late);
    expect(await gridIds(company)).toContain(created.id);
  });

  it('cannot be rated, messaged or invited to an interview from the pitch (409), and can again after consenting', async () => {
    const job = await postJob(ctx, company);
    await withdraw(candidate);
    const target = { targetType: 'candidate', targetId: candidate.user.id, rating: 4 };
    const message = {
      toCandidateId: candidate.user.id,
      subject: 'Your pitch',
      body: 'Can we talk?',
    };
    const interview = {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      meetingLink: 'https://meet.example.com/x',
    };

    const rated = await refused(
      () => ctx.http.post('/api/ratings').set(company.auth).send(target),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
    expect(rated.body.message).toBe(CONSENT_TEXTS.candidateWithdrawn);
    await refused(
      () => ctx.http.post('/api/messages').set(company.auth).send(message),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
    await refused(
      () =>
        ctx.http
          .post(`/api/messages/threads/${candidate.user.id}`)
          .set(company.auth)
          .send({ body: 'Hello?' }),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
    await refused(
      () => ctx.http.post('/api/interviews').set(company.auth).send(interview),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );

    const options = await ctx.http.get('/api/interviews/schedule-options').set(company.auth);
    expect(options.status).toBe(200);
    const labels = (options.body.candidates as { id: number; label: string }[])
      .filter((c) => c.id === candidate.user.id)
      .map((c) => c.label);
    expect(labels.join(' ')).not.toContain('Still mine to edit');

    await giveConsent(ctx, candidate);
    expect((await ctx.http.post('/api/ratings').set(company.auth).send(target)).status).toBe(200);
    expect((await ctx.http.post('/api/messages').set(company.auth).send(message)).status).toBe(201);
    expect((await ctx.http.post('/api/interviews').set(company.auth).send(interview)).status).toBe(
      201,
    );
  });

  it('stays reachable by a company they applied to, whose application list still shows them', async () => {
    const applicant = await consentedUser('candidate', 'Applicant Who Withdrew');
    await pitchOf(ctx, applicant);
    const hiring = await consentedUser('company');
    const job = await postJob(ctx, hiring);
    await applyTo(ctx, applicant, job.id);
    await withdraw(applicant);

    const pipeline = await ctx.http
      .get(`/api/companies/${hiring.user.id}/jobs-with-applications`)
      .set(hiring.auth);
    expect(pipeline.status).toBe(200);
    expect(JSON.stringify(pipeline.body)).toContain('Applicant Who Withdrew');
    const sent = await ctx.http
      .post('/api/messages')
      .set(hiring.auth)
      .send({ toCandidateId: applicant.user.id, subject: 'Your application', body: 'Interview?' });
    expect(sent.status).toBe(201);
    const interview = {
      candidateId: applicant.user.id,
      jobId: job.id,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      meetingLink: 'https://meet.example.com/y',
    };
    expect((await ctx.http.post('/api/interviews').set(hiring.auth).send(interview)).status).toBe(
      201,
    );
    // The average is the candidate's data: not found for the company, still there for them and admins.
    const average = `/api/ratings/target?targetType=candidate&targetId=${applicant.user.id}`;
    await refused(() => ctx.http.get(average).set(hiring.auth), 404, 'NOT_FOUND');
    expect((await ctx.http.get(average).set(applicant.auth)).status).toBe(200);
    expect((await ctx.http.get(average).set(admin.auth)).status).toBe(200);
    // Rating still feeds the public ranking, so it stays refused.
    await refused(
      () =>
        ctx.http
          .post('/api/ratings')
          .set(hiring.auth)
          .send({ targetType: 'candidate', targetId: applicant.user.id, rating: 5 }),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
  });

  it('is neither asked for video answers nor reminded, by a member or the schedule (409), until consenting again', async () => {
    const applicant = await consentedUser('candidate');
    await pitchOf(ctx, applicant);
    const hiring = await consentedUser('company');
    // One flight asks on applying; the other has questions a member may ask afterwards.
    const [asking, quiet] = await Promise.all([postJob(ctx, hiring), postJob(ctx, hiring)]);
    for (const [flight, enabled] of [
      [asking, true],
      [quiet, false],
    ] as const)
      await ctx.http
        .put(`/api/jobs/${flight.id}/video-answers`)
        .set(hiring.auth)
        .send({
          enabled,
          questionSource: 'own',
          questions: ['Why this flight?'],
          thinkingSeconds: 30,
          answerSeconds: 60,
          retakes: 1,
          deadlineDays: 7,
          allowUpload: false,
        })
        .expect(200);
    const unasked = await applyTo(ctx, applicant, quiet.id);
    const asked = await applyTo(ctx, applicant, asking.id);
    // Inside the scheduled reminder's window (two days before the deadline), asked a week before it.
    await ctx.deps.db
      .update(videoAnswerRequests)
      .set({ deadlineAt: new Date(Date.now() + DAY), createdAt: new Date(Date.now() - 6 * DAY) })
      .where(eq(videoAnswerRequests.applicationId, asked.id));
    await withdraw(applicant);
    const answerMail = async () =>
      (await queuedMailTo(ctx, applicant.user.email))
        .map((m) => m.template)
        .filter((t) => t.startsWith('video_answers'));
    const mailBefore = await answerMail();

    await refused(
      () => ctx.http.post(`/api/applications/${unasked.id}/video-answers`).set(hiring.auth),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
    await refused(
      () => ctx.http.post(`/api/applications/${asked.id}/video-answers/remind`).set(hiring.auth),
      409,
      CANDIDATE_CONSENT_WITHDRAWN,
    );
    await queueDueAnswerReminders(ctx.deps);
    const [request] = await ctx.deps.db
      .select()
      .from(videoAnswerRequests)
      .where(eq(videoAnswerRequests.applicationId, asked.id));
    expect(request!.remindedAt).toBeNull();
    expect(await answerMail()).toEqual(mailBefore);
    const views = await Promise.all(
      [unasked, asked].map((a) =>
        ctx.http.get(`/api/applications/${a.id}/video-answers`).set(hiring.auth).expect(200),
      ),
    );
    expect(views[0]!.body.canAsk).toBe(false);
    expect(views[1]!.body.request.canRemind).toBe(false);

    await giveConsent(ctx, applicant);
    await ctx.http
      .post(`/api/applications/${unasked.id}/video-answers`)
      .set(hiring.auth)
      .expect(201);
    await ctx.http
      .post(`/api/applications/${asked.id}/video-answers/remind`)
      .set(hiring.auth)
      .expect(200);
    expect(await answerMail()).toEqual([
      ...mailBefore,
      'video_answers_invitation',
      'video_answers_reminder',
    ]);
  });

  it('is not ranked in new Top Talent publications and leaves the live list (not the stored one) until consenting again', async () => {
    const raters = await Promise.all([1, 2, 3].map(() => consentedUser('company')));
    const [first, second] = [await consentedUser('candidate'), await consentedUser('candidate')];
    for (const rater of raters) {
      for (const [who, stars] of [
        [first, 5],
        [second, 4],
      ] as const) {
        const res = await ctx.http
          .post('/api/ratings')
          .set(rater.auth)
          .send({ targetType: 'candidate', targetId: who.user.id, rating: stars });
        expect(res.status).toBe(200);
      }
    }
    // Top Talent shows the latest publication, so this test's weeks come after every week already published in this
    // database (other files publish far-future weeks too; a week derived from ids could land before theirs).
    const [latest] = await ctx.deps.db
      .select({ weekStart: rankingPublications.weekStart })
      .from(rankingPublications)
      .orderBy(desc(rankingPublications.weekStart))
      .limit(1);
    // Midweek, so whole weeks of milliseconds never cross a week boundary at a daylight-saving change.
    const base = (latest ? latest.weekStart.getTime() + 2 * WEEK : Date.UTC(2100, 0, 6)) + WEEK / 2;
    const week = (k: number): WeekRange =>
      weekRange(base + k * WEEK, ctx.deps.config.RANKINGS_TIMEZONE);
    const moveInto = (w: WeekRange) =>
      ctx.deps.db
        .update(ratings)
        .set({ updatedAt: new Date(w.start.getTime() + 3_600_000) })
        .where(inArray(ratings.targetId, [first.user.id, second.user.id]));
    const subjectsOf = async (w: WeekRange) => {
      const [pub] = await ctx.deps.db
        .select()
        .from(rankingPublications)
        .where(
          and(eq(rankingPublications.weekStart, w.start), eq(rankingPublications.kind, 'talent')),
        );
      return (
        await ctx.deps.db
          .select()
          .from(rankingEntries)
          .where(eq(rankingEntries.publicationId, pub!.id))
          .orderBy(rankingEntries.position)
      ).map((e) => e.subjectId);
    };
    const listed = async (who: SignedIn) =>
      (
        (await ctx.http.get('/api/top-talents').set(who.auth)).body as {
          candidateId: number;
          position: number;
        }[]
      ).map((e) => [e.candidateId, e.position]);

    await moveInto(week(1));
    await publishWeek(ctx.deps, week(1));
    expect(await subjectsOf(week(1))).toEqual([first.user.id, second.user.id]);

    await withdraw(first);
    // The stored publication stays; the live list leaves the withdrawn candidate out and ranks the rest from 1.
    expect(await subjectsOf(week(1))).toEqual([first.user.id, second.user.id]);
    expect(await listed(raters[0]!)).toEqual([[second.user.id, 1]]);
    expect(await listed(second)).toEqual([[second.user.id, 1]]);
    expect(await listed(first)).toEqual([
      [first.user.id, 1],
      [second.user.id, 2],
    ]);
    expect(await listed(admin)).toEqual([
      [first.user.id, 1],
      [second.user.id, 2],
    ]);

    await moveInto(week(2));
    await publishWeek(ctx.deps, week(2));
    expect(await subjectsOf(week(2))).toEqual([second.user.id]);

    await giveConsent(ctx, first);
    await moveInto(week(3));
    await publishWeek(ctx.deps, week(3));
    expect(await subjectsOf(week(3))).toEqual([first.user.id, second.user.id]);
    expect(await listed(raters[0]!)).toEqual([
      [first.user.id, 1],
      [second.user.id, 2],
    ]);
  });
});

describe('a company that withdrew the Company Terms & Candidate Video Protection Agreement', () => {
  it('is refused pitch reads, ratings and messages from pitches (403) until it accepts again', async () => {
    const company = await consentedUser('company');
    const candidate = await consentedUser('candidate');
    const pitch = await pitchOf(ctx, candidate);
    await withdraw(company);

    const list = await refused(
      () => ctx.http.get('/api/candidate-pitches').set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    expect(list.body).toEqual({
      code: COMPANY_CONSENT_REQUIRED,
      message: CONSENT_TEXTS.companyRequiredBody,
    });
    await refused(
      () => ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () =>
        ctx.http
          .post('/api/ratings')
          .set(company.auth)
          .send({ targetType: 'candidate', targetId: candidate.user.id, rating: 3 }),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () =>
        ctx.http
          .post('/api/messages')
          .set(company.auth)
          .send({ toCandidateId: candidate.user.id, subject: 'Hi', body: 'Hello' }),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () => ctx.http.get('/api/top-talents').set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () =>
        ctx.http
          .get(`/api/ratings/target?targetType=candidate&targetId=${candidate.user.id}`)
          .set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    // The gate the SPA asks says the same.
    expect(
      (await ctx.http.get('/api/company-consent/status').set(company.auth)).body.hasConsented,
    ).toBe(false);

    await giveConsent(ctx, company);
    expect(await gridIds(company)).toContain(pitch.id);
    expect((await ctx.http.get('/api/top-talents').set(company.auth)).status).toBe(200);
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth)).status,
    ).toBe(200);
    expect(
      (
        await ctx.http
          .post('/api/ratings')
          .set(company.auth)
          .send({ targetType: 'candidate', targetId: candidate.user.id, rating: 3 })
      ).status,
    ).toBe(200);
  });

  it('is refused the same way (403) when it never accepted, and served once it does', async () => {
    const company = await signUp(ctx, 'company', undefined, { acceptTerms: false });
    const candidate = await consentedUser('candidate');
    const pitch = await pitchOf(ctx, candidate);
    await refused(
      () => ctx.http.get('/api/candidate-pitches').set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () => ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () => ctx.http.get('/api/top-talents').set(company.auth),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    await refused(
      () =>
        ctx.http
          .post('/api/ratings')
          .set(company.auth)
          .send({ targetType: 'candidate', targetId: candidate.user.id, rating: 4 }),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    const job = await postJob(ctx, company);
    const interview = {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      meetingLink: 'https://meet.example.com/z',
    };
    await refused(
      () => ctx.http.post('/api/interviews').set(company.auth).send(interview),
      403,
      COMPANY_CONSENT_REQUIRED,
    );
    const options = await ctx.http
      .get('/api/interviews/schedule-options')
      .query({ candidateId: candidate.user.id })
      .set(company.auth);
    expect(options.status).toBe(200);
    expect(options.body.candidates).toEqual([]);
    // What does not touch candidates stays open: its own jobs, its consent status.
    expect(
      (await ctx.http.get(`/api/companies/${company.user.id}/jobs`).set(company.auth)).status,
    ).toBe(200);
    expect(
      (await ctx.http.get('/api/company-consent/status').set(company.auth)).body.hasConsented,
    ).toBe(false);

    await giveConsent(ctx, company);
    expect(await gridIds(company)).toContain(pitch.id);
    expect((await ctx.http.post('/api/interviews').set(company.auth).send(interview)).status).toBe(
      201,
    );
  });
});
