import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function AnalyticsPage() {
  return <AdminPageHeader title="Statistiques" />;
}
