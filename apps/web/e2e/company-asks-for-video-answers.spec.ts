import { randomUUID } from 'node:crypto';
import {
  expect,
  request,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { registerViaApi, TEST_PASSWORD, type TestAccount } from './support/accounts';
import { isMobileProject } from './support/navigation';
import { screenshotForPeople } from './support/screenshots';

// The one-way interview against the real server: the flight's settings, the reveal of each question when started,
// the thinking countdown and recording with the fake camera, tus uploads, processing with captions from the
// stand-in speech-to-text service (e2e/support/transcription-server.mjs says SPOKEN for every video), and the
// review beside the scorecard. Rules the journey does not repeat are asserted where they live:
// the intro's limits and Greek texts, the settings' refusals, who may ask, remind and decide
// (src/features/video-answers/**/*.test.tsx); revealing, timing, retakes and deadlines (the API's tests).
const SPOKEN = 'Hello, I am ready for take-off.';
const QUESTIONS = [
  'Why do you want to fly with us?',
  'Tell us about a hard day at work.',
  'Where do you see yourself in a year?',
];

/** A signed-in page of its own for another account, on the project's device. */
async function pageFor(browser: Browser, account: TestAccount) {
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
    path: `e2e/screenshots/video-answers-${name}-${isMobileProject(testInfo) ? 'mobile' : 'desktop'}.png`,
  });

/** Records a few seconds of the fake camera and stops; the take is sent at once. */
async function recordAndSend(runner: Locator) {
  await expect(runner.getByTestId('recording-timer')).toHaveText(/^0:0[2-9] \/ 0:30$/, {
    timeout: 15_000,
  });
  await runner.getByRole('button', { name: 'Stop recording' }).click();
  await expect(runner.getByText('Answer sent.')).toBeVisible({ timeout: 30_000 });
}

