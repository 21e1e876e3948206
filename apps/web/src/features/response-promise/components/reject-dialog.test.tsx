import { expect, test } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { ResponsePromiseSettings } from '@takeoff/shared/response-promise';
import { sessionQueryKey } from '@/lib/query-client';
import { apiServer } from '@/test/api-server';
import { answer, userOf } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { RejectDialog } from './reject-dialog';

const application = {
  id: 41,
  candidateName: 'Ada Lovelace',
  jobTitle: 'First Officer',
  companyName: 'Skyline Tech',
};

test('a half-written rejection is not lost to an outside click: kept as a draft until it is sent', async () => {
  let sent: unknown = null;
  apiServer.use(
    http.get('/api/org/response-promise', () =>
      answer(ResponsePromiseSettings, {
        promiseDays: 14,
        closingTexts: { en: null, el: null },
        defaultClosingTexts: { en: 'Thank you for applying to {job}.', el: 'Ευχαριστούμε.' },
      }),
    ),
    http.post('/api/applications/41/viewed', () => HttpResponse.json({ firstViewedAt: null })),
    http.post('/api/applications/41/reject', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ id: 41, status: 'rejected' });
    }),
  );
  const { user, queryClient } = renderComponent(<RejectDialog application={application} />);
  queryClient.setQueryData(sessionQueryKey, userOf('company'));
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Reject Ada Lovelace' }));
    return screen.findByRole('dialog', { name: 'Reject Ada Lovelace?' });
  };

  let dialog = await open();
  await user.click(within(dialog).getByLabelText('Personal feedback (optional)'));
  await user.paste('Your simulator hours impressed us.');
  await user.click(within(dialog).getByLabelText('Keep in our talent pool'));
  await user.click(document.querySelector<HTMLElement>('.fixed.inset-0[data-state="open"]')!);
  const ask = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
  await user.click(within(ask).getByRole('button', { name: 'Close, keep draft' }));
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Reject Ada Lovelace?' }))
    .not.toBeInTheDocument();

  dialog = await open();
  expect(within(dialog).getByLabelText('Personal feedback (optional)')).toHaveValue(
    'Your simulator hours impressed us.',
  );
  expect(within(dialog).getByLabelText('Keep in our talent pool')).not.toBeChecked();
  await user.click(await within(dialog).findByRole('button', { name: 'Reject and send' }));
  await expect
    .poll(() => sent)
    .toEqual({ feedback: 'Your simulator hours impressed us.', keepInTalentPool: false });
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Reject Ada Lovelace?' }))
    .not.toBeInTheDocument();

  // Sent: the next rejection starts blank and closes without a question.
  dialog = await open();
  expect(within(dialog).getByLabelText('Personal feedback (optional)')).toHaveValue('');
  await user.keyboard('{Escape}');
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Reject Ada Lovelace?' }))
    .not.toBeInTheDocument();
});
