import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function ProductEditPage() {
  return <AdminPageHeader title="Produit" />;
}