// The timer counts from the recorder's start event: at "0:02" the take holds two seconds (a Stop before the recorder
// started would give an empty take, which is never sent).
test(
  'a company sets questions; a candidate answers two, comes back for the third with a retake; the company reviews and scores',
  // Desktop only: the phone layout of these screens is covered by the component tests.
  async ({ page, browser, baseURL }, testInfo) => {
    // Two actors, four recordings and their processing on a shared machine.
    test.setTimeout(300_000);
    const origin = baseURL!;
    const title = `Answer pilot ${randomUUID().slice(0, 6)}`;

    // The company posts a flight (API) and asks for video answers on its board.
    await registerViaApi(page, 'company');
    const posted = await page.request.post('/api/jobs', {
      data: { title, description: 'Fly the line.', location: 'Athens', skills: 'Flying' },
      headers: { Origin: origin },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await page.goto('/company/jobs');
    await page
      .getByRole('button', { name: `Video answers for ${title}` })
      .locator('visible=true')
      .click();
    const settings = page.getByRole('dialog', { name: `Ask for video answers: ${title}` });
    await settings.getByRole('switch', { name: 'Ask applicants for video answers' }).click();
    // A new company has no promo questions: the flight's own are written.
    await expect(
      settings.getByRole('radio', { name: "This flight's own questions" }),
    ).toBeChecked();
    for (const [index, question] of QUESTIONS.entries()) {
      if (index > 0) await settings.getByRole('button', { name: 'Add a question' }).click();
      await settings
        .getByRole('textbox', { name: `Question ${index + 1}`, exact: true })
        .fill(question);
    }
    await settings.getByLabel('Thinking time before recording (seconds)').fill('3');
    await settings.getByLabel('Longest answer (seconds)').fill('30');
    await settings.getByLabel('Retakes per question').selectOption('1');
    await shot(page, 'settings', testInfo);
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Video answer settings saved.')).toBeVisible();

    // The candidate (with a pitch) applies on the board and lands on the intro.
    const anonymous = await request.newContext({ baseURL: origin });
    const candidate = await registerViaApi(anonymous, 'candidate');
    await anonymous.dispose();
    const candidatePage = await pageFor(browser, candidate);
    const pitch = await candidatePage.request.post('/api/candidate-pitches', {
      data: {
        title: 'Ramp Agent',
        skills: ['Safety'],
        youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
      },
      headers: { Origin: origin },
    });
    expect(pitch.status(), await pitch.text()).toBe(201);
    await candidatePage.goto('/candidate/jobs');
    await candidatePage.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
    await candidatePage.getByText('1 opportunity found').waitFor();
    await candidatePage
      .getByRole('button', { name: `View details of ${title}` })
      .locator('visible=true')
      .click();
    await candidatePage.getByRole('button', { name: 'Apply Now' }).click();
    await expect(candidatePage).toHaveURL(/\/candidate\/answers\/\d+$/);
    const answersUrl = candidatePage.url();
    const intro = candidatePage.getByTestId('answers-intro');
    await expect(intro.getByText('3 questions')).toBeVisible();
    await expect(intro.getByText('3 s to think before recording starts')).toBeVisible();
    await expect(intro.getByText('1 retake per question')).toBeVisible();
    await expect(candidatePage.getByTestId('question-text')).toHaveCount(0);
    await candidatePage.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expect(candidatePage.getByText('Camera and microphone ready.')).toBeVisible();
    await shot(candidatePage, 'intro', testInfo);

    // Question 1: shown when started; thinking counts down, then recording starts by itself.
    await candidatePage.getByRole('button', { name: 'Start question 1' }).click();
    const runner = candidatePage.getByTestId('question-runner');
    await expect(runner.getByTestId('question-text')).toHaveText(QUESTIONS[0]!);
    await expect(runner.getByTestId('thinking-countdown')).toBeVisible();
    await shot(candidatePage, 'thinking', testInfo);
    await expect(runner.getByTestId('recording-timer')).toBeVisible({ timeout: 10_000 });
    await recordAndSend(runner);

    // Question 2: recording started earlier by choice.
    await candidatePage.getByRole('button', { name: 'Start question 2' }).click();
    await expect(runner.getByTestId('question-text')).toHaveText(QUESTIONS[1]!);
    await runner.getByRole('button', { name: 'Start recording now' }).click();
    await recordAndSend(runner);
    await expect(candidatePage.getByText('Answered 2 of 3')).toBeVisible();

    // Leaves, and comes back from My Applications.
    await candidatePage.goto('/candidate/applications');
    const mine = candidatePage.getByTestId('my-answer-request').filter({ hasText: title });
    await expect(mine.getByText('Answers: 2 of 3')).toBeVisible();
    await mine.getByRole('link', { name: `Answer the video questions for ${title}` }).click();
    await expect(candidatePage).toHaveURL(answersUrl);
    await candidatePage.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expect(candidatePage.getByText('Camera and microphone ready.')).toBeVisible();

    // Question 3, then its one retake.
    await candidatePage.getByRole('button', { name: 'Start question 3' }).click();
    await expect(runner.getByTestId('question-text')).toHaveText(QUESTIONS[2]!);
    await runner.getByRole('button', { name: 'Start recording now' }).click();
    await recordAndSend(runner);
    await expect(runner.getByText('1 retake left')).toBeVisible();
    await runner.getByRole('button', { name: 'Retake' }).click();
    await expect(runner.getByTestId('thinking-countdown')).toBeVisible();
    await recordAndSend(runner);
    await expect(runner.getByText('No retakes left: this answer is final.')).toBeVisible();
    await expect(
      candidatePage.getByText('All answered. Thank you!', { exact: false }),
    ).toBeVisible();
    await shot(candidatePage, 'answered', testInfo);
    await candidatePage.context().close();

    // The company sees "Answered" on the card and reviews with captions, scoring beside the answers.
    await page.goto('/company/applications');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const card = page.getByRole('listitem', { name: new RegExp(candidate.name) });
    await expect(card.getByTestId('answers-badge')).toHaveText('Answered');
    await card.getByRole('button', { name: `Video answers of ${candidate.name}` }).click();
    const review = page.getByRole('dialog', { name: `Video answers: ${candidate.name}` });
    await expect(review.getByTestId('review-question')).toHaveText(QUESTIONS[0]!);
    // Processing a few seconds of video takes seconds; the review asks again until it is ready.
    const video = review.getByTestId('pitch-video');
    await expect(video).toBeVisible({ timeout: 120_000 });
    await expect(video).toHaveAttribute('poster', /\/api\/video-answers\/media\/[^/]+\/poster$/);
    await review.getByRole('button', { name: 'CC' }).click();
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks[0]?.cues ?? []).map((cue) => (cue as VTTCue).text),
        ),
      )
      .toEqual([SPOKEN]);
    await review.getByRole('button', { name: 'Transcript', exact: true }).click();
    await expect(review.getByRole('list', { name: 'Transcript' })).toContainText(SPOKEN);
    await review.getByLabel('Speed').selectOption('1.5');
    await shot(page, 'review', testInfo);
    await review.getByRole('button', { name: 'Next question' }).click();
    await expect(review.getByTestId('review-question')).toHaveText(QUESTIONS[1]!);
    await review.getByRole('button', { name: 'Next question' }).click();
    await expect(review.getByTestId('review-question')).toHaveText(QUESTIONS[2]!);
    await expect(review.getByText('2 takes', { exact: false })).toBeVisible();

    const scorecard = review.getByRole('complementary', { name: 'Your scorecard' });
    // The radio is visually hidden: a person clicks its label, the visible choice.
    const chooseYes = async (group: string) => {
      const choices = scorecard.getByRole('group', { name: group });
      const yes = choices.getByRole('radio', { name: 'Yes', exact: true });
      await choices
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Yes', exact: true }) })
        .click();
      await expect(yes).toBeChecked();
    };
    for (const criterion of ['Communication', 'Role skills', 'Motivation', 'Culture add'])
      await chooseYes(criterion);
    await chooseYes('Overall recommendation');
    await scorecard.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(page.getByText('Scorecard submitted')).toBeVisible();
  },
);
