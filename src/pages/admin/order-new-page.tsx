import { AdminPageHeader } from '@/components/layout/admin-page-header';

// TEMPORARY placeholder so the route table builds; the helper that owns this page replaces it.
export default function OrderNewPage() {
  return <AdminPageHeader title="Nouvelle commande" />;
}
