import { PageIntro } from '@/components/layout/page-intro';

export default function HomePage() {
  return <PageIntro title="Location longue durée d’écrans professionnels" />;
}
