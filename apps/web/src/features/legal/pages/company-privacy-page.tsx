import { LegalDocument } from '../components/legal-document';
// Its own two texts, not LEGAL_TEXTS: a legal page's first download carries one document, not all four.
import { companyPrivacyTextEl } from '../content/company-privacy-content.el';
import { companyPrivacyText } from '../content/company-privacy-content';

export function CompanyPrivacyPage() {
  return <LegalDocument texts={{ el: companyPrivacyTextEl, en: companyPrivacyText }} />;
}
