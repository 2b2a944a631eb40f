import { PublishPanel } from '@/features/publication/components/publish-panel';
import { ProductsList } from '@/features/catalogue/components/products-list';

export default function ProductsPage() {
  return (
    <>
      <ProductsList />
      <PublishPanel />
    </>
  );
}
