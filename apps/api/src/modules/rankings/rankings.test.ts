import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  previousWeek,
  RANKING_LIST_LIMIT,
  weekRange,
  type WeekRange,
} from '@takeoff/shared/rankings';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { rankingEntries, rankingPublications, ratings } from '../../db/schema/ratings';
import { randomBytes } from 'node:crypto';
import { candidatePitches } from '../../db/schema/pitches';
import { applications, jobs } from '../../db/schema/jobs';
import { interviews } from '../../db/schema/interviews';
import { scheduledJobs, startScheduler } from '../../scheduler';
import { publishCurrentWeek, publishLastCompletedWeek, publishWeek } from './rankings.service';

const WEEK = 7 * 24 * 3_600_000;
let ctx: TestContext;
let companies: SignedIn[];
let candidates: SignedIn[];
let admin: SignedIn;
let seed: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companies = await Promise.all([1, 2, 3].map(() => signUp(ctx, 'company')));
  candidates = await Promise.all(
    [1, 2, 3, 4].map((i) => signUp(ctx, 'candidate', `Ranked Candidate ${i}`)),
  );
  admin = await signInAdmin(ctx);
  seed = Math.max(...companies.map((c) => c.user.id));
  // This file's weeks lie around 2100: what an earlier run published there goes, so "the latest week" is this run's.
  await ctx.deps.db
    .delete(rankingPublications)
    .where(gte(rankingPublications.weekStart, new Date(Date.UTC(2099, 0, 1))));
});

const tz = () => ctx.deps.config.RANKINGS_TIMEZONE;
/**
 * The k-th week reserved for this run (ids only grow, so a rerun on one database gets weeks of its own and never
 * meets an earlier run's ratings); later k = later week. Ids wrap at 7,000 so every week stays before the year
 * 10000, past which ISO strings (and so the driver) cannot write a date.
 */
const testWeek = (k: number): WeekRange =>
  weekRange(Date.UTC(2100, 0, 6) + ((seed % 7_000) * 20 + k) * WEEK, tz());

async function rate(rater: SignedIn, target: SignedIn, stars: number) {
  const targetType = target.user.role;
  // Employers are ranked by candidates who applied to them: give every rating candidate an application.
  if (targetType === 'company') await appliedTo(rater, target);
  const res = await ctx.http
    .post('/api/ratings')
    .set(rater.auth)
    .send({ targetType, targetId: target.user.id, rating: stars });
  expect(res.status).toBe(200);
}

async function appliedTo(candidate: SignedIn, company: SignedIn) {
  const [job] = await ctx.deps.db
    .insert(jobs)
    .values({
      companyId: company.user.id,
      title: 'Ranked role',
      description: 'x',
      location: 'Remote',
      flightNumber: `RK${randomBytes(4).toString('hex')}`,
    })
    .returning({ id: jobs.id });
  await ctx.deps.db.insert(applications).values({ jobId: job!.id, candidateId: candidate.user.id });
}

/** Moves this file's ratings of the given targets into a week (as if they were made then). */
async function moveInto(week: WeekRange, targets: SignedIn[], offsetHours = 1) {
  await ctx.deps.db
    .update(ratings)
    .set({ updatedAt: new Date(week.start.getTime() + offsetHours * 3_600_000) })
    .where(
      inArray(
        ratings.targetId,
        targets.map((t) => t.user.id),
      ),
    );
}

const publicationsOf = (week: WeekRange) =>
  ctx.deps.db
    .select()
    .from(rankingPublications)
    .where(eq(rankingPublications.weekStart, week.start));
const entriesOf = async (week: WeekRange, kind: 'talent' | 'employer') => {
  const [pub] = await ctx.deps.db
    .select()
    .from(rankingPublications)
    .where(and(eq(rankingPublications.weekStart, week.start), eq(rankingPublications.kind, kind)));
  if (!pub) return null;
  return ctx.deps.db
    .select()
    .from(rankingEntries)
    .where(eq(rankingEntries.publicationId, pub.id))
    .orderBy(rankingEntries.position);
};

