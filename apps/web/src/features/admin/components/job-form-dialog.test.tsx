import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AdminJob } from '@takeoff/shared/admin-jobs';
import { apiServer } from '@/test/api-server';
import { answer } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { JobFormDialog } from './job-form-dialog';

const job: AdminJob = {
  id: 41,
  title: 'Ramp Lead',
  description: 'Run the ramp.',
  location: 'Athens',
  type: 'full-time',
  experience: '2 years',
  salary: null,
  skills: ['ramp ops', 'radio'],
  status: 'live',
  companyId: 7,
  companyName: 'Zephyr Air',
  flightNumber: 'TO4242',
  departureTime: '09:15',
  videoUrl: null,
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  translations: {
    el: {
      title: 'Υπεύθυνος Ράμπας',
      description: 'Κακό κείμενο.',
      location: 'Αθήνα',
      experience: '',
      salary: '',
      skills: ['ραντάρ'],
    },
  },
};

/** The edit form of `job`, with every body it sends to the server. */
async function openEditForm() {
  const sent: unknown[] = [];
  apiServer.use(
    http.put('/api/admin/jobs/:id', async ({ request }) => {
      sent.push(await request.json());
      return answer(AdminJob, job);
    }),
  );
  const { user } = renderComponent(<JobFormDialog open onOpenChange={() => {}} job={job} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Job Posting' });
  return { sent, user, dialog };
}

test("an admin corrects the company's Greek version of a job: the form shows it and sends it with the edit", async () => {
  const { sent, user, dialog } = await openEditForm();
  await user.click(within(dialog).getByText('Version for Ελληνικά readers'));
  expect(within(dialog).getByLabelText('Job Title (Ελληνικά)')).toHaveValue('Υπεύθυνος Ράμπας');
  expect(within(dialog).getByLabelText('Skills (comma separated) (Ελληνικά)')).toHaveValue(
    'ραντάρ',
  );
  const description = within(dialog).getByLabelText('Description (Ελληνικά)');
  await user.clear(description);
  await user.type(description, 'Σωστό κείμενο.');
  await user.click(within(dialog).getByRole('button', { name: 'Update Job' }));

  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({
    title: 'Ramp Lead',
    translations: {
      el: { title: 'Υπεύθυνος Ράμπας', description: 'Σωστό κείμενο.', skills: 'ραντάρ' },
      en: { title: '', description: '' },
    },
  });
});

test('a version the server would refuse is pointed out in the form and not sent', async () => {
  const { sent, user, dialog } = await openEditForm();
  await user.click(within(dialog).getByText('Version for English readers'));
  const skills = within(dialog).getByLabelText('Skills (comma separated) (English)');
  await user.click(skills);
  await user.paste(Array.from({ length: 21 }, (_, i) => `skill${i}`).join(', '));
  await user.click(within(dialog).getByRole('button', { name: 'Update Job' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Please check the versions for other languages',
  );
  expect(sent).toEqual([]);
});
