import { ArrowRight, PackageOpen } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { lazyComponent } from '@/lib/lazy-component';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { catalogSection } from '@/content/marketing-pages';
import { setRuntimeJsonLd } from '@/lib/json-ld';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePublicCategories } from '../api/fetch-public-categories';
import { usePublicProducts } from '../api/fetch-public-products';
import { catalogJsonLd } from '../catalog-json-ld';
import { CatalogueSeedBoundary } from './catalogue-seed';
import { CategoryChips } from './category-chips';

const ProductGrid = lazyComponent(() => import('./product-grid'));

/**
 * The home catalogue (anchor #catalog): the active categories as links to their pages (in the
 * prerendered HTML, from the rows the page was built with), then the active products.
 */
export function CatalogSection() {
  return (
    <CatalogueSeedBoundary>
      <Catalog />
    </CatalogueSeedBoundary>
  );
}

function Catalog() {
  const { categories } = usePublicCategories();
  const { products, isLoading } = usePublicProducts();
  // The cards (a few hundred elements) render as the visitor scrolls towards them, not while the page loads.
  const [listRef, nearViewport] = useNearViewport<HTMLDivElement>();
  // Fetched with the products, so the cards are ready when the visitor gets there.
  useEffect(() => void ProductGrid.preload(), []);
  // Structured data for search engines (Product + Offer), whether or not the cards are drawn yet.
  useEffect(() => {
    setRuntimeJsonLd('catalog', catalogJsonLd(products, env.VITE_SITE_URL));
    return () => setRuntimeJsonLd('catalog', null);
  }, [products]);

  return (
    <section
      id="catalog"
      aria-labelledby="catalog-title"
      className="bg-[linear-gradient(180deg,#f3f6fa_0%,#ffffff_60%)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">
            {catalogSection.eyebrow}
          </p>
          <h2 id="catalog-title" className="mt-3 text-3xl font-bold tracking-tight text-navy text-balance sm:text-4xl">
            {catalogSection.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{catalogSection.intro}</p>
        </div>

        <div className="mt-8">
          <CategoryChips categories={categories} current={null} />
        </div>

        <div ref={listRef} className="mt-10">
          {isLoading || !nearViewport ? (
            <Loading label={catalogSection.loading} className="min-h-[24rem]" />
          ) : products.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-white px-6 py-14 text-center">
              <PackageOpen className="size-10 text-accent-strong" aria-hidden="true" />
              <p className="mt-4 text-lg font-semibold text-navy">{catalogSection.empty}</p>
              <p className="mt-2 max-w-md text-muted-foreground">{catalogSection.emptyHint}</p>
            </div>
          ) : (
            <Suspense fallback={<Loading label={catalogSection.loading} className="min-h-[24rem]" />}>
              <ProductGrid products={products} />
            </Suspense>
          )}
        </div>

        <div className="mt-12 flex flex-col gap-5 rounded-2xl bg-navy px-6 py-8 text-white sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <p className="text-xl font-semibold">{catalogSection.customTitle}</p>
            <p className="mt-2 max-w-2xl text-slate-300">{catalogSection.customText}</p>
          </div>
          <Button asChild variant="accent" size="lg">
            <Link to={paths.contactPro}>
              {catalogSection.customCta}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
