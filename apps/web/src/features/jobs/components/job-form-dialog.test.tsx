import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer } from '@/test/api-server';
import { companyHandlers, memberHandlers, sessionHandler, userOf } from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('the job form names every field it refuses, in words, and marks it', async () => {
  const company = userOf('company');
  apiServer.use(sessionHandler(company), ...memberHandlers(), ...companyHandlers(company));
  const { user } = renderApp('/company/jobs');
  await user.click(await screen.findByRole('button', { name: 'Post New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  const title = within(dialog).getByLabelText('Job Title');
  await expect.poll(() => title).toHaveAttribute('aria-invalid', 'true');
  expect(dialog.querySelector('#job-title-error')).toHaveTextContent(/^This field is required\.$/);
  expect(within(dialog).queryAllByText(/Too small|expected string/)).toHaveLength(0);

  // Pasted rather than typed key by key: the form checks on every change, which is slow in jsdom on a busy machine.
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(title, 'Pilot');
  await fill(within(dialog).getByLabelText('Location'), 'Athens');
  await fill(within(dialog).getByLabelText('Description'), 'Fly.');
  const skills = within(dialog).getByLabelText('Skills (comma separated)');
  await fill(skills, `Radio, ${'x'.repeat(41)}`);
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  await expect
    .poll(() => dialog.querySelector('#job-skills-error'))
    .toHaveTextContent(/^Skill 2: Use at most 40 characters\.$/);
  expect(skills).toHaveAttribute('aria-invalid', 'true');
  expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('Post New Job asks before closing with unsaved input, and a kept draft comes back', async () => {
  const company = userOf('company');
  apiServer.use(sessionHandler(company), ...memberHandlers(), ...companyHandlers(company));
  const { user } = renderApp('/company/jobs');
  await user.click(await screen.findByRole('button', { name: 'Post New Job' }));
  let dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  await user.click(within(dialog).getByLabelText('Job Title'));
  await user.paste('Night Pilot');

  await user.keyboard('{Escape}');
  const ask = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
  // Still open underneath (hidden from assistive tech while the question is asked).
  expect(within(dialog).getByLabelText('Job Title')).toHaveValue('Night Pilot');
  expect(dialog).toBeInTheDocument();
  await user.click(within(ask).getByRole('button', { name: 'Close, keep draft' }));
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Post New Job' }))
    .not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Post New Job' }));
  dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  await expect.poll(() => within(dialog).getByLabelText('Job Title')).toHaveValue('Night Pilot');

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }),
  );
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Post New Job' }))
    .not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post New Job' }));
  dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  expect(within(dialog).getByLabelText('Job Title')).toHaveValue('');
  // Nothing typed yet: closing needs no question.
  await user.keyboard('{Escape}');
  await expect
    .poll(() => screen.queryByRole('dialog', { name: 'Post New Job' }))
    .not.toBeInTheDocument();
});
