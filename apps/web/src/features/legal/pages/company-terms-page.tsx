import { LegalDocument } from '../components/legal-document';
// Its own two texts, not LEGAL_TEXTS: a legal page's first download carries one document, not all four.
import { companyTermsTextEl } from '../content/company-terms-content.el';
import { companyTermsText } from '../content/company-terms-content';

export function CompanyTermsPage() {
  return <LegalDocument texts={{ el: companyTermsTextEl, en: companyTermsText }} />;
}
