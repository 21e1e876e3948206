import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Job, JobPage } from '@takeoff/shared/jobs';
import { OrgMemberList, JobInterviewers } from '@takeoff/shared/org';
import { DEFAULT_SCORECARD_CRITERIA, ScorecardCriteria } from '@takeoff/shared/scorecards';
import { apiServer } from '@/test/api-server';
import {
  answer,
  companyHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

test('the job form offers only interviewers to assign, and refuses a criterion without a name next to it', async () => {
  const owner = userOf('company', { name: 'Scorecard Air' });
  const job = Job.parse({
    id: 41,
    title: 'Scorecard pilot',
    description: 'Fly the line.',
    location: 'Athens',
    type: 'full-time',
    experience: '',
    salary: null,
    skills: ['Flying'],
    translations: {},
    status: 'live',
    unlisted: false,
    flightNumber: 'TK041',
    departureTime: null,
    companyId: owner.id,
    companyName: owner.name,
    companyVerified: false,
    videoUrl: null,
    expiresAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  });
  const member = (id: number, name: string, role: 'owner' | 'recruiter' | 'interviewer') => ({
    id,
    name,
    email: `${role}-${id}@example.test`,
    role,
    joinedAt: '2026-11-20T09:00:00.000Z',
    isYou: id === owner.id,
  });
  // Listed before the company's defaults: the first handler that matches answers.
  apiServer.use(
    http.get('/api/companies/:companyId/jobs', () =>
      answer(JobPage, { items: [job], nextCursor: null }),
    ),
    http.get('/api/org/members', () =>
      answer(OrgMemberList, {
        items: [
          member(owner.id, owner.name, 'owner'),
          member(501, 'Rita Recruiter', 'recruiter'),
          member(502, 'Ivan Interviewer', 'interviewer'),
        ],
      }),
    ),
    http.get('/api/jobs/:jobId/interviewers', () =>
      answer(JobInterviewers, { jobId: job.id, members: [] }),
    ),
    http.get('/api/jobs/:jobId/scorecard-criteria', () =>
      answer(ScorecardCriteria, {
        jobId: job.id,
        criteria: DEFAULT_SCORECARD_CRITERIA.map((c) => ({ ...c })),
        isDefault: true,
      }),
    ),
    sessionHandler(owner),
    ...memberHandlers(),
    ...companyHandlers(owner),
  );
  const { user } = renderApp('/company/jobs');
  // The board draws a row for wide screens and a card for phones: either opens the same form.
  const [edit] = await screen.findAllByRole('button', { name: `Edit ${job.title}` });
  await user.click(edit!);
  const form = await screen.findByRole('dialog', { name: 'Edit Job' });

  const interviewers = await within(form).findByRole('group', { name: 'Interviewers' });
  expect(
    await within(interviewers).findByRole('checkbox', { name: 'Ivan Interviewer' }),
  ).toBeInTheDocument();
  expect(
    within(interviewers).queryByRole('checkbox', { name: 'Rita Recruiter' }),
  ).not.toBeInTheDocument();

  const criteria = within(form).getByRole('group', { name: 'Scorecard criteria' });
  const first = await within(criteria).findByLabelText('Criterion 1', { exact: true });
  await expect.poll(() => first).toHaveValue('Communication');
  await user.clear(first);
  // Nothing is sent: the PUT this would make has no answer in this test, and an unanswered request fails it.
  await user.click(within(form).getByRole('button', { name: 'Update Job' }));
  expect(await within(criteria).findByText('Give the criterion a name')).toBeVisible();
});
