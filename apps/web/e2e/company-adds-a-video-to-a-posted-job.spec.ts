import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { tinyMp4 } from './support/jobs';
import { screenshotForPeople } from './support/screenshots';

test(
  'a company adds a video to a job posted without one, in an edit dialog whose title and actions stay in view',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const headers = { Origin: String(testInfo.project.use.baseURL) };
    await page.setViewportSize({
      width: page.viewportSize()!.width,
      height: testInfo.project.name === 'mobile' ? 667 : 860,
    });
    await registerViaApi(page, 'company');
    const title = `Late video ${randomUUID().slice(0, 8)}`;
    const posted = await page.request.post('/api/jobs', {
      headers,
      data: { title, description: 'Video later', location: 'Athens', skills: 'Video' },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as { id: number; videoUrl: string | null };
    expect(job.videoUrl).toBeNull();

    await page.goto('/company/jobs');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(dialog).toBeVisible();
    const video = dialog.getByLabel('Job video (optional)');
    await expect(video).toBeVisible();
    // The picker is drawn like the product's buttons, not the browser's grey default.
    const pickerBackground = await video.evaluate(
      (el) => getComputedStyle(el, '::file-selector-button').backgroundColor,
    );
    expect(pickerBackground).not.toBe('rgb(239, 239, 239)');

    // A long dialog scrolls its body; its title, close button and actions stay inside the viewport.
    const viewport = page.viewportSize()!;
    for (const part of [
      dialog.getByRole('heading', { name: 'Edit Job' }),
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByRole('button', { name: 'Update Job' }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    await screenshotForPeople(page, {
      path: `e2e/screenshots/edit-job-dialog-${testInfo.project.name}.png`,
    });
    await dialog.getByLabel('Description').scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('heading', { name: 'Edit Job' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Update Job' })).toBeInViewport();

    await video.setInputFiles({ name: 'late.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    // Focus scrolls the field clear of the sticky header and footer.
    await video.focus();
    await expect(video).toBeInViewport({ ratio: 1 });
    const [field, footer] = [
      (await video.boundingBox())!,
      (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!,
    ];
    expect(field.y + field.height).toBeLessThanOrEqual(
      Math.min(
        footer.y,
        (await dialog.getByRole('button', { name: 'Update Job' }).boundingBox())!.y,
      ),
    );
    await screenshotForPeople(page, {
      path: `e2e/screenshots/edit-job-dialog-file-${testInfo.project.name}.png`,
    });
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText('Job updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('row')
      .filter({ hasText: title })
      .or(page.getByRole('article').filter({ hasText: title }));
    await expect(row.getByLabel('Has video').first()).toBeVisible();
    const reread = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as {
      videoUrl: string | null;
    };
    expect(reread.videoUrl).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);

    // Editing again says the job has a video and that a new file replaces it.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(dialog.getByLabel('Replace job video (optional)')).toBeVisible();
    await expect(dialog.getByText('This job has a video; a new file replaces it.')).toBeVisible();
  },
);
