import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLocale } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';

/** The language a screen reader uses for an element: its nearest lang attribute. */
const languageOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

/** Each heading is on the page, in that language. */
function expectHeadingsIn(language: string, headings: string[]) {
  for (const name of headings) {
    const heading = screen.getByRole('heading', { name });
    expect(heading).toBeVisible();
    expect(languageOf(heading)).toBe(language);
  }
}

test('the terms page in English is dated 21 July 2025, and Back to Home leads to /', async () => {
  const { user, location } = renderApp('/terms');
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  expect(screen.getByText('Last updated: 21 July 2025')).toBeVisible();
  expectHeadingsIn('en', ['1. Acceptance of the terms', '5. Video processing', '11. Contact']);
  await user.click(screen.getByRole('link', { name: 'Back to Home' }));
  await expect.poll(location).toBe('/');
});

test('the privacy page in English has the GDPR sections, then the further details', async () => {
  renderApp('/privacy');
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(screen.getByText('Last updated: 21 July 2025')).toBeVisible();
  expectHeadingsIn('en', [
    '1. Data controller',
    'How we use your information',
    'Information sharing',
    'Your rights under GDPR',
    'Data security',
    'Data retention',
    'International transfers',
    'Cookies',
    'Contact us',
    'Supervisory authority',
  ]);
});

describe('in Greek', () => {
  test('the terms page is the Greek text of the seeds, dated 21 July 2025, and the way home is in Greek', async () => {
    await changeLocale('el');
    const { user, location } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Όροι Χρήσης' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'el');
    expect(screen.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
    expectHeadingsIn('el', ['1. Αποδοχή των όρων', '5. Επεξεργασία βίντεο', '11. Επικοινωνία']);
    await user.click(screen.getByRole('link', { name: 'Επιστροφή στην αρχική' }));
    await expect.poll(location).toBe('/');
  });

  test('the privacy page and the company pages are in Greek', async () => {
    await changeLocale('el');
    const { router } = renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πολιτική Απορρήτου' }),
    ).toBeVisible();
    expect(screen.getByText('Τελευταία ενημέρωση: 21 Ιουλίου 2025')).toBeVisible();
    expectHeadingsIn('el', ['1. Υπεύθυνος επεξεργασίας']);
    await router.navigate('/company-terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Όροι Χρήσης για Εταιρείες' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ημερομηνία έναρξης ισχύος: 22 Ιουλίου 2025 · Έκδοση 1.0'),
    ).toBeVisible();
    await router.navigate('/company-privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Πολιτική Απορρήτου για Εταιρείες' }),
    ).toBeVisible();
  });
});

test('the company terms and privacy pages carry version 1.0, effective 22 July 2025', async () => {
  const { user, router, location } = renderApp('/company-terms');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Company Terms of Service' }),
  ).toBeVisible();
  expect(screen.getByText('Effective date: 22 July 2025 · Version 1.0')).toBeVisible();
  for (const name of [
    '1. Candidate videos: permitted use',
    '2. Candidate videos: prohibited use',
    '3. Company obligations',
    '4. Payment',
    '5. Intellectual property',
    '6. Limitation of liability',
    '7. Termination',
    '8. Changes to these terms',
  ]) {
    expect(screen.getByRole('heading', { name })).toBeVisible();
  }
  await router.navigate('/company-privacy');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Company Privacy Policy' }),
  ).toBeVisible();
  expect(screen.getByText('Effective date: 22 July 2025 · Version 1.0')).toBeVisible();
  await user.click(screen.getByRole('link', { name: 'Back to Home' }));
  await expect.poll(location).toBe('/');
});
