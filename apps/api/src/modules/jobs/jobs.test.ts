import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { applications, jobs } from '../../db/schema/jobs';
import { applyTo, createPitch, jobInput, postJob } from '../applications/test-factories';
import { searchBoard, surelyPastCap, type SearchWindows } from './jobs.service';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Zephyr Aviation');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate');
});

const jobCount = async () =>
  (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n;

describe('posting a job', () => {
  it('creates it for the caller with a server flight number and departure time, ignoring companyId and flightNumber', async () => {
    const res = await ctx.http
      .post('/api/jobs')
      .set(company.auth)
      .send(
        jobInput({
          companyId: otherCompany.user.id,
          flightNumber: 'TO0001',
          experience: '',
          salary: '',
          skills: ' Go , ,Rust ',
        }),
      );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyId: company.user.id,
      companyName: 'Zephyr Aviation',
      experience: 'Not specified',
      salary: null,
      skills: ['Go', 'Rust'],
      status: 'live',
      videoUrl: null,
    });
    expect(res.body.flightNumber).toMatch(/^TO[1-9]\d{3}$/);
    expect(res.body.departureTime).toMatch(/^\d{2}:\d{2}$/);
  });

  it('tells candidates a new flight is on the board', async () => {
    const before = ctx.emitted.length;
    const job = await postJob(ctx, company);
    const pushed = ctx.emitted.slice(before).find((e) => e.notification.entityId === job.id);
    expect(pushed).toMatchObject({
      to: { audience: 'candidates' },
      notification: { type: 'job_posted', entityType: 'job_post' },
    });
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ description: 'x'.repeat(5001) }, 'description'],
    [{ location: '   ' }, 'location'],
    [{ skills: '' }, 'skills'],
    [{ skills: Array.from({ length: 21 }, (_, i) => `s${i}`).join(',') }, 'skills'],
    [{ status: 'departed' }, 'status'],
    [{ type: 'gig' }, 'type'],
    [{ salary: 'x'.repeat(61) }, 'salary'],
  ])('refuses bad input with 400 and changes nothing (%#)', async (overrides, field) => {
    const before = await jobCount();
    const res = await ctx.http.post('/api/jobs').set(company.auth).send(jobInput(overrides));
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
    expect(await jobCount()).toBe(before);
  });
});

