import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function QuotesPage() {
  return <AdminPageHeader title="Demandes de devis" />;
}
