import { LegalDocument } from '../components/legal-document';
import { LEGAL_TEXTS } from '../content/legal-texts';

export function CompanyTermsPage() {
  return <LegalDocument texts={LEGAL_TEXTS.companyTerms} />;
}
