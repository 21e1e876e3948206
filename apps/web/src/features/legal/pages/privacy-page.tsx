import { LegalDocument } from '../components/legal-document';
// Its own two texts, not LEGAL_TEXTS: a legal page's first download carries one document, not all four.
import { privacyText } from '../content/privacy-content';
import { privacyTextEn } from '../content/privacy-content.en';

export function PrivacyPage() {
  return <LegalDocument texts={{ el: privacyText, en: privacyTextEn }} />;
}
