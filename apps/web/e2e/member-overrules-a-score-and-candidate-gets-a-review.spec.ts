import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { TEST_PASSWORD } from './support/accounts';
import { isMobileProject } from './support/navigation';
import { registerUser, type ApiUser } from './support/ratings-api';
import { screenshotForPeople } from './support/screenshots';

/** What each step reads, in the account's language: English on the desktop, Greek on the phone. */
const TEXT = {
  en: {
    overrule: (name: string) => `Overrule an automated score of ${name}`,
    judgement: 'Your judgement, in a few words',
    reason: 'Why you set the automated score aside',
    save: 'Save judgement',
    judged: 'Mood: Calm and clear once going (4/5)',
    automated: 'Automated',
    ask: 'Ask for a human review',
    waiting: 'Your request is waiting for a reviewer',
    answer: (label: string) => `Answer the review request of ${label}`,
    note: 'Your note to the candidate',
    send: 'Mark reviewed',
    reviewed: 'Reviewed by a person on',
    toggle: 'Show automated scores',
    off: 'Automated scores are turned off for your organisation',
  },
  el: {
    overrule: (name: string) => `Παράκαμψη αυτόματης βαθμολογίας: ${name}`,
    judgement: 'Η κρίση σας, με λίγα λόγια',
    reason: 'Γιατί παραμερίζετε την αυτόματη βαθμολογία',
    save: 'Αποθήκευση κρίσης',
    judged: 'Διάθεση: Calm and clear once going (4/5)',
    automated: 'Αυτόματη',
    ask: 'Ζητήστε ανθρώπινο έλεγχο',
    waiting: 'Το αίτημά σας περιμένει ελεγκτή',
    answer: (label: string) => `Απάντηση στο αίτημα ελέγχου: ${label}`,
    note: 'Η σημείωσή σας προς τον υποψήφιο',
    send: 'Σήμανση ως ελεγμένο',
    reviewed: 'Ελέγχθηκε από άνθρωπο στις',
    toggle: 'Εμφάνιση αυτόματων βαθμολογιών',
    off: 'Οι αυτόματες βαθμολογίες είναι απενεργοποιημένες για τον οργανισμό σας',
  },
};

const TRANSCRIPT =
  'I am a pilot and I have led crews across Europe. I built our safety checklist and I delivered every route on time. ' +
  'Maybe I was a little bit nervous, um, at the start, but I know this job and I will do it well.';

/** A signed-in page of its own on the project's device, in the account's saved language. */
async function pageFor(browser: Browser, account: ApiUser) {
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

const shot = (page: Page, name: string, testInfo: TestInfo) =>
  screenshotForPeople(page, {
    path: `e2e/screenshots/${name}-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
    fullPage: true,
  });

test(
  'a member overrules a score and the grid shows it; the candidate asks for a human review and sees it answered',
  { tag: '@phone' },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const locale = isMobileProject(testInfo) ? 'el' : 'en';
    const text = TEXT[locale];
    const suffix = randomUUID().slice(0, 6);
    const title = `Line pilot ${suffix}`;

    // The organisation, a candidate with an analysed pitch, and an application, through the API.
    const owner = await registerUser(baseURL!, 'company', `Overrule Air ${suffix}`);
    const candidate = await registerUser(baseURL!, 'candidate', `Petra Pilot ${suffix}`);
    for (const user of [owner, candidate])
      expect((await user.api.patch('/api/me', { data: { locale } })).status()).toBe(200);
    expect(
      (
        await candidate.api.post('/api/auth/gdpr-consent', { data: { consentGiven: true } })
      ).status(),
    ).toBe(201);
    const pitch = await candidate.api.post('/api/candidate-pitches', {
      data: {
        title,
        skills: ['Flying'],
        youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
        transcript: TRANSCRIPT,
        transcriptDurationSeconds: 30,
      },
    });
    expect(pitch.status(), await pitch.text()).toBe(201);
    const posted = await owner.api.post('/api/jobs', {
      data: {
        title: `Captain ${suffix}`,
        description: 'Fly the line.',
        location: 'Athens',
        skills: 'Flying',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const applied = await candidate.api.post('/api/applications', {
      data: { jobId: ((await posted.json()) as { id: number }).id },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    // The owner sets the mood score aside on the pipeline card.
    const company = await pageFor(browser, owner);
    await company.goto('/company/applications');
    await company.getByRole('button', { name: text.overrule(candidate.name) }).click();
    const dialog = company.getByRole('dialog');
    await dialog.getByLabel(text.judgement).fill('Calm and clear once going');
    await dialog.getByLabel(text.reason).fill('The first seconds are nerves; the rest is assured.');
    await dialog.getByLabel(/1–5/).selectOption('4');
    await shot(company, 'score-override-dialog', testInfo);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog).toBeHidden();
    const card = company.getByRole('listitem', { name: new RegExp(candidate.name) });
    await expect(card.getByTestId('card-judgement')).toHaveText(text.judged);
    await shot(company, 'score-override-pipeline', testInfo);

    // The pitches grid shows the judgement in place of the mood number, the confidence number marked automated.
    await company.goto('/company/candidates');
    const pitchCard = company.getByTestId('pitch-card').filter({ hasText: title });
    await expect(pitchCard.getByTestId('score-judgement')).toHaveText(text.judged);
    await expect(pitchCard.getByTestId('automated-marker')).toHaveText(text.automated);
    await shot(company, 'score-override-grid', testInfo);

    // The candidate sees their scores marked automated and asks for a human review.
    const own = await pageFor(browser, candidate);
    await own.goto('/candidate/pitch');
    await expect(own.getByTestId('automated-marker').first()).toHaveText(text.automated);
    const panel = own.getByTestId('score-review-panel');
    await panel.getByRole('button', { name: text.ask }).click();
    await expect(panel.getByText(text.waiting)).toBeVisible();
    await shot(own, 'score-review-requested', testInfo);

    // The company answers from the grid; the candidate is told in the app and reads the note.
    await company.reload();
    await pitchCard.getByRole('button', { name: text.answer(candidate.name) }).click();
    await dialog.getByLabel(text.note).fill('We watched it ourselves: you come across as assured.');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog).toBeHidden();
    await expect(pitchCard.getByRole('button', { name: text.answer(candidate.name) })).toHaveCount(
      0,
    );

    const notifications = await candidate.api.get('/api/notifications');
    expect(JSON.stringify(await notifications.json())).toContain('score_review_answered');
    await own.reload();
    await expect(panel.getByText(text.reviewed)).toBeVisible();
    await expect(
      panel.getByText('We watched it ourselves: you come across as assured.'),
    ).toBeVisible();
    await shot(own, 'score-review-answered', testInfo);

    // The owner turns automated scores off: the grid keeps the judgement and shows no number (the server sends none).
    await company.goto('/company/team');
    await company.getByRole('switch', { name: text.toggle }).click();
    await expect(company.getByTestId('score-settings').getByRole('status')).toHaveText(text.off);
    await shot(company, 'score-settings-off', testInfo);
    await company.goto('/company/candidates');
    await expect(pitchCard.getByTestId('score-judgement')).toHaveText(text.judged);
    await expect(pitchCard.getByText(text.off)).toBeVisible();
    await expect(pitchCard.getByTestId('automated-marker')).toHaveCount(0);
    await company.context().close();
    await own.context().close();
  },
);
