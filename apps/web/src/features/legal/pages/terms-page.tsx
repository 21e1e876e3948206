import { LegalDocument } from '../components/legal-document';
import { termsText } from '../content/terms-content';

export function TermsPage() {
  return <LegalDocument text={termsText} />;
}
