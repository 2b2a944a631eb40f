import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function SeoDashboardPage() {
  return <AdminPageHeader title="SEO" />;
}
