import { ProductsList } from '@/features/products/components/products-list';

export default function ProductsPage() {
  return <ProductsList />;
}
