import { PageIntro } from '@/components/layout/page-intro';

export default function AboutPage() {
  return <PageIntro title="À propos" />;
}
