import { PageIntro } from '@/components/layout/page-intro';

export default function ContactPage() {
  return <PageIntro title="Contactez-nous" />;
}
