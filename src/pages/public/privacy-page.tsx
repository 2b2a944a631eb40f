import { PageIntro } from '@/components/layout/page-intro';

export default function PrivacyPage() {
  return <PageIntro title="Politique de confidentialité" />;
}
