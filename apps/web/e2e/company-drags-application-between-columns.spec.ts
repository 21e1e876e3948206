import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { signInViaApi } from './support/jobs';
import { isMobileProject } from './support/navigation';
import { liftWithKeyboard } from './support/keyboard-drag';

const LEO = { email: 'leo@takeoff.demo', password: 'takeoff-demo', name: 'Leo Martins' };

test(
  'a company drags an application from Pending to Reviewed and the move is saved',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    test.setTimeout(180_000);
    // Cookie-authenticated writes must name our origin (CSRF check), as the browser does.
    const headers = { Origin: String(testInfo.project.use.baseURL) };
    await registerViaApi(page, 'company');
    const posted = await page.request.post('/api/jobs', {
      headers,
      data: {
        title: `Dragger ${randomUUID().slice(0, 8)}`,
        description: 'Drag test',
        location: 'Lisbon',
        skills: 'Drag, Drop',
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as { id: number };

    const candidate = await browser.newPage();
    await signInViaApi(candidate, LEO);
    expect(
      (
        await candidate.request.post('/api/applications', { headers, data: { jobId: job.id } })
      ).status(),
    ).toBe(201);
    await candidate.close();

    await page.goto('/company/applications');
    const handle = page.getByRole('button', { name: `Drag ${LEO.name}` });
    const target = page.getByRole('region', { name: 'Reviewed column' });
    await expect(handle).toBeVisible();
    // The new company has not confirmed its address: the banner above the board loads on its own and pushes the board
    // down when it comes. A drag measured before it would press where the card no longer is.
    await expect(page.getByRole('region', { name: 'Email confirmation' })).toBeVisible();
    if (isMobileProject(testInfo)) {
      // On a phone the keyboard sensor drags (columns stack): lift, one arrow press is one stage on, wait until the
      // board shows the card over that column (checking right after each press raced the render and overshot), drop.
      await handle.focus();
      await liftWithKeyboard(page);
      await page.keyboard.press('ArrowDown');
      await expect(target).toHaveClass(/ring-2/);
      await page.keyboard.press('Space');
    } else {
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
      await page.mouse.up();
    }

    await expect(target.getByText(LEO.name)).toBeVisible();
    await expect(page.getByText(`${LEO.name} moved to Reviewed`, { exact: true })).toBeVisible();
    // Screen readers hear the same, with the candidate's name and the stage's, never an id.
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      `${LEO.name} moved to Reviewed.`,
    );
    const saved = await page.request.get('/api/applications');
    const items = ((await saved.json()) as { items: { jobId: number; status: string }[] }).items;
    expect(items.find((a) => a.jobId === job.id)?.status).toBe('reviewed');
  },
);
