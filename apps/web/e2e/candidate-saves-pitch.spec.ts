import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

test('a candidate saves a pitch, sees the employer preview, and the form validates the YouTube link', async ({
  page,
}, testInfo) => {
  const account = await registerViaApi(page, 'candidate');
  await page.goto('/candidate/pitch');
  // The studio opens on Record; a YouTube link is its third option.
  await page.getByRole('tab', { name: 'YouTube link' }).click();
  await expect(page.getByText('Ready to create your video pitch?')).toBeVisible();

  const form = page.getByRole('form', { name: 'Pitch' });
  // One message per problem, beside its field: an empty title and a malformed link are two problems, two messages.
  await form.getByLabel('Key Skills (comma separated)').fill('React');
  await form.getByLabel('YouTube Video URL').fill('youtube.com/dQw4w9WgXcQ');
  await form.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Title is required',
    /^Invalid YouTube URL\. Please use youtube\.com\/watch\?v=VIDEO_ID/,
  ]);
  await expect(form.getByLabel('Professional Title')).toBeFocused();
  await expect(form.getByLabel('Professional Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Missing Information')).toHaveCount(0);

  await form.getByLabel('Professional Title').fill('Frontend Engineer');
  await form
    .getByLabel('Key Skills (comma separated)')
    .fill(' React ,  TypeScript,, Accessibility ');
  await form.getByLabel('YouTube Video URL').fill('https://vimeo.com/1234');
  await form.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expect(
    form.getByText(/^Invalid YouTube URL\. Please use youtube\.com\/watch\?v=VIDEO_ID/),
  ).toBeVisible();
  // One message per problem: every field is filled, so no "Missing Information" as well.
  await expect(page.getByText('Missing Information')).toHaveCount(0);

  await form.getByLabel('YouTube Video URL').fill('youtu.be/dQw4w9WgXcQ');
  await form
    .getByLabel('Transcript (optional)')
    .fill(
      "I'm a frontend engineer. I built an accessible design system and I love clean, fast interfaces.",
    );
  await form.getByLabel('Spoken length (seconds)').fill('12');
  await form.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expect(
    page.getByText(
      'YouTube pitch saved! Companies can now view your pitch in their candidate dashboard.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Pitch Info' })).toBeVisible();
  await expect(page.getByText(/Mood: \d(\.\d)?\/5/)).toBeVisible();
  // The chips say they explain themselves, and the explanation is in words with the terms found.
  await page.getByRole('button', { name: /Why\?/ }).first().click();
  const why = page.getByTestId('score-evidence');
  await expect(why).toContainText('Confidence');
  await expect(why).toContainText(/Raised by .*confident statement/);
  await expect(why).not.toContainText('3 +');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Employer Preview' }).click();
  const preview = page.getByTestId('employer-preview');
  await expect(preview.getByRole('heading', { name: 'Frontend Engineer' })).toBeVisible();
  await expect(preview.getByText('Anonymous Candidate', { exact: false })).toBeVisible();
  // The real spoken length (12 s), not the seeds' fixed "2:30 · HD Quality".
  await expect(preview.getByText('0:12')).toBeVisible();
  await expect(preview.getByText('HD Quality')).toHaveCount(0);
  for (const skill of ['React', 'TypeScript', 'Accessibility'])
    await expect(preview.getByText(skill, { exact: true })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Send a Message' })).toBeDisabled();
  await expect(preview).not.toContainText(account.name);
  await screenshotForPeople(page, {
    path: `e2e/screenshots/candidate-pitch-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // Deleting the pitch asks first: Cancel keeps it, confirming deletes it.
  await page.getByRole('tab', { name: 'Your View' }).click();
  await page.getByRole('button', { name: 'Delete Pitch' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your pitch?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(form.getByRole('button', { name: 'Update Pitch Info' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Pitch' }).click();
  await confirm.getByRole('button', { name: 'Delete Pitch' }).click();
  await expect(form.getByRole('button', { name: 'Save Pitch Info' })).toBeVisible();
});
