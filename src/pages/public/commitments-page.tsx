import { PageIntro } from '@/components/layout/page-intro';

export default function CommitmentsPage() {
  return <PageIntro title="Nos engagements" />;
}
