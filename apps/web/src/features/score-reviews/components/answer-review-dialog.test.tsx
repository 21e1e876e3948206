import { expect, test, vi } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { ScoreReview } from '@takeoff/shared/score-reviews';
import { apiServer } from '@/test/api-server';
import { answer } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { AnswerReviewDialog } from './answer-review-dialog';

// Counts the evaluations of the dialog's own module (form, zod, dialog library), which the card must not load.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./answer-review-form-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

test('the form loads when the button is pointed at, then answers the request', async () => {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/score-reviews/5/review', async ({ request }) => {
      sent.push(await request.json());
      return answer(ScoreReview, {
        id: 5,
        pitchId: 3,
        status: 'reviewed',
        message: 'Please look again',
        moodScore: 2,
        confidenceScore: 3,
        createdAt: '2026-11-28T10:00:00.000Z',
        reviewedAt: '2026-11-29T10:00:00.000Z',
        note: 'Checked: fair',
      });
    }),
  );
  const { user } = renderComponent(
    <AnswerReviewDialog
      review={{ id: 5, message: 'Please look again', createdAt: '2026-11-28T10:00:00.000Z' }}
      label="TK-0042"
    />,
  );
  const button = screen.getByRole('button', { name: 'Answer the review request of TK-0042' });
  expect(loads.count).toBe(0);

  await user.hover(button);
  await vi.waitFor(() => expect(loads.count).toBe(1));

  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Review the automated scores' });
  expect(within(dialog).getByText('The candidate wrote: Please look again')).toBeVisible();
  await user.type(within(dialog).getByLabelText('Your note to the candidate'), 'Checked: fair');
  await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
  expect(await screen.findByText('The candidate is told their scores were reviewed')).toBeVisible();
  expect(sent).toEqual([{ note: 'Checked: fair' }]);
  expect(loads.count).toBe(1);
});
