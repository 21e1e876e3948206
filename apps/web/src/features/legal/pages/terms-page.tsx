import { LegalDocument } from '../components/legal-document';
import { LEGAL_TEXTS } from '../content/legal-texts';

export function TermsPage() {
  return <LegalDocument texts={LEGAL_TEXTS.terms} />;
}
