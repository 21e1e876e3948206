import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readRoutePages } from '../bench/route-modules';
import { registerViaApi } from './support/accounts';
import { keyboardGaps, seriousViolations } from './support/accessibility';
import { submitAdminPassword } from './support/admin';
import { authDialog, openDialogForRole } from './support/auth-dialog';
import {
  acceptCandidateConsent,
  acceptCompanyTerms,
  candidateConsentDialog,
  companyConsentDialog,
} from './support/consent';
import { DEMO_COMPANIES, signInAs } from './support/interviews';

/**
 * Every page of the route table (src/app/router.tsx) as the role that may see it, in the desktop and
 * the mobile project (the back office in the desktop one): no serious or critical axe violation, every control in the tab order, nothing
 * clickable that a keyboard cannot reach. The area pages are seen with the demo accounts' data (cards,
 * boards and lists, not only empty states). Pages are grouped so one sign-in serves several; soft
 * assertions report every page of a group in one run.
 */

/** `search`: a query the page is opened with (the token of a mailed link); `path` alone names the route. */
type PageCheck = {
  path: string;
  search?: string;
  heading: string | RegExp;
  ready?: (page: Page) => Locator;
};

/** The page has its heading and its data: no spinner, no skeleton left. */
async function settled(page: Page, check: Pick<PageCheck, 'heading' | 'ready'>) {
  await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
  if (check.ready) await expect(check.ready(page).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0);
  // Parts that load after the page (the guide, the More menu, the bell) replace their Suspense fallbacks, and a
  // prerendered page's controls turn on once React has attached: the Tab walk needs the page it will walk.
  await expect(page.locator('[data-slot=lazy-fallback]')).toHaveCount(0);
  await expect(page.getByTestId('language-switcher').and(page.locator(':disabled'))).toHaveCount(0);
  // A toast fading in or out (the admin's sign-in toast) is drawn between its colours and the page's: axe judged its
  // title's contrast mid-fade once. Shown (1) or hidden (0), never in between, when the page is scanned.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) =>
          ['0', '1'].includes(getComputedStyle(toast).opacity),
        ),
      ),
    )
    .toBe(true);
}

async function expectAccessible(page: Page, where: string) {
  expect.soft(await seriousViolations(page), `axe: ${where}`).toEqual([]);
  // WCAG 1.4.10 (reflow): nothing wider than the screen. A phone widens its layout viewport to fit such content.
  const width = await page.evaluate(() =>
    Math.max(document.documentElement.scrollWidth, window.innerWidth),
  );
  expect
    .soft(width, `wider than the viewport: ${where}`)
    .toBeLessThanOrEqual(page.viewportSize()!.width);
  const gaps = await keyboardGaps(page);
  expect.soft(gaps.outOfTabOrder, `controls Tab skips: ${where}`).toEqual([]);
  expect.soft(gaps.notFocusable, `clickable but not focusable: ${where}`).toEqual([]);
  expect.soft(gaps.strayFocus, `Tab stops outside the controls: ${where}`).toEqual([]);
}

async function checkPages(page: Page, checks: PageCheck[]) {
  for (const check of checks) {
    await test.step(check.path, async () => {
      await page.goto(`${check.path}${check.search ?? ''}`);
      await settled(page, check);
      await expectAccessible(page, check.path);
    });
  }
}

/**
 * A server-rendered public page as an anonymous visitor gets it: axe on the server's markup, then the first
 * interaction (the SPA takes over only then) and every check on the SPA's page, once `ready` shows it is there.
 */
async function checkServerPageThenSpa(page: Page, check: PageCheck) {
  await test.step(check.path, async () => {
    await page.goto(check.path);
    await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
    expect.soft(await seriousViolations(page), `axe, server page: ${check.path}`).toEqual([]);
    await page.mouse.move(1, 1);
    await settled(page, check);
    await expectAccessible(page, check.path);
  });
}

/** A demo candidate with a pitch, interviews and notifications (the API's demo seed). */
const DEMO_CANDIDATE = 'ava@takeoff.demo';

