import { PageIntro } from '@/components/layout/page-intro';

export default function CareersPage() {
  return <PageIntro title="Carrières" />;
}
