import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { candidatePitches, profileViews } from '../../db/schema/pitches';
import { applyTo, postJob } from '../applications/test-factories';
import { freshPitch, pitchOf, validPitch, VIDEO_ID } from './pitch-fixtures';

let ctx: TestContext;
let company: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company', 'Orbit Labs');
  admin = await signInAdmin(ctx);
});

const TRANSCRIPT =
  "I'm a product designer. I led the redesign of a booking app and I delivered a great, loved experience.";

describe('candidate pitch', () => {
  it('creates one pitch per candidate from the session, analyses the transcript and notifies companies', async () => {
    const candidate = await signUp(ctx, 'candidate', 'Ada Lovelace');
    const other = await signUp(ctx, 'candidate');
    const before = ctx.emitted.length;
    const res = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send({
        ...validPitch({ transcript: TRANSCRIPT, transcriptDurationSeconds: 8 }),
        candidateId: other.user.id,
        isActive: false,
      });
    expect(res.status).toBe(201);
    expect(res.body.candidateId).toBe(candidate.user.id);
    expect(res.body.isActive).toBe(true);
    expect(res.body.label).toBe(`Candidate #${String(candidate.user.id).padStart(6, '0')}`);
    expect(res.body.thumbnailUrl).toBe(`https://img.youtube.com/vi/${VIDEO_ID}/hqdefault.jpg`);
    expect(res.body.moodScore).toBeGreaterThan(3);
    expect(res.body.confidenceScore).toBeGreaterThan(3);
    expect(res.body.evidence.assertive.count).toBe(3);
    const pushed = ctx.emitted.slice(before).find((e) => e.notification.type === 'new_video');
    expect(pushed?.to).toEqual({ audience: 'companies' });
    expect(pushed?.notification).toMatchObject({
      entityType: 'candidate_pitch',
      entityId: res.body.id,
    });

    const again = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send(validPitch());
    expect(again.status).toBe(409);
  });

  it('rejects bad input with a clear 400 and changes nothing', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const bad = [
      validPitch({ youtubeLink: 'https://vimeo.com/123' }),
      validPitch({ youtubeLink: '' }),
      validPitch({ title: 'x'.repeat(121) }),
      validPitch({ skills: Array.from({ length: 31 }, (_, i) => `skill${i}`) }),
      validPitch({ skills: ['a'.repeat(51)] }),
      validPitch({ skills: [] }),
      validPitch({ transcript: 'x'.repeat(20_001) }),
    ];
    for (const body of bad) {
      const res = await ctx.http.post('/api/candidate-pitches').set(candidate.auth).send(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const invalidLink = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send(validPitch({ youtubeLink: 'youtube.com/watch?v=abc' }));
    expect(invalidLink.body.issues[0].message).toMatch(
      /^Invalid YouTube URL\. Please use youtube\.com\/watch\?v=VIDEO_ID/,
    );
    const own = await ctx.http.get('/api/candidate-pitches').set(candidate.auth);
    expect(own.body.items).toEqual([]);
  });

  it("refuses another candidate's pitch and leaves it unchanged", async () => {
    const { pitch } = await freshPitch(ctx);
    const intruder = await signUp(ctx, 'candidate');
    expect(
      (
        await ctx.http
          .put(`/api/candidate-pitches/${pitch.id}`)
          .set(intruder.auth)
          .send({ title: 'Mine now' })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.http.delete(`/api/candidate-pitches/${pitch.id}`).set(intruder.auth)).status,
    ).toBe(403);
    expect(
      (
        await ctx.http
          .put(`/api/candidate-pitches/${pitch.id}`)
          .set(intruder.auth)
          .send({ transcriptDurationSeconds: 5 })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.http
          .put(`/api/candidate-pitches/${pitch.id}`)
          .set(admin.auth)
          .send({ title: 'Admin title' })
      ).status,
    ).toBe(403);
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(intruder.auth)).status,
    ).toBe(403);
    const [row] = await ctx.deps.db
      .select()
      .from(candidatePitches)
      .where(eq(candidatePitches.id, pitch.id));
    expect(row?.title).toBe(pitch.title);
  });

  it('updates the owner fields, re-notifies only when the link changes', async () => {
    const { candidate, pitch } = await freshPitch(ctx);
    let before = ctx.emitted.length;
    const titled = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ title: 'Staff Engineer', skills: ['Go'] });
    expect(titled.status).toBe(200);
    expect(titled.body).toMatchObject({ title: 'Staff Engineer', skills: ['Go'] });
    expect(ctx.emitted.slice(before).some((e) => e.notification.type === 'new_video')).toBe(false);
    before = ctx.emitted.length;
    const linked = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ youtubeLink: 'https://youtu.be/abcdefghijk' });
    expect(linked.body.thumbnailUrl).toBe('https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg');
    expect(
      ctx.emitted.slice(before).filter((e) => e.notification.type === 'new_video'),
    ).toHaveLength(1);
  });

  it('lets only admins set status and archive, with the seeds texts', async () => {
    const { candidate, pitch } = await freshPitch(ctx);
    const status = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ status: 'placement' });
    expect(status.status).toBe(403);
    expect(status.body.message).toBe('Only administrators can change candidate status');
    const archive = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(candidate.auth)
      .send({ isActive: false });
    expect(archive.body.message).toBe('Only administrators can archive pitches');
    const del = await ctx.http.delete(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    expect(del.status).toBe(403);
    const ok = await ctx.http
      .put(`/api/candidate-pitches/${pitch.id}`)
      .set(admin.auth)
      .send({ status: 'placement', isActive: false });
    expect(ok.body).toMatchObject({
      status: 'placement',
      isActive: false,
      candidateName: 'Zelda Quartermaine',
    });
    // Archived pitches disappear for companies.
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth)).status,
    ).toBe(404);
  });

  it('refuses deleting a protected pitch with PROTECTED_PITCH, deletes otherwise', async () => {
    const { candidate, pitch } = await freshPitch(ctx);
    await ctx.deps.db
      .update(candidatePitches)
      .set({ isProtected: true })
      .where(eq(candidatePitches.id, pitch.id));
    const refused = await ctx.http.delete(`/api/candidate-pitches/${pitch.id}`).set(candidate.auth);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PROTECTED_PITCH', type: 'PROTECTED_PITCH' });
    expect(
      (await ctx.http.get(`/api/candidates/${candidate.user.id}/pitch`).set(candidate.auth)).body
        .exists,
    ).toBe(true);

    const other = await freshPitch(ctx);
    expect(
      (await ctx.http.delete(`/api/candidate-pitches/${other.pitch.id}`).set(other.candidate.auth))
        .status,
    ).toBe(204);
    expect(
      (
        await ctx.http
          .get(`/api/candidates/${other.candidate.user.id}/pitch`)
          .set(other.candidate.auth)
      ).body,
    ).toEqual({ exists: false, pitchId: null });
  });
});

