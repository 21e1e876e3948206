import { LegalDocument } from '../components/legal-document';
// Its own two texts, not LEGAL_TEXTS: a legal page's first download carries one document, not all four.
import { termsText } from '../content/terms-content';
import { termsTextEn } from '../content/terms-content.en';

export function TermsPage() {
  return <LegalDocument texts={{ el: termsText, en: termsTextEn }} />;
}
