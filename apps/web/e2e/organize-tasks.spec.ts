import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { liftWithKeyboard } from './support/keyboard-drag';

async function addTask(page: Page, title: string) {
  await page.getByLabel('Task title').fill(title);
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByTestId('column-todo').getByText(title)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/project-management');
  await expect(page.getByRole('heading', { name: 'Organization Tools', level: 1 })).toBeVisible();
});

test(
  'a task is dragged from To Do to In Progress and stays there after a reload',
  { tag: '@phone' },
  async ({ page }) => {
    await addTask(page, 'Research the airline');
    const handle = page.getByRole('button', { name: 'Drag Research the airline' });
    const target = page.getByTestId('column-in-progress');
    // Bring the card to the top so the next column (beside it, or below it on mobile) is on screen too.
    await handle.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('board not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, {
      steps: 3,
    });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(
      page.getByTestId('column-in-progress').getByText('Research the airline'),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('column-in-progress').getByText('Research the airline'),
    ).toBeVisible();
  },
);

test(
  'a task moves across columns with the keyboard and with Move buttons',
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await addTask(page, 'Prepare pitch script');
    const handle = page.getByRole('button', { name: 'Drag Prepare pitch script' });
    const card = page.getByTestId('task-card').filter({ hasText: 'Prepare pitch script' });
    await handle.focus();
    await liftWithKeyboard(page);
    await expect(card).toHaveAttribute('data-dragging', 'true');
    // Columns sit side by side on desktop and stacked on mobile.
    await page.keyboard.press(isMobile ? 'ArrowDown' : 'ArrowRight');
    await expect(
      page.getByTestId('column-in-progress').getByText('Prepare pitch script'),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(card).not.toHaveAttribute('data-dragging', 'true');
    await page.reload();
    await expect(
      page.getByTestId('column-in-progress').getByText('Prepare pitch script'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const done = page.getByTestId('column-completed');
    await expect(done.getByText('Prepare pitch script')).toBeVisible();
    await expect(done.getByRole('button', { name: 'Timer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Move Prepare pitch script to To Do' }).click();
    await expect(page.getByTestId('column-todo').getByText('Prepare pitch script')).toBeVisible();
  },
);

test('corrupt stored data does not break the page', async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem('takeoff.tools.tasks.v1', '{not json');
    localStorage.setItem('takeoff.tools.notes.v1', JSON.stringify([{ title: 42 }]));
  });
  await page.reload();
  await expect(page.getByTestId('column-todo').getByText('Drop tasks here')).toBeVisible();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('No notes yet. Start from a template.')).toBeVisible();
});