const MEMBER_PAGES: PageCheck[] = [
  { path: '/top-talents', heading: 'Top Talent of the Week' },
  { path: '/mobile-interviews', heading: 'Mobile Interview Rooms' },
  { path: '/account', heading: 'Account settings' },
  { path: '/notifications', heading: 'Notifications' },
];
/** A company sees the same pages, the ranking with a star rating on every row (the demo seed publishes the week). */
const COMPANY_MEMBER_PAGES: PageCheck[] = MEMBER_PAGES.map((check) =>
  check.path === '/top-talents'
    ? { ...check, ready: (page) => page.getByRole('group', { name: 'Rate this candidate' }) }
    : check,
);
const LEGAL_AND_MISSING_PAGES: PageCheck[] = [
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/company-terms', heading: 'Company Terms of Service' },
  { path: '/company-privacy', heading: 'Company Privacy Policy' },
  { path: '/no-such-gate', heading: '404 Page Not Found' },
];
/**
 * The pages mailed links open, signed out: refused tokens (a reset link is checked as its page opens), a link
 * without one, an unsubscribe link.
 */
const MAIL_LINK_PAGES: PageCheck[] = [
  {
    path: '/reset-password',
    search: `?token=${'a'.repeat(43)}`,
    heading: 'Reset link no longer works',
  },
  { path: '/verify-email', search: `?token=${'b'.repeat(43)}`, heading: 'Email not confirmed' },
  { path: '/confirm-email', heading: 'Email not changed' },
  {
    path: '/unsubscribe',
    // <userId>.<kind>.<expiry, base-36 seconds>.<signature>: the page reads the kind; the server checks the rest.
    search: `?token=1.messages.${Math.floor(Date.UTC(2100, 0, 1) / 1000).toString(36)}.c2lnbmF0dXJl`,
    heading: 'Unsubscribe',
    ready: (page) => page.getByRole('button', { name: 'Turn off these emails' }),
  },
  { path: '/invite', search: `?token=${'c'.repeat(43)}`, heading: 'Invitation not valid' },
];
const CANDIDATE_PAGES: PageCheck[][] = [
  [
    {
      path: '/candidate',
      // The demo account is days old at most: its first visit in a new browser welcomes it aboard.
      heading: /^Welcome (aboard|back), Ava!$/,
      ready: (page) => page.getByText('Quick Actions'),
    },
    {
      path: '/candidate/jobs',
      heading: 'Available Opportunities',
      ready: (page) => page.getByText(/opportunities found/),
    },
    {
      path: '/candidate/pitch',
      heading: 'Create Your Video Pitch',
      ready: (page) => page.getByRole('button', { name: 'Update Pitch Info' }),
    },
    {
      path: '/candidate/live-rooms',
      heading: 'Live Interviews',
      ready: (page) => page.getByTestId('interview-card'),
    },
  ],
  [
    {
      path: '/candidate/companies',
      heading: 'Explore Companies',
      ready: (page) => page.getByRole('heading', { name: 'Skyline Tech' }),
    },
    { path: '/candidate/project-management', heading: 'Organization Tools' },
    { path: '/candidate/courses', heading: 'Professional Development' },
    { path: '/candidate/messages', heading: 'Messages' },
    {
      path: '/candidate/applications',
      heading: 'My applications & saved jobs',
      ready: (page) => page.getByTestId('my-application').first(),
    },
  ],
];
const COMPANY_PAGES: PageCheck[][] = [
  [
    { path: '/company', heading: 'Company Dashboard' },
    {
      path: '/company/jobs',
      heading: 'Job Listings',
      ready: (page) => page.getByRole('button', { name: /^Edit / }),
    },
    {
      path: '/company/candidates',
      heading: 'Candidate Video Pitches',
      ready: (page) => page.getByTestId('pitch-card'),
    },
  ],
  [
    {
      path: '/company/interviews',
      heading: 'Live Interviews',
      ready: (page) => page.getByTestId('company-interview'),
    },
    { path: '/company/applications', heading: 'Job Applications' },
    { path: '/company/promo', heading: 'Company Promo and Questions' },
    { path: '/company/team', heading: 'Team', ready: (page) => page.getByText('Members') },
    { path: '/company/messages', heading: 'Messages' },
  ],
];
/** The candidate's video-answer session: its page needs an answer request of its own (answerRequestFor). */
const ANSWER_SESSION_ROUTE = '/candidate/answers/:requestId';