describe('blind review', () => {
  it('sends companies no candidate name or email, in the list and the detail', async () => {
    const name = 'Bartholomew Xenakis';
    const candidate = await signUp(ctx, 'candidate', name);
    const pitch = await pitchOf(ctx, candidate, {
      transcript: `Hi, I am ${name}. I built things.`,
    });
    const list = await ctx.http.get('/api/candidate-pitches?limit=100').set(company.auth);
    const detail = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    expect(detail.status).toBe(200);
    for (const text of [list.text, detail.text]) {
      expect(text).not.toContain('Bartholomew');
      expect(text).not.toContain(candidate.user.email);
      expect(text).not.toMatch(/candidateName|candidateEmail|transcript/);
    }
    expect(detail.body.label).toBe(`Candidate #${String(candidate.user.id).padStart(6, '0')}`);
    const adminView = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(admin.auth);
    expect(adminView.body).toMatchObject({
      candidateName: name,
      candidateEmail: candidate.user.email,
    });
  });

  it('names a candidate to the companies they applied to, in the grid, the detail and the pipeline alike, and to no other company', async () => {
    const name = 'Noah Fischerton';
    const candidate = await signUp(ctx, 'candidate', name);
    const pitch = await pitchOf(ctx, candidate);
    const hiring = await signUp(ctx, 'company', 'Named Air');
    const job = await postJob(ctx, hiring);
    const gridEntry = async (reader: SignedIn) =>
      (
        (await ctx.http.get('/api/candidate-pitches?limit=100').set(reader.auth)).body.items as {
          id: number;
          label: string;
          named: boolean;
        }[]
      ).find((p) => p.id === pitch.id);
    const anonymous = {
      label: `Candidate #${String(candidate.user.id).padStart(6, '0')}`,
      named: false,
    };
    expect(await gridEntry(hiring)).toMatchObject(anonymous);

    await applyTo(ctx, candidate, job.id);
    expect(await gridEntry(hiring)).toMatchObject({ label: name, named: true });
    expect(
      (await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(hiring.auth)).body,
    ).toMatchObject({ label: name, named: true });
    const pipeline = await ctx.http
      .get(`/api/companies/${hiring.user.id}/jobs-with-applications`)
      .set(hiring.auth);
    expect(pipeline.body.items[0].applications[0]).toMatchObject({
      candidateName: name,
      pitch: { id: pitch.id },
    });

    // Another company still reads the anonymous label, and nothing else of the name.
    expect(await gridEntry(company)).toMatchObject(anonymous);
    const detail = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    expect(detail.body).toMatchObject(anonymous);
    expect(detail.text).not.toContain('Fischerton');
  });

  it('gives companies the scores’ counts and categories, never the words found in the transcript', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const transcript =
      'I am Joy Hope. I beat cancer, was fired once and won a lawsuit. I led a great team.';
    const pitch = await pitchOf(ctx, candidate, { transcript });
    const own = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(candidate.auth);
    expect(own.body.evidence.positiveTerms).toEqual(expect.arrayContaining(['joy', 'hope']));
    expect(own.body.evidence.negativeTerms).toEqual(
      expect.arrayContaining(['cancer', 'fired', 'lawsuit']),
    );
    const list = await ctx.http.get('/api/candidate-pitches?limit=100').set(company.auth);
    const detail = await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth);
    const listed = (list.body.items as { id: number; evidence: Record<string, unknown> }[]).find(
      (p) => p.id === pitch.id,
    );
    for (const evidence of [listed!.evidence, detail.body.evidence]) {
      expect(evidence).not.toHaveProperty('positiveTerms');
      expect(evidence).not.toHaveProperty('negativeTerms');
      expect(evidence).toMatchObject({
        positiveCount: own.body.evidence.positiveTerms.length,
        negativeCount: own.body.evidence.negativeTerms.length,
      });
      expect(evidence).toHaveProperty('assertive.count');
    }
    for (const word of ['cancer', 'fired', 'lawsuit', 'Joy', 'joy']) {
      expect(detail.text).not.toContain(word);
      expect(JSON.stringify(listed)).not.toContain(word);
    }
  });

  it('counts a profile view when a company opens a pitch', async () => {
    const { candidate, pitch } = await freshPitch(ctx);
    await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth).expect(200);
    await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(candidate.auth).expect(200);
    const views = await ctx.deps.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.candidateId, candidate.user.id));
    expect(views).toHaveLength(1);
    expect(views[0]?.companyId).toBe(company.user.id);
  });

  it('counts a company’s views of one pitch once a day, however often it re-reads it', async () => {
    const { candidate, pitch } = await freshPitch(ctx);
    for (let i = 0; i < 20; i++)
      await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(company.auth).expect(200);
    const other = await signUp(ctx, 'company');
    await ctx.http.get(`/api/candidate-pitches/${pitch.id}`).set(other.auth).expect(200);
    const views = await ctx.deps.db
      .select()
      .from(profileViews)
      .where(eq(profileViews.candidateId, candidate.user.id));
    expect(views.map((v) => v.companyId).sort()).toEqual([company.user.id, other.user.id].sort());
  });

  it('orders by orderIndex (missing = 999) then newest, and pages with a cursor', async () => {
    const a = await freshPitch(ctx);
    const b = await freshPitch(ctx);
    const c = await freshPitch(ctx);
    await ctx.deps.db
      .update(candidatePitches)
      .set({ orderIndex: 998 })
      .where(eq(candidatePitches.id, a.pitch.id));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { items: { id: number }[]; nextCursor: string | null } } =
        await ctx.http
          .get('/api/candidate-pitches')
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .set(company.auth);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((p) => p.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // Pages of 2 cross order groups (998, 999 and any other test's): together they are the grid's order.
    const expected = await ctx.deps.database.query<{ id: number }>(
      `select id from candidate_pitches where is_active and not consent_withdrawn order by coalesce(order_index, 999), created_at desc, id desc`,
    );
    expect(seen).toEqual(expected.map((r) => Number(r.id)));
    const mine = seen.filter((id) => [a.pitch.id, b.pitch.id, c.pitch.id].includes(id));
    expect(mine).toEqual([a.pitch.id, c.pitch.id, b.pitch.id]);
    expect(
      (await ctx.http.get('/api/candidate-pitches?cursor=garbage').set(company.auth)).status,
    ).toBe(400);
  });
});

