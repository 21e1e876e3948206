import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { BackgroundJobList, ScheduledJobList, ScheduledJobRun } from '@takeoff/shared/admin';
import { apiServer } from '@/test/api-server';
import { answer, apiError } from '@/test/api-handlers';
import { renderComponent } from '@/test/render-component';
import { changeLocale } from '@/lib/i18n';
import { BackgroundJobsTab } from './background-jobs-tab';

const scheduled = {
  items: [
    { name: 'response-promise-clock', pattern: '*/10 * * * *', timezone: 'UTC' },
    { name: 'publish-weekly-rankings', pattern: '0 0 * * 1', timezone: 'Europe/Athens' },
  ],
};

test('an admin runs a scheduled job now from the background jobs tab and is told it was queued', async () => {
  const ran: string[] = [];
  apiServer.use(
    http.get('/api/admin/background-jobs', () => answer(BackgroundJobList, { items: [] })),
    http.get('/api/admin/scheduled-jobs', () => answer(ScheduledJobList, scheduled)),
    http.post('/api/admin/scheduled-jobs/:name/run', ({ params }) => {
      ran.push(String(params.name));
      return answer(
        ScheduledJobRun,
        {
          id: '7d1f7c1e-5b8e-4c39-9a53-0d0d0d0d0d0d',
          queue: String(params.name),
          state: 'created',
        },
        202,
      );
    }),
  );
  const { user } = renderComponent(<BackgroundJobsTab />);
  const panel = await screen.findByRole('region', { name: 'Scheduled jobs' });
  expect(await screen.findByText('No failed background jobs')).toBeInTheDocument();
  const row = (await within(panel).findByText('response-promise-clock')).closest('tr')!;
  expect(within(row).getByText('*/10 * * * * (UTC)')).toBeInTheDocument();
  expect(within(panel).getByText('0 0 * * 1 (Europe/Athens)')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Run now: response-promise-clock' }));
  expect(await screen.findByText('response-promise-clock queued to run now')).toBeInTheDocument();
  expect(ran).toEqual(['response-promise-clock']);
});

test('a run the server refuses says why', async () => {
  apiServer.use(
    http.get('/api/admin/background-jobs', () => answer(BackgroundJobList, { items: [] })),
    http.get('/api/admin/scheduled-jobs', () => answer(ScheduledJobList, scheduled)),
    http.post('/api/admin/scheduled-jobs/:name/run', () =>
      apiError(404, 'NOT_FOUND', 'No scheduled job with this name'),
    ),
  );
  const { user } = renderComponent(<BackgroundJobsTab />);
  await user.click(await screen.findByRole('button', { name: 'Run now: publish-weekly-rankings' }));
  expect(await screen.findByText('No scheduled job with this name')).toBeInTheDocument();
});

test('a second run while one waits is refused, in the admin’s language', async () => {
  await changeLocale('el');
  apiServer.use(
    http.get('/api/admin/background-jobs', () => answer(BackgroundJobList, { items: [] })),
    http.get('/api/admin/scheduled-jobs', () => answer(ScheduledJobList, scheduled)),
    http.post('/api/admin/scheduled-jobs/:name/run', () =>
      apiError(
        409,
        'SCHEDULED_JOB_ALREADY_QUEUED',
        'A run of this job is already waiting or running: it takes the latest data when it starts',
      ),
    ),
  );
  const { user } = renderComponent(<BackgroundJobsTab />);
  await user.click(await screen.findByRole('button', { name: /publish-weekly-rankings/ }));
  expect(
    await screen.findByText(
      'Μια εκτέλεση αυτής της εργασίας ήδη περιμένει ή τρέχει· θα πάρει τα πιο πρόσφατα δεδομένα όταν ξεκινήσει.',
    ),
  ).toBeInTheDocument();
});
