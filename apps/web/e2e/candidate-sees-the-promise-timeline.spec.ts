import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { registerViaApi } from './support/accounts';
import { signInAdminApi } from './support/ratings-api';

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
const post = async (page: Page, origin: string, url: string, data: unknown = {}) => {
  const response = await page.request.post(url, { data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as { id: number } | null;
};

/** The plain-text part of the newest mail to `address` in the outbox, or null. */
async function newestMailText(address: string): Promise<string | null> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  for (const file of files.sort().reverse()) {
    const raw = await readFile(join(dir, file));
    if (!raw.includes(address)) continue;
    return (await simpleParser(raw)).text ?? '';
  }
  return null;
}

/**
 * Moves an application's promise clock 15 days back (run out an hour ago) in the server's PostgreSQL. No product
 * route backdates an application, and none should: this is the one step the journey takes outside the product.
 */
function runOut(applicationId: number) {
  const sql = `
    update application_promises set applied_at = now() - interval '15 days', due_at = now() - interval '1 hour'
     where application_id = ${applicationId};
    update applications set applied_at = now() - interval '15 days' where id = ${applicationId};`;
  execFileSync('psql', [process.env.E2E_DATABASE_URL!, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    stdio: 'pipe',
  });
}

/** The promise clock runs now, as an admin asks for it in the back office (Background Jobs, Run now). */
async function runThePromiseClock(baseURL: string) {
  const admin = await signInAdminApi(baseURL);
  const run = await admin.post('/api/admin/scheduled-jobs/response-promise-clock/run');
  expect(run.status(), await run.text()).toBe(202);
  await admin.dispose();
}

// Issue #41, in English and, from the company's first view on, in Greek. The exactly-once rule of the automatic
// closure is proved in the API's response-promise.test.ts with a controlled clock; the English stage and answer lines
// in candidate-applications.test.tsx; the overruled score in Greek by the phone run of
// member-overrules-a-score-and-candidate-gets-a-review.spec.ts.
test('a candidate sees the timeline move as the company views and rejects kindly, in English then Greek', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = randomUUID().slice(0, 6);
  const company = await browser.newPage({ viewport: page.viewportSize() });
  await registerViaApi(company, 'company', { name: `Promise Air ${tag}` });
  const job = (await post(company, origin, '/api/jobs', {
    title: `Pilot ${tag}`,
    description: 'Fly well.',
    location: 'Athens',
    skills: 'Flying',
  }))!;

  const candidate = await registerViaApi(page, 'candidate', { name: `Nora ${tag}` });
  await post(page, origin, '/api/candidate-pitches', {
    title: 'Pilot',
    skills: ['Flying'],
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const application = (await post(page, origin, '/api/applications', { jobId: job.id }))!;

  await page.goto('/candidate/applications');
  const item = page.getByTestId('my-application').filter({ hasText: `Pilot ${tag}` });
  const timeline = item.getByTestId('application-timeline');
  await expect(timeline).toContainText('The company promised a first answer: 14 days left');
  await expect(timeline.locator('li')).toHaveText([/^Applied/]);

  // A member opens the application from its notification link: the candidate sees it was viewed.
  await company.goto(`/company/applications?application=${application.id}`);
  // The link opens the application's scorecards; closed, the card is on the board.
  await expect(company.getByRole('dialog', { name: `Scorecards: Nora ${tag}` })).toBeVisible();
  await company.keyboard.press('Escape');
  await expect(company.getByRole('dialog')).toHaveCount(0);
  const card = company.getByRole('listitem', { name: new RegExp(`Nora ${tag}`) });
  await expect(card).toBeVisible();
  await page.reload();
  await expect(timeline.locator('li')).toHaveText([/^Applied/, /^First viewed by the company/]);

  // The candidate reads Greek from here on, chosen as a user does (the top bar's switcher saves it on the account):
  // the timeline speaks Greek at once, and the company's answer comes in Greek.
  await page.getByTestId('language-switcher').selectOption('el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(timeline).toContainText(
    'Η εταιρεία δεσμεύτηκε για πρώτη απάντηση: απομένουν 14 ημέρες',
  );
  await expect(timeline.locator('li')).toHaveText([
    /^Υποβλήθηκε/,
    /^Η εταιρεία την είδε για πρώτη φορά/,
  ]);

  await card.getByRole('button', { name: `Reject Nora ${tag}` }).click();
  const dialog = company.getByRole('dialog');
  await expect(dialog.getByTestId('closing-text')).toContainText(
    `Thank you for applying to Pilot ${tag} at Promise Air ${tag}.`,
  );
  await dialog.getByLabel('Personal feedback (optional)').fill('Your pitch was clear.');
  await dialog.getByRole('button', { name: 'Reject and send' }).click();
  await expect(company.getByText('Application rejected, the candidate was told')).toBeVisible();

  await page.reload();
  await expect(timeline.locator('li')).toHaveText([
    /^Υποβλήθηκε/,
    /^Η εταιρεία την είδε για πρώτη φορά/,
    /^Μετακινήθηκε σε: Απορρίφθηκε/,
  ]);
  await expect(timeline).toContainText('Η εταιρεία απάντησε μέσα στη δέσμευσή της για 14 ημέρες');
  // The kind text in the candidate's language (the company's member wrote in English), with the member's note.
  await expect
    .poll(() => newestMailText(candidate.email), { timeout: 30_000 })
    .toContain('Your pitch was clear.');
  expect(await newestMailText(candidate.email)).toContain(
    `Σας ευχαριστούμε για την αίτησή σας για τη θέση Pilot ${tag} στην Promise Air ${tag}.`,
  );
});

test('an application nobody answers runs out: the candidate gets the kind message in the app and by mail', async ({
  browser,
  page,
}, testInfo) => {
  // It backdates the application in the server's database, so it needs the server on PostgreSQL (the embedded one
  // is the server process's alone): said in one line.
  if (!process.env.E2E_DATABASE_URL)
    throw new Error(
      'This journey needs the e2e server on PostgreSQL: set E2E_DATABASE_URL=postgres://… (psql on PATH), as .ci/run does.',
    );
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const tag = randomUUID().slice(0, 6);
  const company = await browser.newPage();
  await registerViaApi(company, 'company', { name: `Silent Air ${tag}` });
  const job = (await post(company, origin, '/api/jobs', {
    title: `Dispatcher ${tag}`,
    description: 'Plan well.',
    location: 'Athens',
    skills: 'Planning',
  }))!;
  await company.close();

  const candidate = await registerViaApi(page, 'candidate', { name: `Ida ${tag}` });
  await post(page, origin, '/api/candidate-pitches', {
    title: 'Dispatcher',
    skills: ['Planning'],
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const application = (await post(page, origin, '/api/applications', { jobId: job.id }))!;
  runOut(application.id);
  await runThePromiseClock(origin);

  const kind = `Thank you for applying to Dispatcher ${tag} at Silent Air ${tag}.`;
  await expect.poll(() => newestMailText(candidate.email), { timeout: 30_000 }).toContain(kind);
  await page.goto('/candidate/applications');
  const item = page.getByTestId('my-application').filter({ hasText: `Dispatcher ${tag}` });
  await expect(item.getByTestId('application-timeline').locator('li')).toHaveText([
    /^Applied/,
    /^Closed: no answer in time/,
  ]);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const note = page
    .getByRole('list', { name: 'Notification list' })
    .getByTestId('notification-item')
    .filter({ hasText: `Your application for Dispatcher ${tag}` });
  await expect(note).toContainText(kind);
});
