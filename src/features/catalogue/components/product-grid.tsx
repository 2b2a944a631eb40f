import { catalogSection } from '@/content/marketing-pages';
import type { CatalogProduct } from '../api/fetch-public-products';
import { ProductCard } from './product-card';

/** The catalogue's cards, in their own chunk: they are drawn only when the visitor nears the section. */
export default function ProductGrid({ products }: { products: CatalogProduct[] }) {
  return (
    <ul aria-label={catalogSection.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
