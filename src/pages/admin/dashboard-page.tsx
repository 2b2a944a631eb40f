import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function DashboardPage() {
  return <AdminPageHeader title="Tableau de bord" />;
}
