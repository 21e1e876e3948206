import { LegalDocument } from '../components/legal-document';
import { LEGAL_TEXTS } from '../content/legal-texts';

export function PrivacyPage() {
  return <LegalDocument texts={LEGAL_TEXTS.privacy} />;
}
