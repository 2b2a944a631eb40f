import { PageIntro } from '@/components/layout/page-intro';

export default function ContactProPage() {
  return <PageIntro title="Demande de devis" />;
}
