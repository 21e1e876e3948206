import { randomUUID } from 'node:crypto';
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { seriousViolations } from './support/accessibility';
import { DEMO_CANDIDATE_WITH_PITCH } from './support/jobs';
import { isMobileProject } from './support/navigation';
import { registerUser } from './support/ratings-api';
import { screenshotForPeople } from './support/screenshots';
import { waitForMailLink } from './support/outbox';

type Member = { id: number; name: string; email: string };

const HIDDEN = "Scores from others stay hidden until you submit yours, so they don't anchor you.";

/** Invites an address in the owner's organisation and accepts it as a new account (name and password). */
async function addMember(
  baseURL: string,
  owner: APIRequestContext,
  role: 'recruiter' | 'interviewer',
  name: string,
): Promise<Member> {
  const email = uniqueEmail(role);
  const invited = await owner.post('/api/org/invitations', { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await waitForMailLink(email, '/invite'), baseURL).searchParams.get('token');
  const anonymous = await request.newContext({ baseURL });
  const accepted = await anonymous.post('/api/org/invitations/accept', {
    data: { token, name, password: TEST_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { user } = (await accepted.json()) as { user: { id: number } };
  await anonymous.dispose();
  return { id: user.id, name, email };
}

/** A signed-in page of its own for a member, on the project's device (viewport, touch). */
async function pageFor(browser: Browser, account: { email: string }) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: TEST_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/** The screen as seen: the dialogs scroll inside the viewport, so a full-page shot would stretch them. */
const shot = (page: Page, name: string, testInfo: TestInfo) =>
  screenshotForPeople(page, {
    path: `e2e/screenshots/${name}-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
  });

async function openScorecards(page: Page) {
  await page.goto('/company/applications');
  await page
    .getByRole('button', { name: `Scorecards for ${DEMO_CANDIDATE_WITH_PITCH.name}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Scorecards: ${DEMO_CANDIDATE_WITH_PITCH.name}`,
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an interviewer assigned in the job form scores on their own, and a recruiter reads the aggregate and asks the owner', async ({
  browser,
  page,
  baseURL,
}, testInfo) => {
  // Four actors, each with a browser or an API context: more than the suite's per-test default on a shared machine.
  test.setTimeout(240_000);
  const origin = baseURL!;
  const suffix = randomUUID().slice(0, 6);
  const title = `Scorecard pilot ${suffix}`;

  // The team and the application, through the API.
  const owner = await registerUser(origin, 'company', `Scorecard Air ${suffix}`);
  const recruiter = await addMember(origin, owner.api, 'recruiter', `Rita Recruiter ${suffix}`);
  const interviewer = await addMember(
    origin,
    owner.api,
    'interviewer',
    `Ivan Interviewer ${suffix}`,
  );
  const posted = await owner.api.post('/api/jobs', {
    data: { title, description: 'Fly the line.', location: 'Athens', skills: 'Flying' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as { id: number };
  const candidate = await request.newContext({ baseURL: origin });
  expect(
    (await candidate.post('/api/auth/login', { data: DEMO_CANDIDATE_WITH_PITCH })).status(),
  ).toBe(200);
  const applied = await candidate.post('/api/applications', {
    data: { jobId: job.id },
    headers: { Origin: origin },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await candidate.dispose();

  // The owner assigns the interviewer and renames a criterion in the job form.
  const login = await page.request.post('/api/auth/login', {
    data: { email: owner.email, password: TEST_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto('/company/jobs');
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .locator('visible=true')
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Job' });
  const interviewers = form.getByRole('group', { name: 'Interviewers' });
  // Only interviewers are offered, and a criterion needs a name: src/features/jobs/components/job-team-fields.test.tsx.
  await interviewers.getByRole('checkbox', { name: interviewer.name }).click();
  const criteria = form.getByRole('group', { name: 'Scorecard criteria' });
  await expect(criteria.getByLabel('Criterion 1', { exact: true })).toHaveValue('Communication');
  await criteria.getByLabel('Criterion 1', { exact: true }).fill('Clarity');
  await shot(page, 'job-form-criteria', testInfo);
  await interviewers.scrollIntoViewIfNeeded();
  await shot(page, 'job-form-interviewers', testInfo);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Update Job' }).click();
  await expect(form).toBeHidden();
  const assigned = await owner.api.get(`/api/jobs/${job.id}/interviewers`);
  expect(((await assigned.json()) as { members: Member[] }).members.map((m) => m.id)).toEqual([
    interviewer.id,
  ]);

  // The interviewer sees the others hidden, and submits with the keyboard.
  const interviewerPage = await pageFor(browser, interviewer);
  const panel = await openScorecards(interviewerPage);
  await expect(panel.getByText(HIDDEN)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Read without submitting' })).toHaveCount(0);
  expect(await seriousViolations(interviewerPage)).toEqual([]);
  const submit = panel.getByRole('button', { name: 'Submit scorecard' });
  await submit.focus();
  await interviewerPage.keyboard.press('Enter');
  await expect(panel.getByText('Choose a score for Clarity')).toBeVisible();
  await expect(panel.getByText('Choose your overall recommendation')).toBeVisible();
  // Focus went to the first missing choice: Space picks Strong no, each arrow the next score.
  const keys = interviewerPage.keyboard;
  const choose = async (arrows: number) => {
    await keys.press('Space');
    for (let i = 0; i < arrows; i++) await keys.press('ArrowRight');
  };
  await choose(2); // Clarity: Yes (3)
  await keys.press('Tab');
  await keys.type('Clear, calm answers');
  for (const arrows of [3, 1, 2]) {
    await keys.press('Tab');
    await choose(arrows);
    await keys.press('Tab');
  }
  await keys.press('Tab');
  await choose(2); // recommendation: Yes
  await keys.press('Tab');
  await keys.type('Hire for the line');
  await keys.press('Tab');
  await expect(submit).toBeFocused();
  await expect(panel.getByRole('radio', { name: 'Strong yes' }).nth(1)).toBeChecked();
  await panel.getByRole('group', { name: 'Clarity' }).scrollIntoViewIfNeeded();
  await shot(interviewerPage, 'scorecard-form', testInfo);
  await keys.press('Enter');
  await expect(interviewerPage.getByText('Scorecard submitted')).toBeVisible();
  const mine = panel.getByRole('article', { name: 'Your submitted scorecard' });
  await expect(mine.getByText('Clear, calm answers')).toBeVisible();
  await expect(mine.getByText('Hire for the line')).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: 'Clarity: mean 3.0 of 4, Yes (3), 1 score' }),
  ).toBeVisible();
  await expect(
    panel.getByRole('listitem', { name: 'Role skills: mean 4.0 of 4, Strong yes (4), 1 score' }),
  ).toBeVisible();
  await shot(interviewerPage, 'scorecard-submitted', testInfo);
  // Edit opens the form on what was submitted.
  const edit = panel.getByRole('button', { name: 'Edit your scorecard' });
  await expect(edit).toBeFocused();
  await keys.press('Enter');
  await expect(
    panel.getByRole('group', { name: 'Clarity' }).getByRole('radio', { name: 'Yes', exact: true }),
  ).toBeChecked();
  await expect(panel.getByLabel('Note on Clarity (optional)')).toHaveValue('Clear, calm answers');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeVisible();
  await interviewerPage.context().close();

  // The recruiter reads without submitting, sees the interviewer's scores, asks the owner, who is then pending.
  const recruiterPage = await pageFor(browser, recruiter);
  await recruiterPage.goto('/company/applications');
  await screenshotForPeople(
    recruiterPage.getByRole('listitem', {
      name: `Application from ${DEMO_CANDIDATE_WITH_PITCH.name}`,
    }),
    {
      path: `e2e/screenshots/application-card-scorecards-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
    },
  );
  const recruiterPanel = await openScorecards(recruiterPage);
  await expect(recruiterPanel.getByText(HIDDEN)).toBeVisible();
  await expect(
    recruiterPanel.getByText('Reading them first may anchor your own scores.'),
  ).toBeVisible();
  await recruiterPanel.getByRole('button', { name: 'Read without submitting' }).click();
  await expect(
    recruiterPanel.getByRole('listitem', { name: 'Motivation: mean 2.0 of 4, No (2), 1 score' }),
  ).toBeVisible();
  await expect(recruiterPanel.getByRole('heading', { name: 'Reviewers (1)' })).toBeVisible();
  const theirs = recruiterPanel.getByRole('article', { name: `${interviewer.name}’s scorecard` });
  await expect(theirs.getByText('Clear, calm answers')).toBeVisible();
  await expect(
    recruiterPanel.getByRole('heading', { name: 'Not submitted yet (0)' }),
  ).toBeVisible();
  await recruiterPanel
    .getByLabel('Ask another member')
    .selectOption({ label: `${owner.name} (Owner)` });
  await recruiterPanel.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(recruiterPage.getByText(`${owner.name} was asked for a scorecard.`)).toBeVisible();
  await expect(
    recruiterPanel.getByRole('heading', { name: 'Not submitted yet (1)' }),
  ).toBeVisible();
  await expect(
    recruiterPanel.getByRole('button', { name: `Ask ${owner.name} for a scorecard` }),
  ).toBeVisible();
  await recruiterPanel
    .getByRole('heading', { name: 'Scores by criterion' })
    .scrollIntoViewIfNeeded();
  await shot(recruiterPage, 'scorecard-aggregate', testInfo);
  await recruiterPanel
    .getByRole('heading', { name: 'Not submitted yet (1)' })
    .scrollIntoViewIfNeeded();
  await shot(recruiterPage, 'scorecard-pending', testInfo);
  expect(await seriousViolations(recruiterPage)).toEqual([]);
  await recruiterPage.context().close();
  await owner.api.dispose();
});
