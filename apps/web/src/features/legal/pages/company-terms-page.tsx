import { LegalDocument } from '../components/legal-document';
import { companyTermsText } from '../content/company-terms-content';

export function CompanyTermsPage() {
  return <LegalDocument text={companyTermsText} />;
}
