import { expect, test } from 'vitest';
import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import { Job } from '@takeoff/shared/jobs';
import { apiServer } from '@/test/api-server';
import {
  answer,
  companyHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
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

test('a job can carry a Greek version: the form sends it with the post', async () => {
  const company = userOf('company');
  const posted: Record<string, unknown>[] = [];
  const job = {
    id: 930,
    title: 'Night Pilot',
    description: 'Fly at night.',
    location: 'Athens',
    type: 'full-time' as const,
    experience: 'Not specified',
    salary: null,
    skills: ['Radio'],
    translations: {
      el: {
        title: 'Πιλότος Νύχτας',
        description: 'Πετάμε τη νύχτα.',
        location: '',
        experience: '',
        salary: '',
        skills: [],
      },
    },
    status: 'live' as const,
    unlisted: false,
    flightNumber: 'TO1930',
    departureTime: '09:00',
    companyId: company.id,
    companyName: company.name,
    companyVerified: false,
    videoUrl: null,
    expiresAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
  };
  apiServer.use(
    http.post('/api/jobs', async ({ request }) => {
      posted.push(Object.fromEntries((await request.formData()).entries()));
      return answer(Job, job, 201);
    }),
    sessionHandler(company),
    ...memberHandlers(),
    ...companyHandlers(company),
  );
  const { user } = renderApp('/company/jobs');
  await user.click(await screen.findByRole('button', { name: 'Post New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(within(dialog).getByLabelText('Job Title'), 'Night Pilot');
  await fill(within(dialog).getByLabelText('Location'), 'Athens');
  await fill(within(dialog).getByLabelText('Skills (comma separated)'), 'Radio');
  await fill(within(dialog).getByLabelText('Description'), 'Fly at night.');
  await user.click(within(dialog).getByText('Version for Ελληνικά readers (optional)'));
  await fill(within(dialog).getByLabelText('Job Title (Ελληνικά)'), 'Πιλότος Νύχτας');
  await fill(within(dialog).getByLabelText('Description (Ελληνικά)'), 'Πετάμε τη νύχτα.');
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  await expect.poll(() => posted).toHaveLength(1);
  expect(JSON.parse(posted[0]!.translations as string)).toEqual({
    el: {
      title: 'Πιλότος Νύχτας',
      description: 'Πετάμε τη νύχτα.',
      location: '',
      experience: '',
      salary: '',
      skills: [],
    },
    en: { title: '', description: '', location: '', experience: '', salary: '', skills: [] },
  });
});

test("a refused field of another language's version is said in words", async () => {
  const company = userOf('company');
  apiServer.use(sessionHandler(company), ...memberHandlers(), ...companyHandlers(company));
  const { user } = renderApp('/company/jobs');
  await user.click(await screen.findByRole('button', { name: 'Post New Job' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post New Job' });
  await user.click(within(dialog).getByText('Version for Ελληνικά readers (optional)'));
  await user.click(within(dialog).getByLabelText('Skills (comma separated) (Ελληνικά)'));
  await user.paste('x'.repeat(41));
  await user.click(within(dialog).getByRole('button', { name: 'Post Job' }));
  expect(
    await within(dialog).findByText(
      'Please check the versions for other languages: up to 20 skills, each at most 40 characters.',
    ),
  ).toBeVisible();
});
