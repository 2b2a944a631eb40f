import { legalPages } from '@/content/legal';
import { LegalDocument } from '@/features/legal/components/legal-document';

export default function TermsPage() {
  return <LegalDocument page={legalPages.cgu} />;
}
