import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { JobsWithApplicationsPage } from '@takeoff/shared/applications';
import { AnonymousPitch } from '@takeoff/shared/pitches';
import { apiServer } from '@/test/api-server';
import {
  answer,
  interviewerHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const interviewer = () =>
  userOf('company', {
    name: 'Ivo Interviewer',
    org: { id: 900, name: 'Team Air', role: 'interviewer' },
  });

// Only the calls an interviewer may make are answered: a page that asked for more (a 403 from the API) fails the test.
const signInAsInterviewer = () =>
  apiServer.use(sessionHandler(interviewer()), ...memberHandlers(), ...interviewerHandlers());

test('an interviewer has only the applications: the other tabs, messages and posting are not offered', async () => {
  signInAsInterviewer();
  const { location } = renderApp('/company/dashboard');
  await expect.poll(location).toBe('/company/applications');
  expect(await screen.findByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
  // The tab bar and the phone's bottom navigation alike (jsdom draws both; the browser shows one per screen size).
  for (const name of ['Company navigation', 'Company navigation (mobile)']) {
    const nav = screen.getByRole('navigation', { name });
    expect(within(nav).getByRole('link', { name: /Applications/ })).toBeInTheDocument();
    for (const hidden of [
      /Job Listings|^Jobs$/,
      /Candidate Pitches|^Pitches$/,
      /Top Talents/,
      /Promo/,
      /Team/,
      /Dashboard/,
    ]) {
      expect(within(nav).queryByRole('link', { name: hidden })).not.toBeInTheDocument();
    }
  }
  expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Post (a )?Job/i })).not.toBeInTheDocument();
});

test.each(['/company/team', '/company/candidates', '/top-talents'])(
  '%s tells an interviewer it is not available for their role',
  async (path) => {
    signInAsInterviewer();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'Not available for your role' }),
    ).toBeVisible();
  },
);

test('an interviewer watches the pitch of an applicant they score, on their own page, and never sees the email', async () => {
  const me = interviewer();
  const job = {
    id: 812,
    title: 'First Officer',
    location: 'Athens',
    type: 'full-time',
    experience: '3+ years',
    salary: null,
    skills: ['A320'],
    translations: {},
    status: 'live',
    unlisted: false,
    flightNumber: 'TO1812',
    departureTime: null,
    companyId: 900,
    companyName: 'Team Air',
    companyVerified: false,
    videoUrl: null,
    expiresAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
  } as const;
  const applicant = {
    id: 71,
    jobId: job.id,
    jobTitle: job.title,
    companyId: 900,
    companyName: 'Team Air',
    candidateId: 44,
    status: 'reviewed',
    coverMessage: 'I fly the A320 every week.',
    appliedAt: '2026-11-20T09:00:00.000Z',
    statusChangedAt: '2026-11-21T09:00:00.000Z',
    candidateName: 'Rhea Kos',
    candidateEmail: null,
    pitch: {
      id: 301,
      title: 'Captain in the making',
      skills: ['A320'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      videoUrl: null,
      moodScore: 4,
      confidenceScore: 4,
      notAnalysed: false,
      source: 'youtube',
      video: null,
    },
    movedBy: null,
    closedNoAnswer: false,
    inTalentPool: false,
    videoAnswers: null,
  } as const;
  apiServer.use(
    sessionHandler(me),
    ...memberHandlers(),
    http.get('/api/companies/:companyId/jobs-with-applications', () =>
      answer(JobsWithApplicationsPage, {
        items: [
          {
            ...job,
            skills: [...job.skills],
            applications: [{ ...applicant, pitch: { ...applicant.pitch, skills: ['A320'] } }],
          },
        ],
        nextCursor: null,
      }),
    ),
    http.get('/api/candidate-pitches/301', () =>
      answer(AnonymousPitch, {
        id: 301,
        candidateId: 44,
        label: 'Rhea Kos',
        named: true,
        title: 'Captain in the making',
        skills: ['A320', 'Crew resource management'],
        status: 'available',
        source: 'youtube',
        youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        video: null,
        videoUrl: null,
        thumbnailUrl: null,
        orderIndex: null,
        isActive: true,
        moodScore: 4,
        confidenceScore: 4,
        evidence: null,
        createdAt: '2026-11-19T09:00:00.000Z',
      }),
    ),
    http.get('/api/applications/:id/scorecards', () => new HttpResponse(null, { status: 404 })),
  );
  const { user, location } = renderApp('/company/applications');
  const card = await screen.findByRole('listitem', { name: /Rhea Kos/ });
  expect(within(card).queryByText(/@/)).not.toBeInTheDocument();
  await user.click(within(card).getByRole('link', { name: /Captain in the making/ }));
  expect(location()).toBe('/company/applications');
  const shown = await screen.findByRole('region', { name: 'Pitch of Rhea Kos' });
  expect(within(shown).getByText('Crew resource management')).toBeVisible();
  expect(
    screen.queryByRole('heading', { name: 'Not available for your role' }),
  ).not.toBeInTheDocument();
  await user.click(within(shown).getByRole('button', { name: 'Close the pitch' }));
  expect(screen.queryByRole('region', { name: 'Pitch of Rhea Kos' })).not.toBeInTheDocument();
});
