import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function OrderDetailPage() {
  return <AdminPageHeader title="Commande" />;
}
