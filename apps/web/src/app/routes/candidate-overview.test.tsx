import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { CandidateStats } from '@takeoff/shared/dashboards';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('a brand-new candidate arriving from elsewhere than sign-up is welcomed, and welcomed back next time', async () => {
  const fresh = userOf('candidate', { name: 'Nia Petrou', createdAt: new Date().toISOString() });
  apiServer.use(
    sessionHandler(fresh),
    ...memberHandlers(),
    ...candidateHandlers(),
    http.get('/api/candidates/me/stats', () =>
      answer(CandidateStats, { applications: 0, interviews: 0, savedJobs: 0, profileViews: 0 }),
    ),
    http.get('/api/top-employers', () => HttpResponse.json([])),
    http.get('/api/job-posts', () => HttpResponse.json([])),
  );
  const first = renderApp('/candidate/overview');
  expect(await screen.findByRole('heading', { name: 'Welcome aboard, Nia!' })).toBeVisible();
  first.unmount();

  renderApp('/candidate/overview');
  expect(await screen.findByRole('heading', { name: 'Welcome back, Nia!' })).toBeVisible();
});
