import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { secondPage } from './support/interviews';
import { signInViaApi } from './support/jobs';
import { isMobileProject } from './support/navigation';
import { waitForMailLink } from './support/outbox';
import { screenshotForPeople } from './support/screenshots';

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await screenshotForPeople(page, {
    path: `e2e/screenshots/${name}-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
    fullPage: true,
  });
}

/** Whether a browser is still signed in (the session endpoint answers a visitor with `user: null`). */
async function isSignedIn(page: Page) {
  const body = (await (await page.request.get('/api/auth/session')).json()) as { user: unknown };
  return body.user !== null;
}

test('a candidate changes the password, which signs the other devices out, and revokes a session', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const account = await registerViaApi(page, 'candidate');
  const laptop = await secondPage(browser, testInfo);
  await signInViaApi(laptop, account);
  const tablet = await secondPage(browser, testInfo);
  await signInViaApi(tablet, account);

  await page.goto('/account');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  // Candidates get no weekly digest, so it is not offered.
  const notifications = page.getByRole('list', { name: 'Emails we send you' });
  await expect(notifications.getByRole('switch')).toHaveCount(3);
  await expect(notifications.getByRole('switch', { name: 'Weekly digest' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'account-security');

  await sessions
    .getByRole('button', { name: /^Revoke / })
    .first()
    .click();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(async () => (await isSignedIn(laptop)) && (await isSignedIn(tablet)))
    .toBe(false);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('a-fresh-passphrase');
  await form.getByLabel('Repeat the new password').fill('a-fresh-passphrase');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-change-password-error');
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in; the other one was signed out with the change.
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect(await isSignedIn(page)).toBe(true);
  expect((await isSignedIn(laptop)) || (await isSignedIn(tablet))).toBe(false);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: 'a-fresh-passphrase' },
  });
  expect(login.status()).toBe(200);
  await laptop.context().close();
  await tablet.context().close();
});

test('a company changes its address through the link mailed to the new one, and chooses its emails', async ({
  page,
}, testInfo) => {
  const account = await registerViaApi(page, 'company');
  await page.goto('/account');

  const notifications = page.getByRole('list', { name: 'Emails we send you' });
  await expect(notifications.getByRole('switch')).toHaveCount(4);
  const messages = notifications.getByRole('switch', { name: 'Messages' });
  await expect(messages).toBeChecked();
  await messages.click();
  await expect(messages).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Weekly digest' })).toBeVisible();

  const newEmail = uniqueEmail('moved');
  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}` }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'account-change-email-sent');

  const link = await waitForMailLink(newEmail, '/confirm-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'confirm-email-done');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('form', { name: 'Change email' }).locator('..').locator('..'),
  ).toContainText(`You sign in with ${newEmail}`);
  // The switch kept its place across the visit.
  await expect(
    page
      .getByRole('list', { name: 'Emails we send you' })
      .getByRole('switch', { name: 'Messages' }),
  ).not.toBeChecked();
});

test('a company turns off application emails from the link in one', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = randomUUID().slice(0, 6);
  const company = await registerViaApi(page, 'company', { name: `Mailbox Air ${tag}` });
  const post = async (target: Page, url: string, data: unknown) => {
    const response = await target.request.post(url, { data, headers: { Origin: origin } });
    expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: number };
  };
  const job = await post(page, '/api/jobs', {
    title: `Pilot ${tag}`,
    description: 'Fly well.',
    location: 'Athens',
    skills: 'Flying',
  });
  const candidate = await secondPage(browser, testInfo);
  await registerViaApi(candidate, 'candidate');
  await post(candidate, '/api/candidate-pitches', {
    title: 'Pilot',
    skills: ['Flying'],
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  await post(candidate, '/api/applications', { jobId: job.id });
  await candidate.context().close();

  const link = await waitForMailLink(company.email, '/unsubscribe');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Applications', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'unsubscribe');
  await page.getByRole('button', { name: 'Turn off these emails' }).click();
  await expect(page.getByRole('heading', { name: 'Emails turned off' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'unsubscribe-done');
  await page.getByRole('link', { name: 'Manage all email settings' }).click();
  const notifications = page.getByRole('list', { name: 'Emails we send you' });
  await expect(notifications.getByRole('switch', { name: 'Applications' })).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Interviews' })).toBeChecked();
});
