import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Cron } from 'croner';
import { previousWeek, weekRange, type WeekRange } from '@takeoff/shared/rankings';
import { mailDeliveries } from '../../db/schema/mail';
import { candidatePitches } from '../../db/schema/pitches';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { discardQueuedMail, eventually, queuedMailTo } from '../../test/mail-queue';
import { SmtpCapture } from '../../test/smtp-capture';
import { scheduledJobs } from '../../scheduler';
import { postJob } from '../applications/test-factories';
import { isoWeekKey, queueDueWeeklyDigests, queueWeeklyDigests } from './digest.service';
import { startMailWorker } from './mail.worker';

const ORIGIN = 'http://localhost:3000';
let ctx: TestContext;
let capture: SmtpCapture;
let worker: Awaited<ReturnType<typeof startMailWorker>>;
let week: WeekRange;
// A skill no other test's jobs or pitches use, so this file controls every match.
const skill = `Avionics${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  capture = await new SmtpCapture().start();
  ctx = await createTestContext({
    SMTP_URL: capture.url,
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  await discardQueuedMail(ctx);
  worker = await startMailWorker(ctx.deps);
  week = previousWeek(new Date(), ctx.deps.config.RANKINGS_TIMEZONE);
});

afterAll(async () => {
  await worker.stop();
  await capture.stop();
});

const duringWeek = () => new Date(week.start.getTime() + 36 * 3_600_000);

async function companyWith(options: { digest: boolean; skills: string; status?: string }) {
  const company = await signUp(ctx, 'company', `Digest Co ${randomBytes(3).toString('hex')}`);
  const email = { interviews: true, applications: true, messages: true, digest: options.digest };
  expect(
    (await ctx.http.put('/api/me/notification-preferences').set(company.auth).send({ email }))
      .status,
  ).toBe(200);
  await postJob(ctx, company, { skills: options.skills, status: options.status ?? 'live' });
  return company;
}

async function pitch(skills: string[], values: Partial<typeof candidatePitches.$inferInsert> = {}) {
  const candidate = await signUp(ctx, 'candidate', `Pitcher ${randomBytes(3).toString('hex')}`);
  await ctx.deps.db.insert(candidatePitches).values({
    candidateId: candidate.user.id,
    title: 'Flight software engineer',
    skills,
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    createdAt: duringWeek(),
    ...values,
  });
  return candidate;
}

/** The digests queued for `who` (in any state: waiting, sent, skipped). */
const digestJobsFor = async (who: SignedIn) =>
  (await queuedMailTo(ctx, who.user.email)).filter((job) => job.template === 'weekly_digest');

/** The worker's record of `who`'s digest (written just after the SMTP server took it). */
const digestDelivery = (who: SignedIn) =>
  eventually(async () => {
    const [row] = await ctx.deps.db
      .select()
      .from(mailDeliveries)
      .where(
        and(eq(mailDeliveries.userId, who.user.id), eq(mailDeliveries.template, 'weekly_digest')),
      );
    return row;
  });

describe('weekly digest', () => {
  it('queues one digest per opted-in company with matches, once per week, naming candidates only by label', async () => {
    const opted = await companyWith({ digest: true, skills: `${skill}, Rust` });
    const noMatch = await companyWith({ digest: true, skills: 'Cobol' });
    const notOpted = await companyWith({ digest: false, skills: skill });
    const closedJobOnly = await companyWith({ digest: true, skills: skill, status: 'closed' });
    const match = await pitch([skill.toUpperCase(), 'Go']);
    await pitch([skill], { createdAt: new Date(week.start.getTime() - 3_600_000) });
    await pitch([skill], { consentWithdrawn: true });
    await pitch([skill], { isActive: false });

    await queueWeeklyDigests(ctx.deps, week);
    const weekKey = isoWeekKey(week.start, ctx.deps.config.RANKINGS_TIMEZONE);
    const [job, ...more] = await digestJobsFor(opted);
    expect(more).toHaveLength(0);
    const label = `Candidate #${String(match.user.id).padStart(6, '0')}`;
    expect(job!.params).toMatchObject({
      week: weekKey,
      total: 1,
      matches: [{ label, skills: [skill.toUpperCase()] }],
    });
    for (const company of [noMatch, notOpted, closedJobOnly])
      expect(await digestJobsFor(company)).toHaveLength(0);

    await queueWeeklyDigests(ctx.deps, week);
    expect(await digestJobsFor(opted)).toHaveLength(1);

    const mail = await eventually(
      async () => capture.to(opted.user.email).find((m) => m.subject?.startsWith('Weekly digest')),
      15_000,
    );
    expect(mail.subject).toBe('Weekly digest: 1 new pitch matches your open jobs');
    expect(mail.text).toContain(`${label} — Flight software engineer: ${skill.toUpperCase()}`);
    expect(mail.text).toContain(`Review pitches: ${ORIGIN}/company/candidates`);
    expect(mail.html).toContain(`href="${ORIGIN}/company/candidates"`);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(
      `${ORIGIN}/api/mail/unsubscribe?token=`,
    );
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toContain(
      'List-Unsubscribe=One-Click',
    );
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).not.toContain(match.user.name);
      expect(part).not.toContain(match.user.email);
    }
    expect(await digestDelivery(opted)).toMatchObject({
      status: 'sent',
      topic: `digest:${weekKey}`,
    });
  });

  it('is queued on the Monday it is due, and not later in the week (the catch-up on start)', async () => {
    const lateSkill = `${skill}Late`;
    const company = await companyWith({ digest: true, skills: lateSkill });
    await pitch([lateSkill]);
    const thisWeek = weekRange(new Date(), ctx.deps.config.RANKINGS_TIMEZONE);
    await queueDueWeeklyDigests(ctx.deps, new Date(thisWeek.start.getTime() + 30 * 3_600_000));
    expect(await digestJobsFor(company)).toHaveLength(0);
    await queueDueWeeklyDigests(ctx.deps, new Date(thisWeek.start.getTime() + 9 * 3_600_000));
    expect(await digestJobsFor(company)).toHaveLength(1);
  });
});

describe('the digest job', () => {
  it('runs on Mondays at 08:00 in the rankings zone', () => {
    const job = scheduledJobs(ctx.deps).find((j) => j.name === 'weekly-digest-mail')!;
    const timeZone = ctx.deps.config.RANKINGS_TIMEZONE;
    const next = new Cron(job.pattern, { timezone: job.timezone }).nextRun(
      new Date('2026-11-25T12:00:00Z'),
    )!;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(local).toBe('Monday 08:00');
    expect(next.toISOString()).toBe(
      new Date(weekRange(next, timeZone).start.getTime() + 8 * 3_600_000).toISOString(),
    );
  });
});

describe('isoWeekKey', () => {
  it('names the ISO week of a Monday in the zone, across year ends', () => {
    const monday = (iso: string) => weekRange(new Date(iso), 'Europe/Athens').start;
    expect(isoWeekKey(monday('2026-11-25T12:00:00Z'), 'Europe/Athens')).toBe('2026-W48');
    expect(isoWeekKey(monday('2020-12-30T12:00:00Z'), 'Europe/Athens')).toBe('2020-W53');
    expect(isoWeekKey(monday('2025-12-31T12:00:00Z'), 'Europe/Athens')).toBe('2026-W01');
    expect(isoWeekKey(monday('2021-01-06T12:00:00Z'), 'Europe/Athens')).toBe('2021-W01');
  });
});
