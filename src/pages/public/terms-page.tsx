import { PageIntro } from '@/components/layout/page-intro';

export default function TermsPage() {
  return <PageIntro title="Conditions générales d’utilisation" />;
}
