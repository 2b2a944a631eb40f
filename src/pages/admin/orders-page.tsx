import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function OrdersPage() {
  return <AdminPageHeader title="Commandes" />;
}