describe('weekly publication', () => {
  it('ranks candidates with 3+ ratings in the week by one-decimal average, then count; employers likewise', async () => {
    const [a, b, c, d] = candidates as [SignedIn, SignedIn, SignedIn, SignedIn];
    const [x, y, z] = companies as [SignedIn, SignedIn, SignedIn];
    for (const [rater, stars] of [
      [x, 5],
      [y, 4],
      [z, 4],
    ] as const)
      await rate(rater, a, stars); // 4.3 (3)
    for (const [rater, stars] of [
      [x, 5],
      [y, 5],
      [z, 5],
    ] as const)
      await rate(rater, b, stars); // 5.0 (3)
    for (const [rater, stars] of [
      [x, 5],
      [y, 5],
    ] as const)
      await rate(rater, c, stars); // only 2: not eligible
    for (const [rater, stars] of [
      [x, 3],
      [y, 3],
      [z, 3],
    ] as const)
      await rate(rater, d, stars); // 3.0 (3)
    for (const cand of [a, b, c, d]) await rate(cand, x, 4); // employer x: 4.0 (4)
    for (const cand of [a, b, c]) await rate(cand, y, 5); // employer y: 5.0 (3)
    for (const cand of [a, b]) await rate(cand, z, 5); // employer z: only 2
    const week = testWeek(0);
    await moveInto(week, [...candidates, ...companies]);

    const results = await publishWeek(ctx.deps, week);
    expect(results.map((r) => [r.kind, r.written, r.final, r.entries])).toEqual([
      ['talent', true, true, 3],
      ['employer', true, true, 2],
    ]);
    const talent = await entriesOf(week, 'talent');
    expect(talent!.map((e) => [e.subjectId, e.position, e.avgRating, e.ratingCount])).toEqual([
      [b.user.id, 1, 5, 3],
      [a.user.id, 2, 4.3, 3],
      [d.user.id, 3, 3, 3],
    ]);
    const employer = await entriesOf(week, 'employer');
    expect(employer!.map((e) => [e.subjectId, e.position, e.avgRating, e.ratingCount])).toEqual([
      [y.user.id, 1, 5, 3],
      [x.user.id, 2, 4, 4],
    ]);
  });

  it('ranks employers only by candidates who applied to them or were interviewed by them', async () => {
    const target = await signUp(ctx, 'company');
    const strangers = await Promise.all([1, 2, 3, 4].map(() => signUp(ctx, 'candidate')));
    // Four throwaway accounts rate the company without ever dealing with it: no ranking.
    for (const stranger of strangers) {
      const res = await ctx.http
        .post('/api/ratings')
        .set(stranger.auth)
        .send({ targetType: 'company', targetId: target.user.id, rating: 5 });
      expect(res.status).toBe(200);
    }
    const week = testWeek(6);
    await moveInto(week, [target]);
    await publishWeek(ctx.deps, week);
    expect((await entriesOf(week, 'employer'))!.map((e) => e.subjectId)).not.toContain(
      target.user.id,
    );
    // Once three of them have applied (or been interviewed), their ratings rank it.
    await appliedTo(strangers[0]!, target);
    await appliedTo(strangers[1]!, target);
    await ctx.deps.db.insert(interviews).values({
      companyId: target.user.id,
      candidateId: strangers[2]!.user.id,
      scheduledAt: new Date(),
      durationMinutes: 30,
      status: 'scheduled',
    });
    const later = testWeek(7);
    await moveInto(later, [target]);
    await publishWeek(ctx.deps, later);
    expect(
      (await entriesOf(later, 'employer'))!.find((e) => e.subjectId === target.user.id),
    ).toMatchObject({ ratingCount: 3, avgRating: 5 });
  });

  it('counts a rating in the week it was last changed, not outside [start, end)', async () => {
    const week = testWeek(1);
    const [a] = candidates as [SignedIn];
    // Two of a's ratings at the very end of the week, one exactly at the next week's start: 2 < 3.
    await moveInto(week, [a], 0);
    await ctx.deps.db
      .update(ratings)
      .set({ updatedAt: new Date(week.end.getTime() - 1) })
      .where(and(eq(ratings.targetId, a.user.id), eq(ratings.raterId, companies[0]!.user.id)));
    await ctx.deps.db
      .update(ratings)
      .set({ updatedAt: week.end })
      .where(and(eq(ratings.targetId, a.user.id), eq(ratings.raterId, companies[1]!.user.id)));
    await publishWeek(ctx.deps, week);
    expect((await entriesOf(week, 'talent'))!.map((e) => e.subjectId)).not.toContain(a.user.id);
    const next = testWeek(2);
    expect(next.start).toEqual(week.end);
  });

  it('publishes exactly once with two concurrent publishers', async () => {
    const week = testWeek(3);
    await moveInto(week, candidates);
    const [first, second] = await Promise.all([
      publishWeek(ctx.deps, week),
      publishWeek(ctx.deps, week),
    ]);
    const written = [...first!, ...second!]
      .filter((r) => r.written)
      .map((r) => r.kind)
      .sort();
    expect(written).toEqual(['employer', 'talent']);
    expect(await publicationsOf(week)).toHaveLength(2);
    expect((await entriesOf(week, 'talent'))!.length).toBe(3);
    // And again later: still nothing rewritten.
    expect((await publishWeek(ctx.deps, week)).every((r) => !r.written)).toBe(true);
  });

  it('replaces a provisional (on-demand) week once with the final one, and never a final one', async () => {
    const week = testWeek(4);
    const [, b] = candidates as [SignedIn, SignedIn];
    await moveInto(week, [b]);
    const provisional = await publishWeek(ctx.deps, week, false);
    expect(provisional.every((r) => r.written && !r.final)).toBe(true);
    expect((await entriesOf(week, 'talent'))!.map((e) => e.subjectId)).toEqual([b.user.id]);

    // More ratings arrive later that week; the final publication includes them.
    await moveInto(week, candidates, 2);
    const final = await publishWeek(ctx.deps, week, true);
    expect(final.every((r) => r.written && r.final)).toBe(true);
    expect((await entriesOf(week, 'talent'))!).toHaveLength(3);
    expect((await publicationsOf(week)).every((p) => p.final)).toBe(true);

    expect((await publishWeek(ctx.deps, week, false)).every((r) => !r.written)).toBe(true);
    expect((await publishWeek(ctx.deps, week, true)).every((r) => !r.written)).toBe(true);
    expect((await entriesOf(week, 'talent'))!).toHaveLength(3);
  });

  it('catches up the last completed week on start, from any moment of the following week', async () => {
    const week = testWeek(5);
    await moveInto(week, candidates);
    const results = await publishLastCompletedWeek(
      ctx.deps,
      new Date(week.end.getTime() + 36 * 3_600_000),
    );
    expect(results.map((r) => [r.weekStart, r.written])).toEqual([
      [week.start.toISOString(), true],
      [week.start.toISOString(), true],
    ]);
    expect((await publishLastCompletedWeek(ctx.deps, week.end)).every((r) => !r.written)).toBe(
      true,
    );
  });

  it('publishes the last completed week for good when the scheduler starts (catch-up)', async () => {
    const last = previousWeek(new Date(), tz());
    // Make sure there is something to do: that week provisional (a rerun on one database finds it final).
    await publishWeek(ctx.deps, last, false);
    await ctx.deps.db
      .update(rankingPublications)
      .set({ final: false })
      .where(eq(rankingPublications.weekStart, last.start));
    expect((await publicationsOf(last)).every((p) => !p.final)).toBe(true);
    // A catch-up sent by another start in the last five minutes (the singleton slot) would stand in for this one.
    await ctx.deps.db.execute(sql`delete from pgboss.job where name = 'publish-weekly-rankings'`);
    const scheduler = await startScheduler(ctx.deps);
    try {
      await vi.waitFor(
        async () => {
          const rows = await publicationsOf(last);
          expect(rows.map((r) => [r.kind, r.final]).sort()).toEqual([
            ['employer', true],
            ['talent', true],
          ]);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await scheduler.stop();
    }
  });

  it('schedules the job at Monday 00:00 in RANKINGS_TIMEZONE with a catch-up on start', () => {
    const job = scheduledJobs(ctx.deps).find((j) => j.name === 'publish-weekly-rankings');
    expect(job).toMatchObject({
      pattern: '0 0 * * 1',
      timezone: 'Europe/Athens',
      runOnStart: true,
    });
  });
});

describe('publication at scale', () => {
  it('publishes a week with more ranked candidates than one INSERT may bind (65,535 values, five per entry)', async () => {
    // Before every other week of the file: the tests of "the latest week" must not see this one.
    const week = testWeek(-10);
    const tag = randomBytes(4).toString('hex');
    const many = 14_000;
    // Three raters each: a candidate is ranked from MIN_RATINGS_FOR_RANKING ratings on.
    const raters = companies.map((c) => c.user.id);
    await ctx.deps.db.execute(sql`
      insert into users (email, name, role, password_hash)
      select 'scale-' || ${tag} || '-' || g || '@test.takeoff', 'Scale ' || g, 'candidate', 'x' from generate_series(1, ${many}) g`);
    try {
      await ctx.deps.db.execute(sql`
        insert into ratings (rater_id, target_id, target_type, rating, created_at, updated_at)
        select r.id, u.id, 'candidate', 1 + ((u.id + r.id) % 5), ${week.start}::timestamptz + interval '1 hour', ${week.start}::timestamptz + interval '1 hour'
          from users u cross join unnest(${sql.raw(`array[${raters.join(',')}]`)}::int[]) as r(id) where u.email like ${`scale-${tag}-%`}`);
      const [talent] = await publishWeek(ctx.deps, week);
      expect(talent).toMatchObject({ kind: 'talent', written: true, entries: many });
      const [stored] = (
        await ctx.deps.db.execute(sql`
        select count(*)::int as n, count(distinct e.position)::int as positions from ranking_entries e
          join ranking_publications p on p.id = e.publication_id where p.kind = 'talent' and p.week_start = ${week.start}`)
      ).rows as { n: number; positions: number }[];
      expect(stored).toEqual({ n: many, positions: many });
    } finally {
      await ctx.deps.db.execute(sql`delete from users where email like ${`scale-${tag}-%`}`);
      await ctx.deps.db
        .delete(rankingPublications)
        .where(eq(rankingPublications.weekStart, week.start));
    }
  }, 60_000);
});

describe('GET /api/top-talents and /api/top-employers', () => {
  it('answers the latest week in rank order, blind for companies and candidates, named for admins', async () => {
    const week = testWeek(8);
    const [a, b, , d] = candidates as [SignedIn, SignedIn, SignedIn, SignedIn];
    await ctx.deps.db
      .insert(candidatePitches)
      .values({ candidateId: b.user.id, title: 'Backend engineer who ships' });
    await moveInto(week, [...candidates, ...companies]);
    await publishWeek(ctx.deps, week);

    const asCompany = await ctx.http.get('/api/top-talents').set(companies[0]!.auth);
    expect(asCompany.status).toBe(200);
    expect(asCompany.body.map((e: { candidateId: number }) => e.candidateId)).toEqual([
      b.user.id,
      a.user.id,
      d.user.id,
    ]);
    expect(asCompany.body[0]).toEqual({
      id: expect.any(Number),
      position: 1,
      candidateId: b.user.id,
      label: `Candidate #${String(b.user.id).padStart(6, '0')}`,
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      timeZone: 'Europe/Athens',
      avgRating: 5,
      ratingCount: 3,
      candidate: { title: 'Backend engineer who ships' },
      pitch: { title: 'Backend engineer who ships' },
      final: true,
    });
    const text = JSON.stringify(asCompany.body);
    for (const c of candidates) {
      expect(text).not.toContain(c.user.name);
      expect(text).not.toContain(c.user.email);
    }
    const asCandidate = await ctx.http.get('/api/top-talents').set(a.auth);
    expect(JSON.stringify(asCandidate.body)).not.toContain('Ranked Candidate');

    const asAdmin = await ctx.http.get('/api/top-talents').set(admin.auth);
    expect(asAdmin.body[0].candidate).toEqual({
      name: b.user.name,
      title: 'Backend engineer who ships',
    });
    expect(asAdmin.body[1].pitch).toBeNull();

    const employers = await ctx.http.get('/api/top-employers').set(a.auth);
    expect(employers.status).toBe(200);
    expect(
      employers.body.map((e: { companyId: number; company: string; position: number }) => [
        e.companyId,
        e.company,
        e.position,
      ]),
    ).toEqual([
      [companies[1]!.user.id, companies[1]!.user.name, 1],
      [companies[0]!.user.id, companies[0]!.user.name, 2],
    ]);
  });

  it('answers an empty list when the latest published week has nobody eligible', async () => {
    await publishWeek(ctx.deps, testWeek(9));
    expect((await ctx.http.get('/api/top-talents').set(companies[0]!.auth)).body).toEqual([]);
    expect((await ctx.http.get('/api/top-employers').set(candidates[0]!.auth)).body).toEqual([]);
  });
});

describe('list length', () => {
  it('answers the first 100 places of a longer ranking', async () => {
    const week = testWeek(10);
    const insertUsers = async (role: 'candidate' | 'company') => {
      const { rows } = await ctx.deps.db.execute<{ id: number }>(
        sql`insert into users (email, name, role, password_hash)
            select 'ranked-' || ${role} || '-' || ${seed} || '-' || g || '@test.takeoff', 'Ranked ' || g, ${role}, 'x'
            from generate_series(1, 105) g returning id`,
      );
      return rows.map((r) => Number(r.id)).sort((x, y) => x - y);
    };
    for (const [kind, ids] of [
      ['talent', await insertUsers('candidate')],
      ['employer', await insertUsers('company')],
    ] as const) {
      const [pub] = await ctx.deps.db
        .insert(rankingPublications)
        .values({ kind, weekStart: week.start, weekEnd: week.end, final: true })
        .returning();
      await ctx.deps.db.insert(rankingEntries).values(
        ids.map((subjectId, i) => ({
          publicationId: pub!.id,
          subjectId,
          position: i + 1,
          avgRating: 5 - i / 100,
          ratingCount: 3,
        })),
      );
    }
    const talents = await ctx.http.get('/api/top-talents').set(companies[0]!.auth);
    expect(talents.body).toHaveLength(RANKING_LIST_LIMIT);
    expect(talents.body.map((e: { position: number }) => e.position)).toEqual(
      Array.from({ length: RANKING_LIST_LIMIT }, (_, i) => i + 1),
    );
    const employers = await ctx.http.get('/api/top-employers').set(candidates[0]!.auth);
    expect(employers.body).toHaveLength(RANKING_LIST_LIMIT);
    expect(employers.body.at(-1).position).toBe(RANKING_LIST_LIMIT);
  });
});

describe('POST /api/admin/rankings/publish-current', () => {
  it('publishes the week in progress provisionally, for admins only', async () => {
    const now = weekRange(new Date(), tz());
    expect(
      (await ctx.http.post('/api/admin/rankings/publish-current').set(companies[0]!.auth)).status,
    ).toBe(403);
    const res = await ctx.http.post('/api/admin/rankings/publish-current').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.publications).toHaveLength(2);
    for (const p of res.body.publications) {
      expect(p).toMatchObject({
        weekStart: now.start.toISOString(),
        weekEnd: now.end.toISOString(),
        final: false,
        written: true,
      });
    }
    expect((await publicationsOf(now)).every((p) => !p.final)).toBe(true);
    // The same as the service the demo seed calls.
    expect((await publishCurrentWeek(ctx.deps)).every((r) => r.written && !r.final)).toBe(true);
  });
});
