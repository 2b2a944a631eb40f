import { CategoriesScreen } from '@/features/categories/components/categories-screen';

export default function CategoriesPage() {
  return <CategoriesScreen />;
}
