import { expect, test, vi } from 'vitest';
import { http } from 'msw';
import { screen } from '@testing-library/react';
import { WithdrawnScoreOverride, type ScoreOverride } from '@takeoff/shared/score-reviews';
import { apiServer } from '@/test/api-server';
import { answer } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { WithdrawJudgementDialog } from './withdraw-judgement-dialog';

const judgement = (score: ScoreOverride['score'], level: number, text: string): ScoreOverride => ({
  applicationId: 77,
  score,
  level,
  judgement: text,
  reason: 'Watched it',
  by: { id: 9, name: 'Rae Recruiter' },
  at: '2026-11-28T10:00:00.000Z',
});

test('withdraws one judgement with a reason, then refreshes the pipeline and the grid', async () => {
  const sent: unknown[] = [];
  apiServer.use(
    http.post('/api/applications/77/score-override/withdraw', async ({ request }) => {
      sent.push(await request.json());
      return answer(WithdrawnScoreOverride, {
        applicationId: 77,
        score: 'confidence',
        withdrawnAt: '2026-11-29T06:00:00.000Z',
      });
    }),
  );
  const { user, queryClient } = renderComponent(
    <WithdrawJudgementDialog
      applicationId={77}
      candidateName="Cara Candidate"
      overrides={[judgement('mood', 4, 'Warm'), judgement('confidence', 2, 'Hesitant')]}
    />,
  );
  const refresh = vi.spyOn(queryClient, 'invalidateQueries');
  await user.click(
    screen.getByRole('button', { name: "Withdraw a judgement of Cara Candidate's scores" }),
  );
  // The dialog's code loads on first opening.
  await user.click(
    await screen.findByRole('radio', { name: 'Confidence: Hesitant (2/5, by Rae Recruiter)' }),
  );
  // No reason, no request: the audit log needs the why.
  await user.click(screen.getByRole('button', { name: 'Withdraw and show the automated score' }));
  expect(await screen.findByText('Give a reason')).toBeVisible();
  expect(sent).toEqual([]);

  await user.type(screen.getByLabelText('Why you withdraw it'), 'Judged the wrong pitch');
  await user.click(screen.getByRole('button', { name: 'Withdraw and show the automated score' }));
  expect(
    await screen.findByText('Judgement withdrawn: the automated score shows again'),
  ).toBeVisible();
  expect(sent).toEqual([{ score: 'confidence', reason: 'Judged the wrong pitch' }]);
  expect(refresh).toHaveBeenCalledWith({ queryKey: ['applications', 'by-job'] });
  expect(refresh).toHaveBeenCalledWith({ queryKey: ['pitches'] });
});

test('shows nothing while no judgement replaces an automated score', () => {
  renderComponent(
    <WithdrawJudgementDialog applicationId={77} candidateName="Cara Candidate" overrides={[]} />,
  );
  expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
});
