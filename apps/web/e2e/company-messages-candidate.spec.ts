import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test('a company opens the pitches, messages a candidate, and the candidate reads and replies', async ({
  browser,
  page,
}, testInfo) => {
  // The candidate, in their own browser context, publishes a pitch through the API.
  const candidateContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const candidatePage = await candidateContext.newPage();
  const candidate = await registerViaApi(candidatePage, 'candidate');
  const title = `Data Engineer ${candidate.id}`;
  const created = await candidatePage.request.post('/api/candidate-pitches', {
    data: {
      title,
      skills: ['Spark', 'SQL'],
      youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    },
    // A cookie-authenticated write must name our origin (CSRF check), as the browser would.
    headers: { Origin: String(testInfo.project.use.baseURL) },
  });
  expect(created.status()).toBe(201);
  const label = `Candidate #${String(candidate.id).padStart(6, '0')}`;

  await registerViaApi(page, 'company');
  await page.goto('/company/candidates');
  const card = page.getByTestId('pitch-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(label)).toBeVisible();
  await expect(page.getByText(candidate.name)).toHaveCount(0);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/company-pitches-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await card.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a Message' });
  await dialog.getByLabel('Subject').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await dialog.getByLabel('Subject').fill('Loved your pitch');
  await dialog.getByLabel('Message').fill('Would you like to talk about our data team?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent to the candidate.')).toBeVisible();

  const unread = async () =>
    (
      (await (await candidatePage.request.get('/api/messages/unread-count')).json()) as {
        count: number;
      }
    ).count;
  expect(await unread()).toBe(1);
  await candidatePage.goto('/candidate/messages');
  await expect(candidatePage.getByRole('button', { name: /E2E Flight Co/ })).toBeVisible();
  const thread = candidatePage.getByTestId('thread-messages');
  await expect(thread.getByText('Would you like to talk about our data team?')).toBeVisible();
  // Opening the conversation marks it read.
  await expect.poll(unread).toBe(0);
  await candidatePage.getByLabel('Reply', { exact: true }).fill('Yes, I would love to!');
  await candidatePage.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread.getByText('Yes, I would love to!')).toBeVisible();
  await screenshotForPeople(candidatePage, {
    path: `e2e/screenshots/candidate-inbox-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await page.goto('/company/candidates?tab=messages');
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await expect(
    page.getByTestId('thread-messages').getByText('Yes, I would love to!'),
  ).toBeVisible();
  // An open thread shows a new reply without a reload: the push makes it ask again.
  await candidatePage.getByLabel('Reply', { exact: true }).fill('Tuesday works for me.');
  await candidatePage.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(
    page.getByTestId('thread-messages').getByText('Tuesday works for me.'),
  ).toBeVisible();
  await candidateContext.close();
});
