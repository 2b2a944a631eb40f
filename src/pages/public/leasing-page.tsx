import { PageIntro } from '@/components/layout/page-intro';

export default function LeasingPage() {
  return <PageIntro title="Le leasing" />;
}
