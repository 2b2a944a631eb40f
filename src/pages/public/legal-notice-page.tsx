import { legalPages } from '@/content/legal';
import { LegalDocument } from '@/features/legal/components/legal-document';

export default function LegalNoticePage() {
  return <LegalDocument page={legalPages['mentions-legales']} />;
}
