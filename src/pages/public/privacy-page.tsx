import { legalPages } from '@/content/legal';
import { LegalDocument } from '@/features/legal/components/legal-document';

export default function PrivacyPage() {
  return <LegalDocument page={legalPages.confidentialite} />;
}
