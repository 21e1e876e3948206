import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { candidateRequest } from '../test/fixtures';
import { AnswerSessionOfApplicationPage } from './answer-session-of-application-page';

function SessionMarker() {
  return <p data-testid="session">Session {useParams().requestId}</p>;
}

const renderAt = (applicationId: number) =>
  renderComponent(
    <MemoryRouter initialEntries={[`/candidate/answers?application=${applicationId}`]}>
      <Routes>
        <Route
          path="/candidate/answers"
          element={<AnswerSessionOfApplicationPage applicationId={applicationId} />}
        />
        <Route path="/candidate/answers/:requestId" element={<SessionMarker />} />
      </Routes>
    </MemoryRouter>,
  );

test("a notification naming an application opens that application's answer session", async () => {
  apiServer.use(
    http.get('/api/video-answer-requests/mine', () =>
      HttpResponse.json([
        candidateRequest({ id: 12, applicationId: 22 }),
        candidateRequest({ id: 11, applicationId: 21 }),
      ]),
    ),
  );
  renderAt(21);
  expect(await screen.findByTestId('session')).toHaveTextContent('Session 11');
});

test('an application with no answer session of this candidate says so', async () => {
  apiServer.use(
    http.get('/api/video-answer-requests/mine', () =>
      HttpResponse.json([candidateRequest({ id: 12, applicationId: 22 })]),
    ),
  );
  renderAt(21);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'These video questions are not yours or no longer exist.',
  );
  expect(screen.queryByTestId('session')).toBeNull();
});
