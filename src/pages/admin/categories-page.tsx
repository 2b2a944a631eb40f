import { PublishPanel } from '@/features/publication/components/publish-panel';
import { CategoriesScreen } from '@/features/catalogue/components/categories-screen';

export default function CategoriesPage() {
  return (
    <>
      <CategoriesScreen />
      <PublishPanel />
    </>
  );
}
