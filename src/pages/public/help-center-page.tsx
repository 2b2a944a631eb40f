import { PageIntro } from '@/components/layout/page-intro';

export default function HelpCenterPage() {
  return <PageIntro title="Centre d’aide" />;
}
