import { AdminPageHeader } from '@/components/layout/admin-page-header';

// TEMPORARY placeholder so the route table builds; the helper that owns this page replaces it.
export default function EmailsPage() {
  return <AdminPageHeader title="E-mails envoyés" />;
}
