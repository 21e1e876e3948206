import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccountInput, registerViaApi } from './support/accounts';
import { authDialog, fillRegisterForm } from './support/auth-dialog';
import { screenshotForPeople } from './support/screenshots';
import { acceptCandidateConsent } from './support/consent';

/** A company posts a flight through the API (cookie session, with the Origin the CSRF check wants). */
async function postFlight(browser: Browser, origin: string, job: Record<string, unknown>) {
  const company = await browser.newPage();
  await registerViaApi(company, 'company', { name: `Public Air ${randomUUID().slice(0, 6)}` });
  const response = await company.request.post('/api/jobs', {
    data: {
      description: 'Fly the night line.',
      location: 'Athens',
      salary: '€60k–€75k',
      skills: 'Navigation, Radio',
      ...job,
    },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: number; flightNumber: string; companyName: string };
  await company.close();
  return body;
}

const shoot = async (page: Page, name: string, project: string) =>
  screenshotForPeople(page, { path: `e2e/screenshots/${name}-${project}.png`, fullPage: true });

test('an anonymous visitor sees a flight page without JavaScript too, follows its Apply link to register, makes a pitch and lands back on it to apply', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const title = `Night Pilot ${randomUUID().slice(0, 6)}`;
  const flight = await postFlight(browser, origin, { title });

  // Without JavaScript the server's HTML carries the flight.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
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

  // With JavaScript an anonymous reader gets the server's page and none of the SPA's scripts until they interact;
  // its Apply is a real link that asks to apply, and the SPA then opens the sign-up.
  const scripts: string[] = [];
  page.on(
    'request',
    (request) =>
      void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
  );
  await page.goto(`/flights/${flight.flightNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const apply = page.getByRole('link', { name: 'Apply for this flight' });
  await expect(apply).toHaveAttribute('href', `/flights/${flight.flightNumber}?apply=1`);
  await page.waitForLoadState('load');
  expect(scripts.filter((path) => path.startsWith('/assets/'))).toEqual([]);
  await shoot(page, 'public-flight', testInfo.project.name);
  await apply.click();
  await expect(authDialog(page)).toBeVisible();
  const account = newAccountInput('candidate');
  const form = await fillRegisterForm(page, account);
  await expect(form.getByRole('radio', { name: /Candidate/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(new RegExp(`/flights/${flight.flightNumber}\\?apply=1$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Applying takes a pitch: the page says so where Apply would be, and the pitch page brings them back here.
  await page.getByRole('link', { name: 'Create your video pitch' }).click();
  await expect(page).toHaveURL(/\/candidate\/pitch$/);
  await acceptCandidateConsent(page);
  await page.getByRole('tab', { name: 'YouTube link' }).click();
  const pitchForm = page.getByRole('form', { name: 'Pitch' });
  await pitchForm.getByLabel('Professional Title').fill('Pilot');
  await pitchForm.getByLabel('Key Skills (comma separated)').fill('Flying');
  await pitchForm.getByLabel('YouTube Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await pitchForm.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/${flight.flightNumber}\\?apply=1$`));
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeFocused();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeVisible();
  const applications = (await (await page.request.get('/api/applications')).json()) as {
    items: { jobId: number }[];
  };
  expect(applications.items.map((a) => a.jobId)).toContain(flight.id);
});

test('a hostile flight title runs no script on the public page, with or without the SPA', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const hostile = `</script><script>window.__pwned=1;alert(1)</script> "q" <!-- \u2028 ${randomUUID().slice(0, 4)}`;
  // A title is a single line (U+2028 is refused at input); the description keeps it.
  const title = hostile.replace('\u2028', '');
  const flight = await postFlight(browser, origin, {
    title,
    description: `${hostile}\n<img src=x onerror="window.__pwned=2">`,
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/flights/${flight.flightNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '</script><script>window.__pwned=1;alert(1)</script>',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  // The visitor moves the pointer: the SPA takes over and renders the same title as text.
  await page.mouse.move(20, 20);
  await expect(page.getByRole('button', { name: 'Apply for this flight' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '</script><script>window.__pwned=1;alert(1)</script>',
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect((JSON.parse(jsonLd!) as { title: string }).title).toBe(title.trim());
  expect(await page.title()).toContain('</script>');
  expect(dialogs).toEqual([]);
});

test('a visitor follows a flight’s company link to its careers page inside the SPA, sees the open flights and opens one; the company shares the link from its profile', async ({
  browser,
  page,
}, testInfo) => {
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const companyContext = await browser.newContext({ viewport: page.viewportSize() });
  await companyContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const companyPage = await companyContext.newPage();
  const name = `Careers Air ${randomUUID().slice(0, 6)}`;
  await registerViaApi(companyPage, 'company', { name });
  const post = async (title: string, location: string) => {
    const response = await companyPage.request.post('/api/jobs', {
      data: { title, description: 'Fly the night line.', location, skills: 'Navigation' },
      headers: { Origin: origin },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { flightNumber: string };
  };
  const first = await post('Night Pilot', 'Athens');
  const second = await post('Day Navigator', 'Remote (EU)');

  await page.goto(`/flights/${first.flightNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Night Pilot' })).toBeVisible();
  // The SPA takes over at the visitor's first interaction (Apply becomes its button); from then on a mark on
  // window survives only client-side navigation.
  await expect(page.getByRole('link', { name: 'Apply for this flight' })).toBeVisible();
  await page.keyboard.press('Shift');
  await expect(page.getByRole('button', { name: 'Apply for this flight' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __spa?: boolean }).__spa = true));
  await page.getByRole('link', { name }).first().click();

  await expect(page).toHaveURL(/\/careers\/careers-air-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const board = page.getByRole('region', { name: `Open flights at ${name}` });
  await expect(board.getByRole('link', { name: 'Night Pilot' })).toBeVisible();
  await expect(board.getByRole('link', { name: 'Day Navigator' })).toBeVisible();
  await expect(board.getByText(second.flightNumber)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
  await expect(page).toHaveTitle(`Careers at ${name} · Takeoff`);
  await shoot(page, 'public-careers-spa', testInfo.project.name);
  const careersPath = new URL(page.url()).pathname;

  await board.getByRole('link', { name: 'Day Navigator' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/${second.flightNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Day Navigator' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);

  // The company's profile page shows the careers page's address and copies it.
  await companyPage.goto('/company/promo');
  const link = companyPage.getByTestId('careers-link');
  await expect(
    link.getByRole('link', { name: new RegExp(`${origin}${careersPath}`) }),
  ).toBeVisible();
  await screenshotForPeople(link, {
    path: `e2e/screenshots/company-careers-link-${testInfo.project.name}.png`,
  });
  await link.getByRole('button', { name: 'Copy Link' }).click();
  await expect(companyPage.getByText('Careers page link copied')).toBeVisible();
  expect(await companyPage.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}${careersPath}`,
  );
  await companyContext.close();
});

test(
  'a Greek browser sees a flight page in Greek from the first paint, and Apply turns busy at once and opens the sign-up',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    const origin = new URL(testInfo.project.use.baseURL!).origin;
    const title = `Greek Pilot ${randomUUID().slice(0, 6)}`;
    const flight = await postFlight(browser, origin, { title, type: 'part-time' });
    const greek = await browser.newContext({
      locale: 'el-GR',
      viewport: page.viewportSize(),
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const reader = await greek.newPage();
    const response = await reader.goto(`/flights/${flight.flightNumber}`);
    // The server's own HTML is Greek: nothing English to flip from.
    const served = (await response!.text()) ?? '';
    expect(served).toContain('<html lang="el"');
    expect(served).toContain('Αίτηση για αυτή την πτήση');
    expect(served).not.toContain('Apply for this flight');
    await expect(reader.getByText('Μερική απασχόληση')).toBeVisible();
    await shoot(reader, 'public-flight-greek', testInfo.project.name);

    const apply = reader.getByRole('link', { name: 'Αίτηση για αυτή την πτήση' });
    await apply.click();
    // Busy before anything has loaded (or the SPA has already replaced it with its own page, dialog and all).
    await expect(
      reader.locator('a[data-apply][aria-busy="true"]').or(reader.getByRole('dialog')),
    ).toBeVisible();
    await expect(reader).toHaveURL(new RegExp(`/flights/${flight.flightNumber}\\?apply=1$`));
    const dialog = authDialog(reader);
    await expect(dialog).toBeVisible();
    await expect(reader.locator('html')).toHaveAttribute('lang', 'el');
    await shoot(reader, 'public-flight-greek-apply', testInfo.project.name);
    await greek.close();
  },
);
