import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { sidewaysOverflow } from './support/catalogues';
import { secondPage } from './support/interviews';

for (const locale of ['en', 'el'] as const) {
  test(
    `a candidate's Open Slots fit a phone, long titles included (${locale})`,
    { tag: '@phone' },
    async ({ page, browser }, testInfo) => {
      const headers = { Origin: new URL(String(testInfo.project.use.baseURL)).origin };
      await registerViaApi(page, 'company');
      const posted = await page.request.post('/api/jobs', {
        headers,
        data: { title: 'Phone Pilot', description: 'Slots', location: 'Athens', skills: 'Flying' },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      const jobId = ((await posted.json()) as { id: number }).id;
      // One unbroken line longer than a phone: it must be cut inside its card, not widen the page.
      const title = `Αξιολόγηση-πιλότων-γραμμής-και-συγκυβερνητών-${randomUUID()}`;
      const slot = await page.request.post('/api/time-slots', {
        headers,
        data: { title, jobId, scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      expect(slot.status(), await slot.text()).toBe(201);

      const candidate = await secondPage(browser, testInfo);
      await candidate.addInitScript(
        (value) => window.localStorage.setItem('takeoff.locale', value),
        locale,
      );
      await registerViaApi(candidate, 'candidate');
      await candidate.goto('/candidate/live-rooms');
      await candidate
        .getByRole('tab', { name: /\(\d+\+?\)/ })
        .nth(1)
        .click();
      const card = candidate.getByTestId('slot-card').first();
      await expect(card).toBeVisible();
      await expect(card.getByRole('button')).toBeVisible();
      expect(await sidewaysOverflow(candidate)).toEqual([]);
      const box = await card.getByRole('button').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(candidate.viewportSize()!.width);
    },
  );
}
