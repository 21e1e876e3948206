import { expect, test } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { candidateConsentDialog, companyConsentDialog } from './support/consent';

/**
 * How far above the dialog's scrolling body's bottom edge its sticky footer ends, with the body scrolled part-way: any
 * gap shows the text scrolling beneath the buttons (issue #37 item 15).
 */
async function gapBelowFooter(dialog: ReturnType<typeof candidateConsentDialog>) {
  return dialog.evaluate((element) => {
    const body = element.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    const footer = element.querySelector<HTMLElement>('[data-slot="dialog-footer"]')!;
    body.scrollTop = (body.scrollHeight - body.clientHeight) / 2;
    return body.getBoundingClientRect().bottom - footer.getBoundingClientRect().bottom;
  });
}

test(
  "the consent dialogs' buttons sit on the phone's bottom edge, with no text showing below them",
  { tag: '@phone-only' },
  async ({ browser, page }) => {
    await registerViaApi(page, 'candidate', { consent: false });
    await page.goto('/candidate/jobs');
    const candidate = candidateConsentDialog(page);
    await expect(candidate.getByRole('button', { name: 'Accept and continue' })).toBeVisible();
    expect(await gapBelowFooter(candidate)).toBeLessThanOrEqual(1);

    const companyPage = await browser.newPage({ viewport: page.viewportSize() });
    await registerViaApi(companyPage, 'company', { consent: false });
    await companyPage.goto('/company/jobs');
    const company = companyConsentDialog(companyPage);
    await expect(company.getByRole('button', { name: 'Accept and continue' })).toBeVisible();
    expect(await gapBelowFooter(company)).toBeLessThanOrEqual(1);
    await companyPage.close();
  },
);
