import { PageIntro } from '@/components/layout/page-intro';

export default function FaqPage() {
  return <PageIntro title="Questions fréquentes" />;
}
