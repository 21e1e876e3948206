import { useState } from 'react';
import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { UnsavedPageGuard } from './unsaved-page-guard';

function SettingsPage() {
  const [text, setText] = useState('');
  return (
    <main>
      <h1>Response promise</h1>
      <UnsavedPageGuard dirty={text !== ''} />
      <Label htmlFor="closing">Closing text</Label>
      <Textarea id="closing" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/jobs">Jobs</Link>
    </main>
  );
}

test('a page form with unsaved input asks before a link leads away; nothing typed, it does not', async () => {
  const router = createMemoryRouter(
    [
      { path: '/team', element: <SettingsPage /> },
      { path: '/jobs', element: <h1>Job Listings</h1> },
    ],
    { initialEntries: ['/team'] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await user.click(screen.getByLabelText('Closing text'));
  await user.paste('We chose another candidate this time.');

  await user.click(screen.getByRole('link', { name: 'Jobs' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Leave this page without saving?' });
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  await expect.poll(() => screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/team');
  expect(screen.getByLabelText('Closing text')).toHaveValue(
    'We chose another candidate this time.',
  );

  await user.click(screen.getByRole('link', { name: 'Jobs' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave page' }),
  );
  expect(await screen.findByRole('heading', { name: 'Job Listings' })).toBeVisible();

  // Back with nothing typed: leaving needs no question.
  await router.navigate('/team');
  await user.click(await screen.findByRole('link', { name: 'Jobs' }));
  expect(await screen.findByRole('heading', { name: 'Job Listings' })).toBeVisible();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