/** A cookie-authenticated write from the page's own origin (the API's CSRF check wants the Origin). */
async function send(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.fetch(url, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

/**
 * A new company asks for video answers on a new flight; the signed-in candidate of `page` (with a pitch) applies
 * to it: the id of the answer request that applying made.
 */
async function answerRequestFor(browser: Browser, page: Page): Promise<number> {
  const tag = randomUUID().slice(0, 6);
  const company = await browser.newPage();
  await registerViaApi(company, 'company', { name: `Answers Air ${tag}` });
  const job = await send(company, 'post', '/api/jobs', {
    title: `Answer pilot ${tag}`,
    description: 'Fly the line.',
    location: 'Athens',
    skills: 'Flying',
  });
  await send(company, 'put', `/api/jobs/${job.id}/video-answers`, {
    enabled: true,
    questionSource: 'own',
    questions: ['Why do you want to fly with us?', 'Tell us about a hard day at work.'],
    thinkingSeconds: 30,
    answerSeconds: 60,
    retakes: 1,
    deadlineDays: 7,
    allowUpload: true,
  });
  await company.close();
  await send(page, 'post', '/api/candidate-pitches', {
    title: 'Ramp Agent',
    skills: ['Safety'],
    youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
  });
  await send(page, 'post', '/api/applications', { jobId: job.id });
  const mine = await page.request.get('/api/video-answer-requests/mine');
  expect(mine.status(), await mine.text()).toBe(200);
  const requests = (await mine.json()) as Array<{ id: number }>;
  expect(requests).toHaveLength(1);
  return requests[0]!.id;
}

const ADMIN_TABS = [
  ['Statistics', 'User Management', 'Job Management', 'Candidate Pitches', 'Company Promos'],
  [
    'Video Reorder',
    'GDPR Consents',
    'Company Consents',
    'Audit Log',
    'Background Jobs',
    'Security',
  ],
];

test('these checks visit every page of the route table', { tag: '@phone' }, () => {
  const appRoot = path.resolve(import.meta.dirname, '..');
  const pages = readRoutePages(path.join(appRoot, 'src/app/router.tsx'), appRoot);
  const catchAll = pages.find((page) => page.path === '/*');
  const pageModule = (url: string) =>
    (pages.find((page) => page.path === url) ?? catchAll)?.modules.at(-1);
  const visited = [
    '/',
    '/admin',
    '/flights/:flightNumber',
    '/careers/:companySlug',
    ANSWER_SESSION_ROUTE,
    ...[
      MEMBER_PAGES,
      LEGAL_AND_MISSING_PAGES,
      MAIL_LINK_PAGES,
      ...CANDIDATE_PAGES,
      ...COMPANY_PAGES,
    ]
      .flat()
      .map((check) => check.path),
  ];
  const visitedModules = new Set(visited.map(pageModule));
  expect(
    pages.map((page) => page.modules.at(-1)).filter((module) => !visitedModules.has(module)),
  ).toEqual([]);
});

test(
  'the keyboard audit reports a control Tab skips and a clickable element it cannot reach',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setContent(`
    <main>
      <button>Reachable</button>
      <button tabindex="-1">Skipped</button>
      <div style="cursor: pointer">Clickable card</div>
      <div role="tablist"><button role="tab">One</button><button role="tab" tabindex="-1">Two</button></div>
    </main>`);
    const gaps = await keyboardGaps(page);
    expect(gaps.outOfTabOrder).toEqual(['<button> "Skipped"']);
    expect(gaps.notFocusable).toEqual(['<div> "Clickable card"']);
    expect(gaps.strayFocus).toEqual([]);
    expect(gaps.tabbable).toBe(2);
  },
);

test('the axe scan reports serious findings, the same on a second scan of the same document', async ({
  page,
}) => {
  await page.setContent(`
    <html lang="en"><title>Scan</title><main>
      <button></button>
      <img src="gate.png">
      <p style="color: #777; background: #888">Boarding</p>
    </main></html>`);
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.id).sort()).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
  // axe is already in the page: the second scan reuses it.
  expect(await seriousViolations(page)).toEqual(found);
});

