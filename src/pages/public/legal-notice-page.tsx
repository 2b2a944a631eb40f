import { PageIntro } from '@/components/layout/page-intro';

export default function LegalNoticePage() {
  return <PageIntro title="Mentions légales" />;
}
