import { PageIntro } from '@/components/layout/page-intro';

export default function HowItWorksPage() {
  return <PageIntro title="Comment ça marche" />;
}
