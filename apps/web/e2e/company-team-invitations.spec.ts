import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { registerViaApi, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { areaNavigation, isMobileProject } from './support/navigation';
import { screenshotForPeople } from './support/screenshots';
import { waitForMailLink } from './support/outbox';

const shot = (page: Page, name: string, testInfo: TestInfo) =>
  screenshotForPeople(page, {
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });

/** A fresh browser (no cookies) shaped like the project's: the invited person on their own device. */
async function freshPage(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
  });
  return context.newPage();
}

/** Opens the Team page from the company navigation: a tab on desktop, the More menu on a phone. */
async function openTeamFromNavigation(page: Page, testInfo: TestInfo) {
  if (isMobileProject(testInfo)) {
    await page.getByTestId('more-menu').click();
    await page.getByRole('menuitem', { name: 'Team' }).click();
  } else {
    await areaNavigation(page, 'Company', testInfo).getByRole('link', { name: 'Team' }).click();
  }
  await expect(page).toHaveURL(/\/company\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
}

/** Invites an address through the dialog and returns the link mailed to it (the inviter never sees it). */
async function invite(
  page: Page,
  email: string,
  role: 'Recruiter' | 'Interviewer',
  testInfo: TestInfo,
  screenshot = false,
) {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role }).click();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveText(role);
  if (screenshot) await shot(page, 'team-invite-dialog', testInfo);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We sent an invitation to ${email}`);
  await expect(dialog.getByRole('status')).toContainText('only for that address');
  await expect(dialog.getByText(/token=/)).toHaveCount(0);
  if (screenshot) await shot(page, 'team-invite-link', testInfo);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return waitForMailLink(email, '/invite');
}

/** The invited person opens the link in their own browser, creates their account and lands in the company area. */
async function accept(page: Page, link: string, name: string, organisation: string) {
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: `Join ${organisation} on Takeoff` }),
  ).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Repeat the password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: `Join ${organisation}` }).click();
  await expect(page).toHaveURL(/\/company\//);
  await expect(page.getByTestId('top-bar-user')).toHaveText(name);
  await expect(page.getByTestId('top-bar-org')).toContainText(organisation);
}

test('an owner invites a recruiter and an interviewer who join with the link, each in their own area; the removed interviewer is signed out', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const organisation = `Team Air ${tag}`;
  const owner = await registerViaApi(page, 'company', { name: organisation });
  const jobTitle = `Captain ${tag}`;
  const posted = await page.request.post('/api/jobs', {
    headers: { Origin: String(testInfo.project.use.baseURL) },
    data: { title: jobTitle, description: 'Fly the line.', location: 'Athens', skills: 'Flying' },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto('/company/dashboard');
  await openTeamFromNavigation(page, testInfo);
  const ownerRow = page.getByTestId('member-row').filter({ hasText: owner.email });
  await expect(ownerRow).toContainText('You');
  await expect(ownerRow).toContainText('Owner');

  const recruiterEmail = uniqueEmail('recruiter');
  const interviewerEmail = uniqueEmail('interviewer');
  const recruiterLink = await invite(page, recruiterEmail, 'Recruiter', testInfo, true);
  const firstInterviewerLink = await invite(page, interviewerEmail, 'Interviewer', testInfo);
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByTestId('invitation-row')).toHaveCount(2);

  // Resend: a new link replaces the first, which stops working.
  await pending
    .getByRole('button', { name: `Resend the invitation to ${interviewerEmail}` })
    .click();
  const resentRow = pending.getByTestId('invitation-row').filter({ hasText: interviewerEmail });
  await expect(resentRow.getByTestId('invitation-sent')).toBeVisible();
  const interviewerLink = await waitForMailLink(interviewerEmail, '/invite', firstInterviewerLink);
  expect(interviewerLink).not.toBe(firstInterviewerLink);
  await expect(pending.getByTestId('invitation-row')).toHaveCount(2);
  await expect(
    pending.getByTestId('invitation-row').filter({ hasText: recruiterEmail }),
  ).toContainText(`Invited by ${organisation}`);
  await shot(page, 'team-page', testInfo);

  // The recruiter joins and works with the owner's jobs.
  const recruiter = await freshPage(browser, testInfo);
  await recruiter.goto(recruiterLink);
  await expect(recruiter.getByTestId('invitation-summary')).toContainText(recruiterEmail);
  await expect(recruiter.getByTestId('invitation-summary')).toContainText('Recruiter');
  await shot(recruiter, 'accept-invitation', testInfo);
  await accept(recruiter, recruiterLink, `Rita Recruiter ${tag}`, organisation);
  await expect(recruiter).toHaveURL(/\/company\/dashboard$/);
  await recruiter.goto('/company/jobs');
  await expect(recruiter.getByText(jobTitle).first()).toBeVisible();

  // The interviewer joins with the resent link (the first one is dead): only the applications, and no request of theirs is refused.
  const interviewer = await freshPage(browser, testInfo);
  await interviewer.goto(firstInterviewerLink);
  await expect(interviewer.getByRole('heading', { name: 'Invitation not valid' })).toBeVisible();
  await expect(interviewer.getByRole('alert')).toContainText(
    'invalid, was already used or has expired',
  );
  const refused: string[] = [];
  interviewer.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  const interviewerName = `Ivo Interviewer ${tag}`;
  await accept(interviewer, interviewerLink, interviewerName, organisation);
  await expect(interviewer).toHaveURL(/\/company\/applications$/);
  await expect(
    interviewer.getByRole('heading', { level: 1, name: 'Job Applications' }),
  ).toBeVisible();
  // What an interviewer's area offers and refuses is src/app/layouts/interviewer-area.test.tsx; here, that it is theirs.
  await shot(interviewer, 'interviewer-applications', testInfo);
  await interviewer.goto('/account');
  await expect(interviewer.getByRole('heading', { level: 1 })).toBeVisible();
  await interviewer.goto('/company/applications');
  await expect(
    interviewer.getByRole('heading', { level: 1, name: 'Job Applications' }),
  ).toBeVisible();
  // Let late requests (the bell, the socket's first refresh) settle before judging.
  await interviewer.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // Scoring as a team is e2e/company-scorecards.spec.ts (an assigned interviewer scores, a recruiter reads the aggregate).

  // The owner removes the interviewer: their sessions end, their next request finds them signed out.
  await page.reload();
  const interviewerRow = page.getByTestId('member-row').filter({ hasText: interviewerName });
  await interviewerRow.getByRole('button', { name: `Remove ${interviewerName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${interviewerName}?` });
  await expect(confirm).toContainText('every session of theirs ends');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(interviewerRow).toHaveCount(0);
  await expect(page.getByTestId('member-row')).toHaveCount(2);

  await interviewer.reload();
  await expect(interviewer.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(interviewer).not.toHaveURL(/\/company\//);

  await recruiter.context().close();
  await interviewer.context().close();
});
