import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { usePublicProduct } from '@/features/catalogue/api/fetch-public-product';
import { productAt } from '@/features/catalogue/catalogue-pages';
import { productPageSeo } from '@/features/catalogue/catalogue-seo';
import { CatalogueLoadError } from '@/features/catalogue/components/catalogue-load-error';
import { CatalogueSeedBoundary } from '@/features/catalogue/components/catalogue-seed';
import { ProductView } from '@/features/catalogue/components/product-view';
import { isSlug } from '@/lib/slug';
import { CatalogueHead } from './catalogue-head';
import NotFoundPage from './not-found-page';

/** /catalogue/{category slug}/{product slug}: an active product at its own address; anything else is not found. */
export default function ProductPage() {
  const { categorySlug, productSlug } = useParams();
  if (!isSlug(categorySlug) || !isSlug(productSlug)) return <NotFoundPage />;
  return (
    <CatalogueSeedBoundary>
      <Product categorySlug={categorySlug} productSlug={productSlug} />
    </CatalogueSeedBoundary>
  );
}

function Product({ categorySlug, productSlug }: { categorySlug: string; productSlug: string }) {
  const query = usePublicProduct(productSlug);
  if (query.isPending) return <Loading label="Chargement du produit..." className="min-h-[60vh]" />;
  if (query.isError && query.data === undefined) return <CatalogueLoadError onRetry={() => void query.refetch()} />;
  const product = productAt(query.data, categorySlug);
  if (!product) return <NotFoundPage />;
  return (
    <>
      <CatalogueHead seo={productPageSeo(product, env.VITE_SITE_URL)} />
      <ProductView product={product} />
    </>
  );
}
