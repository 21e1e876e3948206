import { expect, type Page } from '@playwright/test';

export const candidateConsentDialog = (page: Page) => page.getByTestId('candidate-consent-dialog');
export const companyConsentDialog = (page: Page) => page.getByTestId('company-consent-dialog');

/** Ticks the GDPR consent and submits it, as a new candidate must before the dashboard (in English here). */
export async function acceptCandidateConsent(page: Page) {
  const dialog = candidateConsentDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Ticks and accepts the company agreement. */
export async function acceptCompanyTerms(page: Page) {
  const dialog = companyConsentDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox').click();
  await dialog.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(dialog).toBeHidden();
}
