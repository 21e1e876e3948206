import { describe, expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { ApplicationPage } from '@takeoff/shared/applications';
import { Job } from '@takeoff/shared/jobs';
import { ApplicationTimeline } from '@takeoff/shared/response-promise';
import { changeLocale } from '@/lib/i18n';
import { CandidateAnswerRequestList } from '@takeoff/shared/video-answers';
import { apiServer } from '@/test/api-server';
import {
  answer,
  apiError,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const timeline71 = {
  applicationId: 71,
  status: 'reviewed' as const,
  promise: {
    days: 14,
    dueAt: '2026-12-04T09:00:00.000Z',
    daysLeft: 5,
    answered: false,
    closedNoAnswer: false,
  },
  entries: [
    { kind: 'applied' as const, at: '2026-11-20T09:00:00.000Z' },
    { kind: 'viewed' as const, at: '2026-11-20T15:00:00.000Z' },
    { kind: 'stage' as const, at: '2026-11-21T09:00:00.000Z', status: 'reviewed' as const },
  ],
};

test('an item of My applications opens its flight', async () => {
  const candidate = userOf('candidate');
  apiServer.use(
    // Never asked for video answers: that card stays away.
    http.get('/api/video-answer-requests/mine', () => answer(CandidateAnswerRequestList, [])),
    http.get('/api/applications', () =>
      answer(ApplicationPage, {
        items: [
          {
            id: 71,
            jobId: 812,
            jobTitle: 'First Officer',
            companyId: 500,
            companyName: 'Skyline Tech',
            candidateId: candidate.id,
            status: 'reviewed',
            coverMessage: null,
            appliedAt: '2026-11-20T09:00:00.000Z',
            statusChangedAt: '2026-11-21T09:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    ),
    http.get('/api/jobs/812', () =>
      answer(Job, {
        id: 812,
        title: 'First Officer',
        description: 'Fly the line with us.',
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
        companyId: 500,
        companyName: 'Skyline Tech',
        companyVerified: false,
        videoUrl: null,
        expiresAt: null,
        createdAt: '2026-11-01T09:00:00.000Z',
      }),
    ),
    http.get('/api/applications/71/timeline', () => answer(ApplicationTimeline, timeline71)),
    sessionHandler(candidate),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/applications');
  const item = await screen.findByTestId('my-application');
  // The response promise's timeline, composed under the application (issue #41).
  const timeline = await within(item).findByTestId('application-timeline');
  expect(within(timeline).getByText('Moved to Reviewed')).toBeVisible();
  expect(within(timeline).getByText('First viewed by the company')).toBeVisible();
  expect(
    within(timeline).getByText('The company promised a first answer: 5 days left'),
  ).toBeVisible();
  await user.click(within(item).getByRole('button', { name: 'First Officer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Fly the line with us.')).toBeVisible();
  expect(within(dialog).getByText(/TO1812/)).toBeVisible();
  // A label, written as the public pages write it, not the raw value 'full-time'.
  expect(within(dialog).getByText('Full-time')).toBeVisible();
});

test('withdrawing an application does not ask for its timeline again (it is gone: 404)', async () => {
  const candidate = userOf('candidate');
  let withdrawn = false;
  const timelineAsks: string[] = [];
  const pending = {
    id: 71,
    jobId: 812,
    jobTitle: 'First Officer',
    companyId: 500,
    companyName: 'Skyline Tech',
    candidateId: candidate.id,
    status: 'pending' as const,
    coverMessage: null,
    appliedAt: '2026-11-20T09:00:00.000Z',
    statusChangedAt: '2026-11-20T09:00:00.000Z',
  };
  apiServer.use(
    http.get('/api/video-answer-requests/mine', () => answer(CandidateAnswerRequestList, [])),
    http.get('/api/applications', () =>
      answer(ApplicationPage, { items: withdrawn ? [] : [pending], nextCursor: null }),
    ),
    http.get('/api/applications/71/timeline', () => {
      timelineAsks.push(withdrawn ? 'after' : 'before');
      return withdrawn
        ? apiError(404, 'NOT_FOUND', 'Application not found')
        : answer(ApplicationTimeline, { ...timeline71, status: 'pending' });
    }),
    http.delete('/api/applications/71', () => {
      withdrawn = true;
      return new HttpResponse(null, { status: 204 });
    }),
    sessionHandler(candidate),
    ...memberHandlers(),
    ...candidateHandlers(),
  );
  const { user } = renderApp('/candidate/applications');
  const item = await screen.findByTestId('my-application');
  await within(item).findByTestId('application-timeline');
  await user.click(
    within(item).getByRole('button', { name: 'Withdraw application to First Officer' }),
  );
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
  );
  // The list was asked again (the item is gone) in the same refresh that would have asked for the timeline.
  await expect.poll(() => screen.queryByTestId('my-application')).not.toBeInTheDocument();
  expect(timelineAsks).toEqual(['before']);
});

describe('in Greek', () => {
  test('the timeline of an application the promise closed, and the days left of another', async () => {
    await changeLocale('el');
    const candidate = userOf('candidate');
    const base = {
      jobId: 812,
      jobTitle: 'First Officer',
      companyId: 500,
      companyName: 'Skyline Tech',
      candidateId: candidate.id,
      coverMessage: null,
      appliedAt: '2026-11-10T09:00:00.000Z',
      statusChangedAt: '2026-11-24T09:00:00.000Z',
    };
    apiServer.use(
      http.get('/api/applications', () =>
        answer(ApplicationPage, {
          items: [
            { ...base, id: 72, status: 'rejected' },
            { ...base, id: 71, status: 'reviewed' },
          ],
          nextCursor: null,
        }),
      ),
      http.get('/api/applications/71/timeline', () => answer(ApplicationTimeline, timeline71)),
      http.get('/api/video-answer-requests/mine', () => answer(CandidateAnswerRequestList, [])),
      http.get('/api/applications/72/timeline', () =>
        answer(ApplicationTimeline, {
          applicationId: 72,
          status: 'rejected',
          promise: {
            days: 14,
            dueAt: '2026-11-24T09:00:00.000Z',
            daysLeft: null,
            answered: false,
            closedNoAnswer: true,
          },
          entries: [
            { kind: 'applied', at: '2026-11-10T09:00:00.000Z' },
            { kind: 'closed', at: '2026-11-24T09:00:00.000Z' },
          ],
        }),
      ),
      sessionHandler({ ...candidate, locale: 'el' }),
      ...memberHandlers(),
      ...candidateHandlers(),
    );
    renderApp('/candidate/applications');
    const [first, second] = await screen.findAllByTestId('my-application');
    const closed = await within(first!).findByTestId('application-timeline');
    const open = await within(second!).findByTestId('application-timeline');
    expect(within(closed).getByText('Έκλεισε: καμία απάντηση εγκαίρως')).toBeVisible();
    expect(
      within(closed).getByText(
        'Δεν ήρθε απάντηση μέσα σε 14 ημέρες: η αίτηση έκλεισε και μετρά εις βάρος του ιστορικού της εταιρείας',
      ),
    ).toBeVisible();
    expect(
      within(open).getByText('Η εταιρεία δεσμεύτηκε για πρώτη απάντηση: απομένουν 5 ημέρες'),
    ).toBeVisible();
    expect(within(open).getByText('Μετακινήθηκε σε: Εξετάστηκε')).toBeVisible();
  });
});
