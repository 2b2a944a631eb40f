import { PageIntro } from '@/components/layout/page-intro';

export default function PartnerPage() {
  return <PageIntro title="Devenir partenaire" />;
}
