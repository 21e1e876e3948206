import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { DEMO_CANDIDATE_WITH_PITCH, signInViaApi } from './support/jobs';
import { liftWithKeyboard } from './support/keyboard-drag';
import { screenshotForPeople } from './support/screenshots';

const NOAH = DEMO_CANDIDATE_WITH_PITCH;

test('a company moves a card one column per arrow press, hears names and stages, moves a rejected card back from its menu and opens the pitch', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const headers = { Origin: String(testInfo.project.use.baseURL) };
  await registerViaApi(page, 'company');
  const posted = await page.request.post('/api/jobs', {
    headers,
    data: {
      title: `Keyboard ${randomUUID().slice(0, 8)}`,
      description: 'Keyboard moves',
      location: 'Athens',
      skills: 'Keys',
    },
  });
  expect(posted.status()).toBe(201);
  const job = (await posted.json()) as { id: number };
  const candidate = await browser.newPage();
  await signInViaApi(candidate, NOAH);
  expect(
    (
      await candidate.request.post('/api/applications', { headers, data: { jobId: job.id } })
    ).status(),
  ).toBe(201);
  await candidate.close();

  await page.goto('/company/applications');
  const column = (stage: string) => page.getByRole('region', { name: `${stage} column` });
  const card = (stage: string) =>
    column(stage).getByRole('listitem', { name: `Application from ${NOAH.name}` });
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await expect(card('Pending')).toBeVisible();

  // Lift, one arrow press, drop: one column on, announced by name and stage.
  await page.getByRole('button', { name: `Drag ${NOAH.name}` }).focus();
  await liftWithKeyboard(page);
  await expect(announcer).toHaveText(`Picked up ${NOAH.name}, in Pending.`);
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toHaveText(`${NOAH.name} is over Reviewed.`);
  await expect(column('Reviewed')).toHaveClass(/ring-2/);
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText(`${NOAH.name} moved to Reviewed.`);
  await expect(card('Reviewed')).toBeVisible();
  await expect(
    page.getByText(`${NOAH.name} moved to Reviewed`, { exact: true }).last(),
  ).toBeVisible();
  await expect(announcer).not.toContainText(/\bid\b|droppable|draggable item/i);

  // Rejected, then back without dragging: the card's "Move to…" menu offers every other stage.
  await card('Reviewed')
    .getByRole('button', { name: `Reject ${NOAH.name}` })
    .click();
  // The reject dialog shows the closing message the candidate receives (the response promise, #41).
  await page.getByRole('dialog').getByRole('button', { name: 'Reject and send' }).click();
  await expect(card('Rejected')).toBeVisible();
  await card('Rejected')
    .getByRole('button', { name: `Move ${NOAH.name} to…` })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Pending',
    'Reviewed',
    'Shortlisted',
    'Interviewing',
    'Hired',
  ]);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/pipeline-move-menu-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await page.getByRole('menuitem', { name: 'Shortlisted' }).click();
  await expect(card('Shortlisted')).toBeVisible();
  await expect(
    card('Shortlisted').getByRole('button', { name: `Move ${NOAH.name} to…` }),
  ).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/pipeline-card-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The card links to the candidate's pitch, which names them as the pipeline does (they applied here).
  await card('Shortlisted')
    .getByRole('link', { name: new RegExp(`^View ${NOAH.name}'s pitch`) })
    .click();
  await expect(page).toHaveURL(/\/company\/candidates\?pitch=\d+$/);
  const focused = page.getByRole('region', { name: `Pitch of ${NOAH.name}` });
  await expect(focused).toBeVisible();
  await expect(focused.getByTestId('pitch-card')).toContainText(
    `${NOAH.name} · Applied to your jobs`,
  );
  // The grid applies the same rule: the same pitch, further down, is named too.
  const inGrid = page.getByTestId('pitch-card').filter({ hasText: NOAH.name });
  await expect(inGrid.first()).toBeVisible();
  await screenshotForPeople(page, {
    path: `e2e/screenshots/pipeline-opens-pitch-${testInfo.project.name}.png`,
  });
  await focused.getByRole('button', { name: 'Show all pitches' }).click();
  await expect(focused).toBeHidden();
  await expect(page).toHaveURL(/\/company\/candidates$/);
});
