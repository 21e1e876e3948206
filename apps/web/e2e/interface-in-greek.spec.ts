import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newAccountInput, registerViaApi } from './support/accounts';
import { authDialog } from './support/auth-dialog';
import {
  catalogue,
  englishMatchers,
  englishOnScreen,
  recordApiData,
  sidewaysOverflow,
} from './support/catalogues';
import { candidateConsentDialog, companyConsentDialog } from './support/consent';
import { secondPage } from './support/interviews';

const el = (namespace: string, key: string) => {
  const text = catalogue(namespace, 'el')[key];
  if (!text) throw new Error(`No Greek text ${namespace}:${key}`);
  return text;
};
const en = (namespace: string, key: string) => catalogue(namespace, 'en')[key]!;
const matchers = englishMatchers();
/** Per page: what the API answered it (people's data, which the check leaves alone). */
const apiData = new WeakMap<Page, Set<string>>();
const watch = (page: Page) => {
  apiData.set(page, recordApiData(page));
  return page;
};

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
async function post(page: Page, url: string, data: unknown = {}) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post(url, { data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as { id: number } | null;
}

/**
 * The page is in Greek: `<html lang="el">`, no string of the English catalogue on screen once the page has
 * loaded, and nothing scrolls sideways (at 375 px in the mobile project, at 1280 px in the desktop one).
 */
async function expectGreekPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(
    page.locator('main, [role="main"]').first().getByRole('heading').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect
    .poll(() => englishOnScreen(page, matchers, apiData.get(page)), {
      message: `English on ${path}`,
    })
    .toEqual([]);
  expect(
    await sidewaysOverflow(page),
    `${path} scrolls sideways at ${page.viewportSize()?.width} px`,
  ).toEqual([]);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectGreekPage(page, path);
}

async function chooseGreek(page: Page) {
  await page.getByTestId('language-switcher').selectOption('el');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
}

async function registerInGreek(page: Page, role: 'candidate' | 'company') {
  const input = newAccountInput(role);
  await page
    .getByRole('button', {
      name: el('landing', role === 'company' ? 'hero.company' : 'hero.candidate'),
    })
    .click();
  const form = authDialog(page).getByRole('form', { name: el('auth', 'dialog.register') });
  // A company names its organisation, then the person signing up.
  if (role === 'company') {
    await form.getByLabel(el('auth', 'field.companyName')).fill(`Αερογραμμές ${input.name}`);
    await form.getByLabel(el('auth', 'field.yourName')).fill(input.name);
  } else await form.getByLabel(el('auth', 'field.fullName')).fill(input.name);
  await form.getByLabel(el('auth', 'field.email'), { exact: true }).fill(input.email);
  await form.getByLabel(el('auth', 'field.password'), { exact: true }).fill(input.password);
  await form.getByRole('button', { name: el('auth', 'dialog.register') }).click();
  return input;
}

const COMPANY_PAGES = [
  '/company/dashboard',
  '/company/jobs',
  '/company/candidates',
  '/company/interviews',
  '/company/applications',
  '/company/promo',
  '/top-talents',
  '/company/team',
  '/mobile-interviews',
  '/account',
];
const CANDIDATE_PAGES = [
  '/candidate/dashboard',
  '/candidate/jobs',
  '/candidate/pitch',
  '/candidate/live-rooms',
  '/candidate/companies',
  '/candidate/project-management',
  '/candidate/courses',
  '/candidate/messages',
  '/candidate/applications',
  '/account',
];
/** The legal pages, in Greek too. */
const LEGAL_PAGES = ['/terms', '/privacy', '/company-terms', '/company-privacy'];

/**
 * On a desktop this journey walks every area page with data on it (a flight, an application, a pitch, an interview);
 * on a phone the walk below does it with new accounts.
 */
test('the whole product in Greek: a candidate and a company register, walk their pages, and the choice follows the account', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const tag = randomUUID().slice(0, 6);

  // A visitor chooses Greek on the landing page.
  watch(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseGreek(page);
  await expectGreekPage(page, '/');

  // A candidate registers in Greek and consents in Greek.
  const candidate = await registerInGreek(page, 'candidate');
  const consent = candidateConsentDialog(page);
  await expect(consent).toBeVisible();
  await consent.getByRole('checkbox').click();
  await consent.getByRole('button', { name: el('consent', 'candidate.accept') }).click();
  await expect(consent).toBeHidden();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expectGreekPage(page, '/candidate/dashboard');
  expect(
    ((await (await page.request.get('/api/auth/me')).json()) as { locale: string }).locale,
  ).toBe('el');

  // Something on each page: a company's flight the candidate applied to, a pitch, an interview.
  const company = await secondPage(browser, testInfo);
  await registerViaApi(company, 'company', { name: `Ελληνική Αεροπορία ${tag}` });
  const job = (await post(company, '/api/jobs', {
    title: `Πιλότος ${tag}`,
    description: 'Πτήσεις.',
    location: 'Αθήνα',
    skills: 'Πτήση',
  }))!;
  await post(page, '/api/candidate-pitches', {
    title: 'Πιλότος',
    skills: ['Πτήση'],
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
  });
  await post(page, '/api/applications', { jobId: job.id });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  await post(company, '/api/interviews', {
    candidateId: me.id,
    jobId: job.id,
    scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });

  for (const path of CANDIDATE_PAGES) await visit(page, path);

  // Signed out, this browser forgets the choice; signing in brings it back from the account.
  await post(page, '/api/auth/logout');
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: en('public', 'topBar.signIn') }).click();
  const login = authDialog(page).getByRole('form', { name: en('auth', 'dialog.login') });
  await login.getByLabel(en('auth', 'field.email'), { exact: true }).fill(candidate.email);
  await login.getByLabel(en('auth', 'field.password'), { exact: true }).fill(candidate.password);
  await login.getByRole('button', { name: en('auth', 'dialog.login') }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/);
  await expectGreekPage(page, '/candidate/dashboard (signed in again)');

  // A company registers in Greek, accepts the terms in Greek and walks its pipeline with the candidate on it.
  const hiring = watch(await secondPage(browser, testInfo));
  await hiring.goto('/');
  await chooseGreek(hiring);
  await registerInGreek(hiring, 'company');
  const terms = companyConsentDialog(hiring);
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').click();
  await terms.getByRole('button', { name: el('consent', 'company.accept') }).click();
  await expect(terms).toBeHidden();
  await expect(hiring).toHaveURL(/\/company\/dashboard$/);
  await expectGreekPage(hiring, '/company/dashboard');
  const flight = (await post(hiring, '/api/jobs', {
    title: `Συγκυβερνήτης ${tag}`,
    description: 'Πτήσεις.',
    location: 'Θεσσαλονίκη',
    skills: 'Πτήση',
  }))!;
  await post(page, '/api/applications', { jobId: flight.id });
  await visit(hiring, '/company/applications');
  await expect(hiring.getByText(`Συγκυβερνήτης ${tag}`).first()).toBeVisible();
  // The dashboard and the applications were seen above.
  const seen = ['/company/dashboard', '/company/applications'];
  for (const path of [...COMPANY_PAGES.filter((path) => !seen.includes(path)), ...LEGAL_PAGES])
    await visit(hiring, path);
});

test(
  'every area page is in Greek and nothing scrolls sideways on a phone',
  { tag: '@phone-only' },
  async ({ page }) => {
    test.slow();
    watch(page);
    await page.addInitScript(() => window.localStorage.setItem('takeoff.locale', 'el'));
    await registerViaApi(page, 'company');
    for (const path of [...COMPANY_PAGES, ...LEGAL_PAGES]) await visit(page, path);
    await page.context().clearCookies();
    await registerViaApi(page, 'candidate');
    for (const path of CANDIDATE_PAGES) await visit(page, path);
  },
);
