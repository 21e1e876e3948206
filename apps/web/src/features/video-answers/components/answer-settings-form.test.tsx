import { expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { flightSettings } from '../test/fixtures';
import { AnswerSettingsForm } from './answer-settings-form';

test('the promo questions by default; saved with the chosen settings', async () => {
  let body: unknown = null;
  apiServer.use(
    http.put('/api/jobs/7/video-answers', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(flightSettings({ enabled: true }));
    }),
  );
  const onSaved = vi.fn();
  const { user } = renderComponent(
    <AnswerSettingsForm settings={flightSettings()} onSaved={onSaved} />,
  );
  expect(screen.getByTestId('promo-questions')).toHaveTextContent('Why us?');
  await user.click(screen.getByRole('switch', { name: 'Ask applicants for video answers' }));
  await user.clear(screen.getByLabelText('Thinking time before recording (seconds)'));
  await user.type(screen.getByLabelText('Thinking time before recording (seconds)'), '10');
  await user.selectOptions(screen.getByLabelText('Retakes per question'), 'unlimited');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(body).toEqual({
    enabled: true,
    questionSource: 'promo',
    thinkingSeconds: 10,
    answerSeconds: 90,
    retakes: 'unlimited',
    deadlineDays: 7,
    allowUpload: false,
  });
});

test("a flight's own questions: a blank one or a limit out of range is refused before anything is sent", async () => {
  const onSaved = vi.fn();
  const { user } = renderComponent(
    <AnswerSettingsForm settings={flightSettings()} onSaved={onSaved} />,
  );
  await user.click(screen.getByRole('radio', { name: "This flight's own questions" }));
  await user.clear(screen.getByLabelText('Longest answer (seconds)'));
  await user.type(screen.getByLabelText('Longest answer (seconds)'), '500');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Write a question (it cannot be blank)')).toBeInTheDocument();
  expect(screen.getByLabelText('Longest answer (seconds)')).toHaveAttribute('aria-invalid', 'true');
  expect(onSaved).not.toHaveBeenCalled();
});

test('a company without promo questions writes its own', () => {
  renderComponent(
    <AnswerSettingsForm
      settings={flightSettings({ promoQuestions: [], questions: [] })}
      onSaved={() => {}}
    />,
  );
  expect(screen.getByRole('radio', { name: "Our promo's three questions" })).toBeDisabled();
  expect(screen.getByRole('radio', { name: "This flight's own questions" })).toBeChecked();
  expect(screen.getByLabelText('Question 1')).toBeInTheDocument();
});
