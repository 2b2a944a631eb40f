import { PageIntro } from '@/components/layout/page-intro';

export default function DocumentationPage() {
  return <PageIntro title="Documentation" />;
}
