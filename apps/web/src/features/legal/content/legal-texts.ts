import type { Locale } from '@takeoff/shared/locale-codes';
import { companyPrivacyText } from './company-privacy-content';
import { companyPrivacyTextEl } from './company-privacy-content.el';
import { companyTermsText } from './company-terms-content';
import { companyTermsTextEl } from './company-terms-content.el';
import type { LegalText } from './legal-section';
import { privacyText } from './privacy-content';
import { privacyTextEn } from './privacy-content.en';
import { termsText } from './terms-content';
import { termsTextEn } from './terms-content.en';

/**
 * Every legal page in each language: the seeds wrote the candidate texts in Greek and the company texts in English,
 * each has a faithful translation beside it (same sections, same dates and versions).
 */
export const LEGAL_TEXTS = {
  terms: { el: termsText, en: termsTextEn },
  privacy: { el: privacyText, en: privacyTextEn },
  companyTerms: { el: companyTermsTextEl, en: companyTermsText },
  companyPrivacy: { el: companyPrivacyTextEl, en: companyPrivacyText },
} satisfies Record<string, Record<Locale, LegalText>>;

export type LegalDocumentName = keyof typeof LEGAL_TEXTS;
