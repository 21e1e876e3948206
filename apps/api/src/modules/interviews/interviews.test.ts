import { beforeAll, describe, expect, it } from 'vitest';
import { UNSOLICITED_CONTACT_DAILY_LIMIT } from '@takeoff/shared/constants';
import { applications } from '../../db/schema/jobs';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { addMember } from '../org/org.fixtures';
import { createJob, inMinutes } from './interviews.factory';

let ctx: TestContext;
let company: SignedIn;
let otherCompany: SignedIn;
let candidate: SignedIn;
let job: { id: number; title: string };

beforeAll(async () => {
  ctx = await createTestContext({ JITSI_BASE_URL: 'https://jitsi.example.test/' });
  company = await signUp(ctx, 'company', 'Skyline Test Co');
  otherCompany = await signUp(ctx, 'company');
  candidate = await signUp(ctx, 'candidate', 'Ava Tester');
  job = await createJob(ctx.deps.db, company.user.id, 'Platform Engineer');
});

const schedule = (who: SignedIn, body: object) =>
  ctx.http.post('/api/interviews').set(who.auth).send(body);

describe('POST /api/interviews', () => {
  it('creates a scheduled interview with an unguessable Jitsi room and tells the candidate', async () => {
    const before = ctx.emitted.length;
    const res = await schedule(company, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(120),
      notes: 'Bring a project',
      companyId: otherCompany.user.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'scheduled',
      companyId: company.user.id,
      candidateId: candidate.user.id,
      position: 'Platform Engineer',
      meetingProvider: 'jitsi',
      notes: 'Bring a project',
    });
    // Blind review: the candidate did not apply, so the company sees only the label.
    expect(res.body.candidateLabel).toBe(
      `Candidate #${String(candidate.user.id).padStart(6, '0')}`,
    );
    expect(res.body.meetingLink).toMatch(/^https:\/\/jitsi\.example\.test\/Takeoff[0-9a-f]{32}$/);
    const pushed = ctx.emitted.slice(before);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.to).toEqual({ userId: candidate.user.id });
    expect(pushed[0]!.notification).toMatchObject({
      type: 'interview_scheduled',
      entityType: 'interview',
      entityId: res.body.id,
    });
    expect(pushed[0]!.notification.message).toContain(
      `/api/interviews/${res.body.id}/calendar.ics`,
    );
  });

  it('gives every interview its own room', async () => {
    const a = await schedule(company, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(200),
    });
    const b = await schedule(company, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(200),
    });
    expect(a.body.meetingLink).not.toBe(b.body.meetingLink);
  });

  it('keeps a link the company pastes', async () => {
    const res = await schedule(company, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(60),
      meetingLink: 'https://zoom.us/j/123456789',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      meetingLink: 'https://zoom.us/j/123456789',
      meetingProvider: 'custom',
    });
  });

  it('refuses bad input without writing anything', async () => {
    const count = async () =>
      (await ctx.http.get('/api/interviews?limit=100').set(company.auth)).body.items
        .length as number;
    const start = await count();
    expect((await schedule(company, { jobId: job.id, scheduledAt: inMinutes(60) })).status).toBe(
      400,
    );
    expect(
      (
        await schedule(company, {
          candidateId: candidate.user.id,
          jobId: job.id,
          scheduledAt: 'tomorrow',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await schedule(company, {
          candidateId: otherCompany.user.id,
          jobId: job.id,
          scheduledAt: inMinutes(60),
        })
      ).body.code,
    ).toBe('INVALID_CANDIDATE');
    expect(
      (
        await schedule(company, {
          candidateId: candidate.user.id,
          jobId: job.id,
          scheduledAt: inMinutes(-30),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await schedule(company, {
          candidateId: candidate.user.id,
          jobId: job.id,
          scheduledAt: inMinutes(60),
          meetingLink: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await schedule(otherCompany, {
          candidateId: candidate.user.id,
          jobId: job.id,
          scheduledAt: inMinutes(60),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await schedule(company, {
          candidateId: candidate.user.id,
          jobId: 2_000_000_000,
          scheduledAt: inMinutes(60),
        })
      ).status,
    ).toBe(404);
    expect(await count()).toBe(start);
  });
});

describe('the interview notification', () => {
  it('carries the start as data, never a raw timestamp in its text', async () => {
    const at = inMinutes(400);
    const before = ctx.emitted.length;
    expect(
      (await schedule(company, { candidateId: candidate.user.id, jobId: job.id, scheduledAt: at }))
        .status,
    ).toBe(201);
    const sent = ctx.emitted
      .slice(before)
      .find((e) => e.notification.type === 'interview_scheduled')!.notification;
    expect(sent.occursAt).toBe(new Date(at).toISOString());
    expect(sent.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const listed = await ctx.http.get('/api/notifications').set(candidate.auth);
    expect(listed.body.items.find((n: { id: number }) => n.id === sent.id)).toMatchObject({
      occursAt: sent.occursAt,
    });
  });
});

describe('unsolicited interviews', () => {
  it('are capped per company per day; candidates who applied are not', async () => {
    const eager = await signUp(ctx, 'company', 'Eager Hiring');
    const eagerJob = await createJob(ctx.deps.db, eager.user.id, 'Analyst');
    for (let i = 0; i < UNSOLICITED_CONTACT_DAILY_LIMIT; i++) {
      const candidate = await signUp(ctx, 'candidate');
      expect(
        (
          await schedule(eager, {
            candidateId: candidate.user.id,
            jobId: eagerJob.id,
            scheduledAt: inMinutes(600),
          })
        ).status,
      ).toBe(201);
    }
    const extra = await signUp(ctx, 'candidate');
    const before = ctx.emitted.length;
    const refused = await schedule(eager, {
      candidateId: extra.user.id,
      jobId: eagerJob.id,
      scheduledAt: inMinutes(600),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('CONTACT_LIMIT_REACHED');
    expect(ctx.emitted.length).toBe(before);
    expect((await ctx.http.get('/api/interviews').set(extra.auth)).body).toEqual({
      items: [],
      nextCursor: null,
    });
    // An applicant is the candidate's own choice: not capped.
    const applicant = await signUp(ctx, 'candidate');
    await ctx.deps.db
      .insert(applications)
      .values({ jobId: eagerJob.id, candidateId: applicant.user.id });
    expect(
      (
        await schedule(eager, {
          candidateId: applicant.user.id,
          jobId: eagerJob.id,
          scheduledAt: inMinutes(600),
        })
      ).status,
    ).toBe(201);
  });
});

describe('booking an interview moves the application', () => {
  it('to Interviewing from an earlier stage, recorded and undoable; a later or rejected one stays', async () => {
    // A company of its own, so the other tests' interview lists are untouched.
    const company = await signUp(ctx, 'company');
    const job = await createJob(ctx.deps.db, company.user.id, 'Ramp Agent');
    const applicant = await signUp(ctx, 'candidate');
    const [application] = await ctx.deps.db
      .insert(applications)
      .values({ jobId: job.id, candidateId: applicant.user.id, status: 'shortlisted' })
      .returning();
    const booked = await schedule(company, {
      candidateId: applicant.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(240),
      durationMinutes: 30,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.movedApplication).toEqual({
      id: application!.id,
      fromStatus: 'shortlisted',
    });
    const events = await ctx.deps.database.query<{ from_status: string; to_status: string }>(
      'select from_status, to_status from application_events where application_id = $1',
      [application!.id],
    );
    expect(events).toEqual([{ from_status: 'shortlisted', to_status: 'interviewing' }]);
    // Undo: the board's move back, through the ordinary status change.
    const undo = await ctx.http
      .patch(`/api/applications/${application!.id}/status`)
      .set(company.auth)
      .send({ status: 'shortlisted' });
    expect(undo.status).toBe(200);
    expect(undo.body.status).toBe('shortlisted');

    for (const status of ['hired', 'rejected'] as const) {
      const other = await signUp(ctx, 'candidate');
      const [row] = await ctx.deps.db
        .insert(applications)
        .values({ jobId: job.id, candidateId: other.user.id, status })
        .returning();
      const res = await schedule(company, {
        candidateId: other.user.id,
        jobId: job.id,
        scheduledAt: inMinutes(300),
      });
      expect(res.body.movedApplication).toBeNull();
      const [after] = await ctx.deps.database.query<{ status: string }>(
        'select status from applications where id = $1',
        [row!.id],
      );
      expect(after!.status).toBe(status);
    }
  });
});

describe('listing interviews', () => {
  it('shows each side only its own', async () => {
    const mine = await ctx.http.get('/api/interviews?limit=100').set(candidate.auth);
    expect(mine.status).toBe(200);
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(
      mine.body.items.every((i: { candidateId: number }) => i.candidateId === candidate.user.id),
    ).toBe(true);
    expect(mine.body.items[0].companyName).toBe('Skyline Test Co');
    const other = await ctx.http.get('/api/interviews').set(otherCompany.auth);
    expect(other.body).toEqual({ items: [], nextCursor: null });
    const own = await ctx.http
      .get(`/api/companies/${company.user.id}/interviews?limit=100`)
      .set(company.auth);
    expect(own.body.items.length).toBe(mine.body.items.length);
    expect(
      (await ctx.http.get(`/api/companies/${company.user.id}/interviews`).set(otherCompany.auth))
        .status,
    ).toBe(403);
  });

  it('keeps the company’s private notes out of every response the candidate gets', async () => {
    const note = 'Private: salary expectations too high';
    const made = await schedule(company, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(300),
      notes: note,
    });
    expect(made.status).toBe(201);
    expect(made.body.notes).toBe(note);
    const mine = await ctx.http.get('/api/interviews?limit=100').set(candidate.auth);
    const seen = mine.body.items.find((i: { id: number }) => i.id === made.body.id);
    expect(seen).toBeDefined();
    expect(seen).not.toHaveProperty('notes');
    expect(JSON.stringify(mine.body)).not.toContain(note);
    const relinked = await ctx.http
      .post(`/api/interviews/${made.body.id}/meeting-link`)
      .set(candidate.auth)
      .send({ platform: 'jitsi' });
    expect(relinked.status).toBe(200);
    expect(relinked.body).not.toHaveProperty('notes');
    const invite = await ctx.http
      .get(`/api/interviews/${made.body.id}/calendar.ics`)
      .set(candidate.auth);
    expect(invite.text).not.toContain('salary');
    // The company still sees its notes.
    const own = await ctx.http.get('/api/interviews?limit=100').set(company.auth);
    expect(own.body.items.find((i: { id: number }) => i.id === made.body.id).notes).toBe(note);
  });

  it('names the candidate once they applied to the company', async () => {
    const applicant = await signUp(ctx, 'candidate', 'Leo Applicant');
    await ctx.deps.database.query(
      'insert into applications (job_id, candidate_id) values ($1, $2)',
      [job.id, applicant.user.id],
    );
    const res = await schedule(company, {
      candidateId: applicant.user.id,
      jobId: job.id,
      scheduledAt: inMinutes(90),
    });
    expect(res.body.candidateLabel).toBe('Leo Applicant');
  });
});

describe('POST /api/interviews/:id/meeting-link', () => {
  it('regenerates a room for either participant, and only the company may paste its own', async () => {
    const created = (
      await schedule(company, {
        candidateId: candidate.user.id,
        jobId: job.id,
        scheduledAt: inMinutes(300),
      })
    ).body;
    const url = `/api/interviews/${created.id}/meeting-link`;
    const fresh = await ctx.http.post(url).set(candidate.auth).send({ platform: 'jitsi' });
    expect(fresh.status).toBe(200);
    expect(fresh.body.meetingLink).not.toBe(created.meetingLink);
    // Without Google credentials a Google room is refused, saying so — never quietly a Jitsi one — and the
    // link stays as it was; the SPA asks which providers exist.
    const before = (
      await ctx.http.get('/api/interviews?limit=100').set(company.auth)
    ).body.items.find((i: { id: number }) => i.id === created.id).meetingLink;
    const google = await ctx.http.post(url).set(company.auth).send({ platform: 'google' });
    expect(google.status).toBe(409);
    expect(google.body).toMatchObject({ code: 'MEETING_PROVIDER_UNAVAILABLE' });
    expect(
      (await ctx.http.get('/api/interviews?limit=100').set(company.auth)).body.items.find(
        (i: { id: number }) => i.id === created.id,
      ).meetingLink,
    ).toBe(before);
    expect((await ctx.http.get('/api/meeting-providers').set(company.auth)).body).toEqual({
      providers: ['jitsi'],
      default: 'jitsi',
    });
    expect(
      (
        await ctx.http
          .post(url)
          .set(candidate.auth)
          .send({ platform: 'custom', url: 'https://evil.test/x' })
      ).status,
    ).toBe(403);
    const pasted = await ctx.http
      .post(url)
      .set(company.auth)
      .send({ platform: 'custom', url: 'https://teams.microsoft.com/l/meetup-join/abc' });
    expect(pasted.body).toMatchObject({
      meetingLink: 'https://teams.microsoft.com/l/meetup-join/abc',
      meetingProvider: 'custom',
    });
    expect(
      (await ctx.http.post(url).set(otherCompany.auth).send({ platform: 'jitsi' })).status,
    ).toBe(403);
  });
});

describe('GET /api/interviews/:id/calendar.ics', () => {
  it('serves an invite to participants only', async () => {
    const created = (
      await schedule(company, {
        candidateId: candidate.user.id,
        jobId: job.id,
        scheduledAt: '2031-05-04T09:30:00.000Z',
        durationMinutes: 45,
      })
    ).body;
    const res = await ctx.http
      .get(`/api/interviews/${created.id}/calendar.ics`)
      .set(candidate.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('.ics');
    const text = res.text.replace(/\r\n /g, '');
    expect(text).toContain('DTSTART:20310504T093000Z');
    expect(text).toContain('DTEND:20310504T101500Z');
    expect(text).toContain(`URL:${created.meetingLink}`);
    expect(text).toContain(`ATTENDEE;CN="Ava Tester"`);
    // The company's copy keeps the candidate anonymous.
    const companyCopy = await ctx.http
      .get(`/api/interviews/${created.id}/calendar.ics`)
      .set(company.auth);
    expect(companyCopy.text).not.toContain('Ava Tester');
    expect(
      (await ctx.http.get(`/api/interviews/${created.id}/calendar.ics`).set(otherCompany.auth))
        .status,
    ).toBe(403);
  });

  it('names the member who scheduled it as organizer, so replies reach a person', async () => {
    const recruiter = await addMember(ctx, company, 'recruiter', 'Rita Recruiter');
    const made = await schedule(recruiter, {
      candidateId: candidate.user.id,
      jobId: job.id,
      scheduledAt: '2031-05-06T09:30:00.000Z',
    });
    expect(made.status).toBe(201);
    const text = (
      await ctx.http.get(`/api/interviews/${made.body.id}/calendar.ics`).set(candidate.auth)
    ).text.replace(/\r\n /g, '');
    expect(text).toContain(
      `ORGANIZER;CN="Rita Recruiter (Skyline Test Co)":mailto:${recruiter.user.email}`,
    );
  });

  it('is written in the reader’s language', async () => {
    const created = (
      await schedule(company, {
        candidateId: candidate.user.id,
        jobId: job.id,
        scheduledAt: '2031-06-04T09:30:00.000Z',
      })
    ).body;
    expect(
      (await ctx.http.patch('/api/me').set(candidate.auth).send({ locale: 'el' })).status,
    ).toBe(200);
    try {
      const greek = (
        await ctx.http.get(`/api/interviews/${created.id}/calendar.ics`).set(candidate.auth)
      ).text.replace(/\r\n /g, '');
      expect(greek).toContain('SUMMARY:Συνέντευξη');
      expect(greek).toContain('DESCRIPTION:Συνέντευξη σε 15 λεπτά');
      expect(greek).toContain(`\\n\\nΣύνδεση: ${created.meetingLink}`);
      const english = (
        await ctx.http.get(`/api/interviews/${created.id}/calendar.ics`).set(company.auth)
      ).text.replace(/\r\n /g, '');
      expect(english).toContain('DESCRIPTION:Interview in 15 minutes');
      expect(english).toContain(`\\n\\nJoin: ${created.meetingLink}`);
    } finally {
      await ctx.http.patch('/api/me').set(candidate.auth).send({ locale: 'en' });
    }
  });
});