test('the landing page and the auth dialog', { tag: '@phone' }, async ({ page }) => {
  await test.step('/', async () => {
    await page.goto('/');
    // The Welcome On Board control loads once the page has attached: the audit waits for it, or it would join the
    // Tab order in the middle of the walk.
    await settled(page, {
      heading: 'Hiring at the speed of takeoff.',
      ready: (p) => p.getByTestId('welcome-audio'),
    });
    await expectAccessible(page, '/');
  });
  await test.step('auth dialog', async () => {
    await openDialogForRole(page, 'candidate');
    await expectAccessible(page, 'the auth dialog (register)');
    await authDialog(page)
      .getByRole('region', { name: 'Create Account' })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
    await expect(authDialog(page).getByRole('region', { name: 'Login' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expectAccessible(page, 'the auth dialog (login)');
  });
});

test('the legal pages and the 404 page', { tag: '@phone' }, async ({ page }) => {
  await checkPages(page, LEGAL_AND_MISSING_PAGES);
});

test('the pages mailed links open', { tag: '@phone' }, async ({ page }) => {
  await checkPages(page, MAIL_LINK_PAGES);
});

test('a public flight page, as a visitor', { tag: '@phone' }, async ({ page, request }) => {
  // Any open public flight of the demo data, as the sitemap lists it.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const flight = /<loc>[^<]*(\/flights\/TO\d+)<\/loc>/.exec(sitemap)?.[1];
  expect(flight, 'the demo data has a public flight').toBeTruthy();
  await checkServerPageThenSpa(page, {
    path: flight!,
    heading: /\S/,
    ready: (p) => p.getByRole('button', { name: /Apply/ }),
  });
});

test('a careers page, as a visitor', { tag: '@phone' }, async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const careers = /<loc>[^<]*(\/careers\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  expect(careers, 'the demo data has a careers page').toBeTruthy();
  await checkServerPageThenSpa(page, {
    path: careers!,
    heading: /\S/,
    ready: (p) => p.getByRole('region', { name: /^Open flights at / }),
  });
});

test(
  'the candidate consent dialog and the member pages, as a new candidate',
  { tag: '@phone' },
  async ({ page }) => {
    await registerViaApi(page, 'candidate', { consent: false });
    await page.goto('/candidate');
    await expect(candidateConsentDialog(page)).toBeVisible();
    await expectAccessible(page, 'the candidate consent dialog');
    await acceptCandidateConsent(page);
    await checkPages(page, MEMBER_PAGES);
  },
);

test(
  'the company terms dialog and the member pages, as a new company',
  { tag: '@phone' },
  async ({ page }) => {
    await registerViaApi(page, 'company', { consent: false });
    await page.goto('/company');
    await expect(companyConsentDialog(page)).toBeVisible();
    await expectAccessible(page, 'the company terms dialog');
    await acceptCompanyTerms(page);
    await checkPages(page, COMPANY_MEMBER_PAGES);
    await test.step('notification dropdown', async () => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
      await expectAccessible(page, 'the notification dropdown');
    });
  },
);

for (const pages of CANDIDATE_PAGES) {
  test(
    `the candidate pages ${pages.map((check) => check.path).join(', ')}`,
    { tag: '@phone' },
    async ({ page }) => {
      await signInAs(page, DEMO_CANDIDATE);
      await checkPages(page, pages);
    },
  );
}

test(
  "the candidate's video-answer session, before and after the camera check",
  { tag: '@phone' },
  async ({ browser, page }) => {
    await registerViaApi(page, 'candidate');
    const requestId = await answerRequestFor(browser, page);
    const check: PageCheck = {
      path: `/candidate/answers/${requestId}`,
      heading: 'Video answers',
      ready: (p) => p.getByTestId('answers-intro'),
    };
    await checkPages(page, [check]);
    await test.step(`${ANSWER_SESSION_ROUTE}: camera ready`, async () => {
      // Chromium's fake camera and microphone (playwright.config.ts): the live picture and the microphone meter.
      await page.getByRole('button', { name: 'Check camera and microphone' }).click();
      await expect(page.getByText('Camera and microphone ready.')).toBeVisible();
      await expectAccessible(page, `${ANSWER_SESSION_ROUTE}, camera ready`);
    });
  },
);

for (const pages of COMPANY_PAGES) {
  test(
    `the company pages ${pages.map((check) => check.path).join(', ')}`,
    { tag: '@phone' },
    async ({ page }) => {
      await signInAs(page, DEMO_COMPANIES.skyline);
      await checkPages(page, pages);
    },
  );
}

// Desktop only: the back office has no phone layout of its own (no bottom navigation, the same page at any width).
for (const [index, tabs] of ADMIN_TABS.entries()) {
  test(`the admin ${index === 0 ? 'login and the ' : ''}back-office tabs ${tabs.join(', ')}`, async ({
    page,
  }) => {
    if (index === 0) {
      await page.goto('/admin');
      await settled(page, { heading: 'Admin Login' });
      await expectAccessible(page, '/admin (login)');
    }
    await submitAdminPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // A new tab fails here until it is added to ADMIN_TABS, so every tab stays scanned.
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(ADMIN_TABS.flat());
    for (const name of tabs) {
      await test.step(`/admin: ${name}`, async () => {
        const tab = page.getByRole('tab', { name, exact: true });
        // Chosen from the keyboard, as the audit below walks the page: after a mouse click Radix
        // leaves its tab list as one extra Tab stop (a pointer-then-keyboard quirk of RovingFocusGroup).
        await tab.focus();
        await page.keyboard.press('Enter');
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await settled(page, { heading: 'Admin Dashboard' });
        await expectAccessible(page, `/admin, ${name} tab`);
      });
    }
  });
}
