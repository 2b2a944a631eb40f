import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function MarketingPage() {
  return <AdminPageHeader title="Marketing" />;
}
