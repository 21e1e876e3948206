import { LegalDocument } from '../components/legal-document';
import { companyPrivacyText } from '../content/company-privacy-content';

export function CompanyPrivacyPage() {
  return <LegalDocument text={companyPrivacyText} />;
}
