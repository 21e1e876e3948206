import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_MIN_APPLICATIONS } from '@takeoff/shared/response-promise';
import { applicationEvents, applications } from '../../db/schema/jobs';
import { applicationPromises } from '../../db/schema/response-promise';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { applyTo, createPitch, postJob } from '../applications/test-factories';
import { refreshResponseRecords } from '../response-promise/response-record.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let company: SignedIn;
let job: { id: number; flightNumber: string };
let slug: string;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', `Record Pages Air ${Date.now()}`);
  await ctx.http
    .put('/api/org/response-promise')
    .set(company.auth)
    .send({ promiseDays: 10, closingTexts: { en: null, el: null } });
  job = await postJob(ctx, company, { title: 'Ramp Agent' });
  slug = (
    (await ctx.http.get('/api/companies/me/profile').set(company.auth)).body as { slug: string }
  ).slug;
});

/**
 * One application applied 20 days ago with a 10-day promise, so its outcome is known: answered by a stage move
 * `answerAfterHours` after applying, or never (it ran out and counts against the record).
 */
async function decidedApplication(answerAfterHours: number | null) {
  const candidate = await signUp(ctx, 'candidate');
  await createPitch(ctx, candidate);
  const application = await applyTo(ctx, candidate, job.id);
  const appliedAt = new Date(Date.now() - 20 * DAY);
  await ctx.deps.db
    .update(applicationPromises)
    .set({ appliedAt, dueAt: new Date(appliedAt.getTime() + 10 * DAY) })
    .where(eq(applicationPromises.applicationId, application.id));
  await ctx.deps.db
    .update(applications)
    .set({ appliedAt })
    .where(eq(applications.id, application.id));
  if (answerAfterHours !== null)
    await ctx.deps.db.insert(applicationEvents).values({
      applicationId: application.id,
      fromStatus: 'pending',
      toStatus: 'reviewed',
      actorId: company.user.id,
      createdAt: new Date(appliedAt.getTime() + answerAfterHours * HOUR),
    });
}

const pages = async (lang = 'en') =>
  Promise.all(
    [`/flights/${job.flightNumber}`, `/careers/${slug}`].map(async (path) => {
      const res = await ctx.http.get(path).set('Accept-Language', lang);
      expect(res.status, path).toBe(200);
      return res.text;
    }),
  );

describe("the company's answer record on its public pages", () => {
  it(`is absent below ${RECORD_MIN_APPLICATIONS} applications, shown from then on, and read from the stored record`, async () => {
    // Nine decided: eight answered 36 hours after applying, one never.
    for (let i = 0; i < RECORD_MIN_APPLICATIONS - 2; i++) await decidedApplication(36);
    await decidedApplication(null);
    await refreshResponseRecords(ctx.deps);
    for (const page of await pages()) {
      expect(page).not.toContain('data-answer-record');
      expect(page).not.toContain('Answer record');
    }
    expect(
      (await ctx.http.get(`/api/flights/${job.flightNumber}`)).body.company.answerRecord,
    ).toBeNull();

    await decidedApplication(36);
    // Not yet refreshed by the scheduled job: a visit does not compute it.
    for (const page of await pages()) expect(page).not.toContain('data-answer-record');
    const before = (await ctx.http.get(`/flights/${job.flightNumber}`)).headers['last-modified']!;

    // The job's run a few seconds on (Last-Modified counts whole seconds).
    await refreshResponseRecords(ctx.deps, new Date(Date.now() + 5_000));
    // A revalidation by date alone gets the page again, with the record: it changed since.
    for (const path of [`/flights/${job.flightNumber}`, `/careers/${slug}`]) {
      const res = await ctx.http.get(path).set('If-Modified-Since', before);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('data-answer-record');
    }
    for (const page of await pages()) {
      expect(page).toContain('data-answer-record');
      expect(page).toContain('90% of applications answered within 10 days');
      expect(page).toContain('Median time to a first answer: 1.5 days');
      expect(page).toContain('Over the last 90 days, from 10 applications.');
    }
    // The SPA's versions of the two pages (signed-in visitors get them) carry the same stored figures.
    const record = {
      promiseDays: 10,
      figures: { applications: 10, answeredInTimePercent: 90, medianDays: 1.5 },
    };
    const flightJson = await ctx.http.get(`/api/flights/${job.flightNumber}`);
    expect(flightJson.body.company.answerRecord).toEqual(record);
    const careersJson = await ctx.http.get(`/api/careers/${slug}`);
    expect(careersJson.body.company.answerRecord).toEqual(record);
    for (const page of await pages('el-GR,el')) {
      expect(page).toContain('Ιστορικό απαντήσεων');
      expect(page).toContain('Το 90% των αιτήσεων απαντήθηκε μέσα σε 10 ημέρες');
      expect(page).toContain('Διάμεσος χρόνος μέχρι την πρώτη απάντηση: 1,5 ημέρες');
    }
  });
});
