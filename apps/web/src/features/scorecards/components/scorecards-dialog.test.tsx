import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { ScorecardSummary } from '@takeoff/shared/scorecards';
import { sessionQueryKey } from '@/lib/query-client';
import { apiServer } from '@/test/api-server';
import { answer, userOf } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { ScorecardsDialog } from './scorecards-dialog';

test('closing the scorecards with a scorecard half-filled asks first, and the notes come back', async () => {
  apiServer.use(
    http.get('/api/applications/12/scorecards', () =>
      answer(ScorecardSummary, {
        applicationId: 12,
        criteria: [{ id: 'radio', name: 'Radio work', description: '' }],
        mine: null,
        revealed: false,
        hiddenUntil: 'submit-own',
        canRevealWithoutSubmitting: false,
        others: [],
        aggregate: null,
      }),
    ),
  );
  const { user, queryClient } = renderComponent(
    <ScorecardsDialog applicationId={12} candidateName="Ada Lovelace" canRequest={false} />,
  );
  queryClient.setQueryData(sessionQueryKey, userOf('company'));
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Scorecards for Ada Lovelace' }));
    return screen.findByRole('dialog', { name: 'Scorecards: Ada Lovelace' });
  };

  let dialog = await open();
  // The form sits deep in the dialog's panel: it tells the dialog it holds unsaved input.
  await user.click(await within(dialog).findByLabelText('Note on Radio work (optional)'));
  await user.paste('Clear and calm on the radio.');
  await user.keyboard('{Escape}');
  const ask = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
  await user.click(within(ask).getByRole('button', { name: 'Close, keep draft' }));
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Scorecards: Ada Lovelace' }))
    .not.toBeInTheDocument();

  dialog = await open();
  expect(await within(dialog).findByLabelText('Note on Radio work (optional)')).toHaveValue(
    'Clear and calm on the radio.',
  );
});
