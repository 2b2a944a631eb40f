import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function CategoriesPage() {
  return <AdminPageHeader title="Catégories" />;
}
