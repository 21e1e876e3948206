import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen } from '@testing-library/react';
import { WaitlistStatus } from '@takeoff/shared/waitlist';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('joining while the page still asks whether this candidate joined: the answer that arrives late does not undo it', async () => {
  let answerStatus: (() => void) | undefined;
  const statusAsked = new Promise<void>((resolve) => {
    apiServer.use(
      sessionHandler(userOf('candidate')),
      ...memberHandlers(),
      ...candidateHandlers(),
      // The status read is slow: it answers "not joined" (as it was when asked) only after the join has answered.
      http.get('/api/professional-development/waitlist/me', async () => {
        resolve();
        await new Promise<void>((release) => (answerStatus = release));
        return answer(WaitlistStatus, { joined: false, joinedAt: null });
      }),
      http.post('/api/professional-development/waitlist', () =>
        answer(WaitlistStatus, { joined: true, joinedAt: '2026-11-29T10:00:00.000Z' }, 201),
      ),
    );
  });
  const { user, queryClient } = renderApp('/candidate/courses');
  await statusAsked;
  await user.click(await screen.findByRole('button', { name: 'Join Early Access Waitlist' }));
  const joined = await screen.findByRole('button', { name: '✓ Joined Waitlist' });
  expect(joined).toBeDisabled();
  answerStatus?.();
  // Once no read of the status is under way any more, the late "not joined" has been dealt with: dropped.
  await expect.poll(() => queryClient.isFetching({ queryKey: ['waitlist', 'me'] })).toBe(0);
  expect(screen.getByRole('button', { name: '✓ Joined Waitlist' })).toBeDisabled();
});
