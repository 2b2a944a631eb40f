import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function ProductsPage() {
  return <AdminPageHeader title="Produits" />;
}