const GREEK =
  'Γεια σας, είμαι μηχανικός λογισμικού με πέντε χρόνια εμπειρίας. Έχω οδηγήσει ομάδες και έχω παραδώσει έργα React και Node έγκαιρα.';

describe('a pitch not in English', () => {
  it('is not scored (for anyone), counts its own words for pace and keeps the spoken length entered', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const created = await ctx.http
      .post('/api/candidate-pitches')
      .set(candidate.auth)
      .send(validPitch({ transcript: GREEK, transcriptDurationSeconds: 20 }));
    expect(created.status).toBe(201);
    expect(created.body.moodScore).toBeNull();
    expect(created.body.confidenceScore).toBeNull();
    expect(created.body.evidence).toMatchObject({
      language: 'other',
      wordCount: 20,
      durationSeconds: 20,
      wordsPerMinute: 60,
    });
    const seen = await ctx.http.get(`/api/candidate-pitches/${created.body.id}`).set(company.auth);
    expect(seen.body).toMatchObject({
      moodScore: null,
      confidenceScore: null,
      evidence: { language: 'other' },
    });

    // A new spoken length alone re-analyses the stored transcript.
    const updated = await ctx.http
      .put(`/api/candidate-pitches/${created.body.id}`)
      .set(candidate.auth)
      .send({ transcriptDurationSeconds: 40 });
    expect(updated.body.evidence).toMatchObject({ durationSeconds: 40, wordsPerMinute: 30 });

    // A corrected transcript sent without the length keeps the length already entered (no "No spoken length given").
    const corrected = await ctx.http
      .put(`/api/candidate-pitches/${created.body.id}`)
      .set(candidate.auth)
      .send({ transcript: `${GREEK} Ευχαριστώ πολύ.` });
    expect(corrected.body.evidence).toMatchObject({
      durationSeconds: 40,
      wordCount: 22,
      wordsPerMinute: 33,
    });

    // Admins see "not analysed" too, not a missing number.
    let cursor: string | null = null;
    let listed: { id: number; not_analysed: boolean; mood_score: number | null } | undefined;
    do {
      const page: { body: { items: (typeof listed)[]; nextCursor: string | null } } = await ctx.http
        .get(`/api/admin/pitches?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
        .set(admin.auth);
      listed ??= page.body.items.find((item) => item!.id === created.body.id);
      cursor = page.body.nextCursor;
    } while (cursor && !listed);
    expect(listed).toMatchObject({ not_analysed: true, mood_score: null });
  });

  it('is analysed on request without a 400 for having no Latin letters', async () => {
    const res = await ctx.http
      .post('/api/confidence/analyze-text')
      .set(company.auth)
      .send({ transcript: GREEK, duration: 20 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      moodScore: null,
      confidenceScore: null,
      evidence: { language: 'other', wordsPerMinute: 60 },
    });
  });
});

describe('confidence analysis', () => {
  it('analyses a transcript with evidence, deterministically', async () => {
    const body = { transcript: 'Um, I think maybe I could, you know, sort of help.', duration: 30 };
    const first = await ctx.http.post('/api/confidence/analyze-text').set(company.auth).send(body);
    const second = await ctx.http.post('/api/confidence/analyze-text').set(company.auth).send(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(second.body);
    expect(first.body.evidence.hedges.count).toBe(3);
    expect(first.body.evidence.fillers.count).toBe(2);
    expect(first.body.confidenceScore).toBeLessThan(3);
    expect(
      (
        await ctx.http
          .post('/api/confidence/analyze-text')
          .set(company.auth)
          .send({ transcript: '   ' })
      ).status,
    ).toBe(400);
    expect(
      (
        await ctx.http
          .post('/api/confidence/analyze-text')
          .set(company.auth)
          .send({ transcript: '...' })
      ).body.code,
    ).toBe('EMPTY_TRANSCRIPT');
  });

  it('analyses the latest partial transcript live', async () => {
    const candidate = await signUp(ctx, 'candidate');
    expect((await ctx.http.get('/api/confidence/simulate').set(candidate.auth)).body).toMatchObject(
      { available: false, analysis: null },
    );
    await ctx.http
      .put('/api/confidence/live-transcript')
      .set(candidate.auth)
      .send({ transcript: 'I am', elapsedSeconds: 1 })
      .expect(204);
    await ctx.http
      .put('/api/confidence/live-transcript')
      .set(candidate.auth)
      .send({ transcript: TRANSCRIPT, elapsedSeconds: 8 })
      .expect(204);
    const live = await ctx.http.get('/api/confidence/simulate').set(candidate.auth);
    expect(live.body.available).toBe(true);
    expect(live.body.analysis.evidence.wordCount).toBe(19);
    expect(live.body.analysis.evidence.durationSeconds).toBe(8);
    // Another user's live transcript is not theirs.
    expect((await ctx.http.get('/api/confidence/simulate').set(company.auth)).body.available).toBe(
      false,
    );
  });
});

describe('private notes', () => {
  it('are visible only to the company that wrote them', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const other = await signUp(ctx, 'company');
    const url = `/api/candidates/${candidate.user.id}/note`;
    const saved = await ctx.http.put(url).set(company.auth).send({ body: '  Great portfolio  ' });
    expect(saved.body).toMatchObject({ candidateId: candidate.user.id, body: 'Great portfolio' });
    expect((await ctx.http.get(url).set(company.auth)).body.body).toBe('Great portfolio');
    expect((await ctx.http.get(url).set(other.auth)).body).toMatchObject({
      body: '',
      updatedAt: null,
    });
    expect(
      (
        await ctx.http
          .put(url)
          .set(company.auth)
          .send({ body: 'x'.repeat(5001) })
      ).status,
    ).toBe(400);
    expect(
      (await ctx.http.get(`/api/candidates/${company.user.id}/note`).set(company.auth)).status,
    ).toBe(404);
    await ctx.http.put(url).set(company.auth).send({ body: '' }).expect(200);
    expect((await ctx.http.get(url).set(company.auth)).body.body).toBe('');
  });
});

describe('demo seed', () => {
  it('seeds analysed pitches (one protected) and a message thread', async () => {
    const { seedPitches } = await import('./pitches.seed');
    const candidates = await Promise.all([1, 2, 3].map(() => signUp(ctx, 'candidate')));
    const demoCompany = await signUp(ctx, 'company');
    await seedPitches(ctx.deps, {
      companies: [demoCompany.user],
      candidates: candidates.map((c) => c.user),
    });
    const pitches = await Promise.all(
      candidates.map(
        async (c) => (await ctx.http.get('/api/candidate-pitches').set(c.auth)).body.items[0],
      ),
    );
    expect(pitches.map((p) => p.isProtected)).toEqual([true, false, false]);
    expect(pitches.every((p) => p.moodScore >= 1 && p.confidenceScore >= 1 && p.evidence)).toBe(
      true,
    );
    expect(pitches[2].confidenceScore).toBeLessThan(pitches[0].confidenceScore);
    const threads = await ctx.http.get('/api/messages/threads').set(candidates[0]!.auth);
    expect(threads.body.items[0].partner.id).toBe(demoCompany.user.id);
  });
});