describe('company board', () => {
  it('lists only my jobs, every status, newest first, in keyset pages', async () => {
    const own = await signUp(ctx, 'company');
    const posted = [];
    for (const status of ['live', 'boarding', 'expiring', 'closed'])
      posted.push(await postJob(ctx, own, { status, title: `Job ${status}` }));
    const first = await ctx.http.get(`/api/companies/${own.user.id}/jobs?limit=3`).set(own.auth);
    expect(first.status).toBe(200);
    expect(first.body.items.map((j: { id: number }) => j.id)).toEqual(
      posted
        .slice(1)
        .reverse()
        .map((j) => j.id),
    );
    const second = await ctx.http
      .get(`/api/companies/${own.user.id}/jobs?limit=3&cursor=${first.body.nextCursor}`)
      .set(own.auth);
    expect(second.body.items.map((j: { id: number }) => j.id)).toEqual([posted[0]!.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it("refuses another company's list with 403 and a bad cursor with 400", async () => {
    expect(
      (await ctx.http.get(`/api/companies/${company.user.id}/jobs`).set(otherCompany.auth)).status,
    ).toBe(403);
    expect(
      (await ctx.http.get(`/api/companies/${company.user.id}/jobs?cursor=nope`).set(company.auth))
        .status,
    ).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('updates my job with a trimmed skills list and keeps the flight number', async () => {
    const job = await postJob(ctx, company);
    const res = await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ title: 'Captain', skills: [' Flying ', 'Radio'], status: 'boarding' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Captain',
      skills: ['Flying', 'Radio'],
      status: 'boarding',
      flightNumber: job.flightNumber,
    });
  });

  it("refuses another company's job with 403, a missing one with 404, bad fields with 400 — and changes nothing", async () => {
    const job = await postJob(ctx, company);
    expect(
      (await ctx.http.put(`/api/jobs/${job.id}`).set(otherCompany.auth).send({ title: 'Mine' }))
        .status,
    ).toBe(403);
    expect((await ctx.http.delete(`/api/jobs/${job.id}`).set(otherCompany.auth)).status).toBe(403);
    expect(
      (await ctx.http.put('/api/jobs/2147483000').set(company.auth).send({ title: 'X' })).status,
    ).toBe(404);
    expect(
      (await ctx.http.put(`/api/jobs/${job.id}`).set(company.auth).send({ status: 'gone' })).status,
    ).toBe(400);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ title: 'Flight Engineer', status: 'live' });
  });

  it('deletes the job with its applications', async () => {
    const job = await postJob(ctx, company);
    const applicant = await signUp(ctx, 'candidate');
    await createPitch(ctx, applicant);
    await applyTo(ctx, applicant, job.id);
    expect((await ctx.http.delete(`/api/jobs/${job.id}`).set(company.auth)).status).toBe(204);
    expect(
      await ctx.deps.db.select().from(applications).where(eq(applications.jobId, job.id)),
    ).toHaveLength(0);
    expect((await ctx.http.get(`/api/jobs/${job.id}`).set(candidate.auth)).status).toBe(404);
  });
});

describe('reading a closed job by id', () => {
  it('is for its company, the admins and candidates who applied; anyone else gets 404', async () => {
    const job = await postJob(ctx, company);
    const applicant = await signUp(ctx, 'candidate');
    await createPitch(ctx, applicant);
    await applyTo(ctx, applicant, job.id);
    await ctx.http
      .put(`/api/jobs/${job.id}`)
      .set(company.auth)
      .send({ status: 'closed' })
      .expect(200);
    const stranger = await signUp(ctx, 'candidate');
    const admin = await signInAdmin(ctx);
    const read = async (who: { auth: Record<string, string> }) =>
      (await ctx.http.get(`/api/jobs/${job.id}`).set(who.auth)).status;
    expect(await read(company)).toBe(200);
    expect(await read(admin)).toBe(200);
    expect(await read(applicant)).toBe(200);
    expect(await read(stranger)).toBe(404);
    expect(await read(otherCompany)).toBe(404);
  });
});

describe('candidate board and search', () => {
  it('lists open jobs only, newest first, with a total on the first page', async () => {
    const open = await postJob(ctx, company, { title: 'Openboard Unique' });
    const closed = await postJob(ctx, company, { title: 'Closedboard Unique', status: 'closed' });
    const res = await ctx.http.get('/api/jobs?limit=100').set(candidate.auth);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((j: { id: number }) => j.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(res.body.total).toBeGreaterThanOrEqual(1);
  });

  it('searches title, company name, location and skills by word prefix', async () => {
    const searcher = await signUp(ctx, 'company', 'Quokkaworks Labs');
    const job = await postJob(ctx, searcher, {
      title: 'Xylophonist Lead',
      location: 'Thessaloniki-Zulu',
      skills: 'Kubernetesque, Node.js',
    });
    for (const q of [
      'xyloph',
      'quokkaworks',
      'thessaloniki zulu',
      'kubernetesq',
      'QUOKKA lead',
      'node',
    ]) {
      const res = await ctx.http.get('/api/jobs').query({ q }).set(candidate.auth);
      expect(
        res.body.items.map((j: { id: number }) => j.id),
        q,
      ).toContain(job.id);
    }
    const miss = await ctx.http
      .get('/api/jobs')
      .query({ q: 'quokkaworks nosuchword' })
      .set(candidate.auth);
    expect(miss.body.items).toHaveLength(0);
    expect(miss.body.total).toBe(0);
    expect(miss.body.totalCapped).toBe(false);
  });

  it('finds Greek text whatever its accents and case', async () => {
    const searcher = await signUp(ctx, 'company', 'Ωκεανός Ψηφιακή');
    const job = await postJob(ctx, searcher, {
      title: 'Μηχανικός Λογισμικού Ζβύγξ',
      location: 'Αθήνα',
      skills: 'Ανάλυση δεδομένων',
    });
    for (const q of [
      'Αθήνα',
      'αθηνα',
      'ΑΘΗΝΑ',
      'ΜΗΧΑΝΙΚΌΣ ζβυγξ',
      'μηχανικοσ λογισμ',
      'ωκεανος',
      'ανάλυσ',
    ]) {
      const res = await ctx.http.get('/api/jobs').query({ q }).set(candidate.auth);
      expect(
        res.body.items.map((j: { id: number }) => j.id),
        q,
      ).toContain(job.id);
    }
  });

  it('folds the search documents stored before accents were folded (migration 0038)', async () => {
    const searcher = await signUp(ctx, 'company');
    const job = await postJob(ctx, searcher, { title: 'Σύμβουλος Ψβέκτ', location: 'Πάτρα' });
    await ctx.deps.db
      .update(jobs)
      .set({ searchVector: sql`to_tsvector('simple', 'σύμβουλος ψβέκτ πάτρα')` })
      .where(eq(jobs.id, job.id));
    const found = async () =>
      (
        await ctx.http.get('/api/jobs').query({ q: 'ψβεκτ πατρα' }).set(candidate.auth)
      ).body.items.map((j: { id: number }) => j.id);
    expect(await found()).not.toContain(job.id);
    const migration = readFileSync(
      new URL('../../../drizzle/0038_job_search_folds_accents.sql', import.meta.url),
      'utf8',
    );
    await ctx.deps.db.execute(sql.raw(migration));
    expect(await found()).toContain(job.id);
  });

  it('pages through search results with a cursor and refuses an over-long query', async () => {
    // A word of this run only, so a database kept from earlier runs holds no other match.
    const word = `paging${Date.now().toString(36)}`;
    const own = await signUp(ctx, 'company', `${word} Corp`);
    const posted = [await postJob(ctx, own), await postJob(ctx, own), await postJob(ctx, own)];
    const first = await ctx.http.get('/api/jobs').query({ q: word, limit: 2 }).set(candidate.auth);
    expect(first.body.total).toBe(3);
    const second = await ctx.http
      .get('/api/jobs')
      .query({ q: word, limit: 2, cursor: first.body.nextCursor })
      .set(candidate.auth);
    expect([...first.body.items, ...second.body.items].map((j: { id: number }) => j.id)).toEqual(
      posted.map((j) => j.id).reverse(),
    );
    expect(second.body.total).toBeNull();
    expect(
      (
        await ctx.http
          .get('/api/jobs')
          .query({ q: 'x'.repeat(101) })
          .set(candidate.auth)
      ).status,
    ).toBe(400);
  });

  it('finds the same pages and total whatever the walk windows, the index taking over where they end', async () => {
    // The query is the word without its last letter: a prefix, as people type it.
    const word = `win${Date.now().toString(36)}q`;
    const own = await signUp(ctx, 'company', `${word} Air`);
    const posted = [];
    for (let i = 0; i < 5; i++)
      posted.push(
        await postJob(ctx, own, {
          title: i === 2 ? 'Closed Window' : `Window ${i}`,
          status: i === 2 ? 'closed' : 'live',
        }),
      );
    // Newer jobs that do not match: a small window holds none of the matches.
    for (let i = 0; i < 3; i++) await postJob(ctx, company, { title: `Filler ${i}` });
    const expected = posted
      .filter((_, i) => i !== 2)
      .map((j) => j.id)
      .reverse();
    const windowSets: SearchWindows[] = [
      { page: 1, count: 1 },
      { page: 2, count: 5 },
      { page: 5, count: 3 },
      { page: 1000, count: 1000 },
    ];
    for (const windows of windowSets) {
      const seen: number[] = [];
      let page = await searchBoard(ctx.deps, { q: word.slice(0, -1), limit: 3 }, windows);
      expect(page.total, JSON.stringify(windows)).toBe(4);
      expect(page.totalCapped).toBe(false);
      seen.push(...page.items.map((j) => j.id));
      while (page.nextCursor) {
        page = await searchBoard(
          ctx.deps,
          { q: word.slice(0, -1), limit: 3, cursor: page.nextCursor },
          windows,
        );
        expect(page.total).toBeNull();
        seen.push(...page.items.map((j) => j.id));
      }
      expect(seen, JSON.stringify(windows)).toEqual(expected);
      const both = await searchBoard(ctx.deps, { q: `window ${word}`, limit: 10 }, windows);
      expect(both.items.map((j) => j.id)).toEqual(expected);
      const none = await searchBoard(ctx.deps, { q: `${word} nosuchword`, limit: 10 }, windows);
      expect([none.items.length, none.total, none.totalCapped]).toEqual([0, 0, false]);
    }
  });

  it('finds a title word that PostgreSQL splits in two (a number in scientific notation, then letters), walking or from the index', async () => {
    // '7e…x9' is parsed as the number '7e…' and the word 'x9' (a job title with a random hex tag, say): unique per run.
    const split = `7e${Date.now()}x9`;
    const own = await signUp(ctx, 'company', `Split ${split.slice(2, 8)} Air`);
    const posted = await postJob(ctx, own, { title: `Navigator ${split}` });
    for (const windows of [
      { page: 1, count: 1 },
      { page: 2000, count: 2000 },
    ]) {
      for (const q of [split, `navigator ${split}`, split.slice(0, -1)]) {
        const page = await searchBoard(ctx.deps, { q, limit: 10 }, windows);
        expect(
          page.items.map((j) => j.id),
          `${q} ${JSON.stringify(windows)}`,
        ).toEqual([posted.id]);
        expect(page.total).toBe(1);
      }
    }
  });

  it('caps the total past a thousand matches, from the walk and from the index', async () => {
    const word = `cap${Date.now().toString(36)}`;
    const own = await signUp(ctx, 'company', `${word} Air`);
    await ctx.deps.db.execute(sql`
      insert into jobs (company_id, title, description, location, flight_number, search_vector)
      select ${own.user.id}, 'Capped ' || n, 'Many of one kind', 'Athens', ${`C${word}`} || n, to_tsvector('simple', ${word} || ' capped ' || n || ' athens')
        from generate_series(1, 1001) n order by n`);
    try {
      for (const windows of [
        { page: 2, count: 10 },
        { page: 2000, count: 2000 },
      ]) {
        const page = await searchBoard(ctx.deps, { q: word, limit: 20 }, windows);
        expect([page.items.length, page.total, page.totalCapped], JSON.stringify(windows)).toEqual([
          20,
          1000,
          true,
        ]);
        expect(page.items[0]!.title).toBe('Capped 1001');
      }
    } finally {
      await ctx.deps.db.delete(jobs).where(eq(jobs.companyId, own.user.id));
    }
  });

  it('skips counting a single word only when the statistics put it far past the cap', () => {
    const stats = {
      openJobs: 45_000,
      shares: new Map([
        ['react', 0.138],
        ['go', 0.125],
        ['rare', 0.01],
      ]),
    };
    expect(surelyPastCap(stats, ['react'])).toBe(true);
    expect(surelyPastCap(stats, ['rare'])).toBe(false);
    expect(surelyPastCap(stats, ['unknown'])).toBe(false);
    // Two common words may be rare together: counted.
    expect(surelyPastCap(stats, ['react', 'go'])).toBe(false);
    expect(surelyPastCap({ ...stats, openJobs: 30_000 }, ['react'])).toBe(false);
  });

  it('keeps search in step with edits', async () => {
    const job = await postJob(ctx, company, { title: 'Beforeedit Role' });
    await ctx.http.put(`/api/jobs/${job.id}`).set(company.auth).send({ title: 'Afteredit Role' });
    const hits = async (q: string) =>
      (await ctx.http.get('/api/jobs').query({ q }).set(candidate.auth)).body.items.map(
        (j: { id: number }) => j.id,
      );
    expect(await hits('afteredit')).toContain(job.id);
    expect(await hits('beforeedit')).not.toContain(job.id);
  });

  it('gives the latest open jobs for the overview', async () => {
    const job = await postJob(ctx, company, { title: 'Latest One' });
    const res = await ctx.http.get('/api/job-posts?limit=3').set(candidate.auth);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0].id).toBe(job.id);
  });
});
