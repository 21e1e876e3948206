import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { candidateRequest } from '@/features/video-answers/test/fixtures';
import { apiServer } from '@/test/api-server';
import { candidateHandlers, memberHandlers, sessionHandler, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test("a failed-video notice's link (the application) opens that application's answer session", async () => {
  apiServer.use(
    sessionHandler(userOf('candidate')),
    ...memberHandlers(),
    ...candidateHandlers(),
    http.get('/api/video-answer-requests/mine', () =>
      HttpResponse.json([
        candidateRequest({ id: 12, applicationId: 22, jobTitle: 'Cabin Crew' }),
        candidateRequest({ id: 11, applicationId: 21 }),
      ]),
    ),
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(candidateRequest())),
  );
  const { router } = renderApp('/candidate/answers?application=21');
  expect(await screen.findByTestId('answers-intro')).toBeVisible();
  expect(router.state.location.pathname).toBe('/candidate/answers/11');
});
