import { LegalDocument } from '../components/legal-document';
import { privacyText } from '../content/privacy-content';

export function PrivacyPage() {
  return <LegalDocument text={privacyText} />;
}
