import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccountInput, registerViaApi } from './support/accounts';
import { authDialog, fillRegisterForm } from './support/auth-dialog';

/** A company posts a flight through the API (cookie session, with the Origin the CSRF check wants). */
async function postFlight(browser: Browser, origin: string, job: Record<string, unknown>) {
  const company = await browser.newPage();
  await registerViaApi(company, 'company', { name: `Public Air ${randomUUID().slice(0, 6)}` });
  const response = await company.request.post('/api/jobs', {
    data: { description: 'Fly the night line.', location: 'Athens', salary: '€60k–€75k', skills: 'Navigation, Radio', ...job },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number; flightNumber: string; companyName: string };
  await company.close();
  return body;
}

const shoot = async (page: Page, name: string, project: string) => page.screenshot({ path: `e2e/screenshots/${name}-${project}.png`, fullPage: true });

test('an anonymous visitor sees a flight page without JavaScript too, applies after registering and lands back on it', async ({ browser, page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const title = `Night Pilot ${randomUUID().slice(0, 6)}`;
  const flight = await postFlight(browser, origin, { title });

  // Without JavaScript the server's HTML carries the flight.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await noScript.newPage();
  const response = await plain.goto(`/flights/${flight.flightNumber}`);
  expect(response?.status()).toBe(200);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plain.getByRole('link', { name: flight.companyName }).first()).toBeVisible();
  await shoot(plain, 'public-flight-no-js', testInfo.project.name);
  await plain.getByRole('link', { name: flight.companyName }).first().click();
  await expect(plain.getByRole('heading', { level: 1, name: flight.companyName })).toBeVisible();
  await expect(plain.getByRole('link', { name: title })).toBeVisible();
  await shoot(plain, 'public-careers', testInfo.project.name);
  await noScript.close();

  // With JavaScript the SPA takes over the same page.
  await page.goto(`/flights/${flight.flightNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for this flight' })).toBeVisible();
  await shoot(page, 'public-flight', testInfo.project.name);
  await page.getByRole('button', { name: 'Apply for this flight' }).click();
  await expect(authDialog(page)).toBeVisible();
  const account = newAccountInput('candidate');
  const form = await fillRegisterForm(page, account);
  await expect(form.getByRole('radio', { name: /Candidate/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(new RegExp(`/flights/${flight.flightNumber}\\?apply=1$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Applying takes a pitch (the server says so otherwise); the candidate records one, then applies from here.
  const pitch = await page.request.post('/api/candidate-pitches', {
    data: { title: 'Pilot', skills: ['Flying'], youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' },
    headers: { Origin: origin },
  });
  expect(pitch.status(), await pitch.text()).toBe(201);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeVisible();
  const applications = (await (await page.request.get('/api/applications')).json()) as { items: { jobId: number }[] };
  expect(applications.items.map((a) => a.jobId)).toContain(flight.id);
});

test('a hostile flight title runs no script on the public page, with or without the SPA', async ({ browser, page }, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const hostile = `</script><script>window.__pwned=1;alert(1)</script> "q" <!-- \u2028 ${randomUUID().slice(0, 4)}`;
  const flight = await postFlight(browser, origin, { title: hostile, description: `${hostile}\n<img src=x onerror="window.__pwned=2">` });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/flights/${flight.flightNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('</script><script>window.__pwned=1;alert(1)</script>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect((JSON.parse(jsonLd!) as { title: string }).title).toBe(hostile.trim());
  expect(await page.title()).toContain('</script>');
  expect(dialogs).toEqual([]);
});
