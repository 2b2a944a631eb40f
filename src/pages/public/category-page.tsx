import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { useCategoryProducts } from '@/features/catalogue/api/fetch-category-products';
import { usePublicCategories } from '@/features/catalogue/api/fetch-public-categories';
import { findCategory } from '@/features/catalogue/catalogue-pages';
import { categoryPageSeo } from '@/features/catalogue/catalogue-seo';
import { CatalogueLoadError } from '@/features/catalogue/components/catalogue-load-error';
import { CatalogueSeedBoundary } from '@/features/catalogue/components/catalogue-seed';
import { CategoryView } from '@/features/catalogue/components/category-view';
import { isSlug } from '@/lib/slug';
import { CatalogueHead } from './catalogue-head';
import NotFoundPage from './not-found-page';

/** /catalogue/{category slug}: an active category and its products; anything else is not found. */
export default function CategoryPage() {
  const { categorySlug } = useParams();
  if (!isSlug(categorySlug)) return <NotFoundPage />;
  return (
    <CatalogueSeedBoundary>
      <Category slug={categorySlug} />
    </CatalogueSeedBoundary>
  );
}

function Category({ slug }: { slug: string }) {
  const { categories, isPending, isError, refetch } = usePublicCategories();
  const products = useCategoryProducts(slug);
  if (isPending || products.isPending) return <Loading label="Chargement des produits..." className="min-h-[60vh]" />;
  const category = findCategory(categories, slug);
  if ((isError && categories.length === 0) || (category && products.isError && !products.data)) {
    return <CatalogueLoadError onRetry={() => void Promise.all([refetch(), products.refetch()])} />;
  }
  if (!category) return <NotFoundPage />;
  const rows = products.data ?? [];
  return (
    <>
      <CatalogueHead seo={categoryPageSeo(category, rows, env.VITE_SITE_URL)} />
      <CategoryView category={category} categories={categories} products={rows} />
    </>
  );
}
