import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function LeadsPage() {
  return <AdminPageHeader title="Leads & CRM" />;
}
