import { ArrowRight, PackageOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { catalogSection } from '@/content/marketing-pages';
import type { CatalogProduct, PublicCategory } from '../api/catalogue-rows';
import { categoryCrumbs } from '../catalogue-seo';
import { catalogueText } from '../catalogue-text';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { CategoryChips } from './category-chips';
import { ProductCard } from './product-card';

export interface CategoryViewProps {
  category: PublicCategory;
  /** Every active category, for the chips. */
  categories: readonly PublicCategory[];
  products: readonly CatalogProduct[];
}

/** /catalogue/{slug}: the category's name (the page's h1), its description and its active products. */
export function CategoryView({ category, categories, products }: CategoryViewProps) {
  return (
    <>
      <section aria-labelledby="categorie-titre" className="relative overflow-hidden bg-navy text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <CatalogueBreadcrumb crumbs={categoryCrumbs(category)} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-accent">
            {catalogueText.categoryEyebrow}
          </p>
          <h1 id="categorie-titre" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {category.name}
          </h1>
          {category.description ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{category.description}</p>
          ) : null}
          <p className="mt-5 text-sm font-medium text-slate-300">{catalogueText.categoryCount(products.length)}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <CategoryChips categories={categories} current={category.slug} />
        <h2 className="sr-only">{catalogueText.categoryListLabel(category.name)}</h2>

        {products.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-input bg-white px-6 py-14 text-center">
            <PackageOpen className="size-10 text-accent-strong" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold text-navy">{catalogueText.categoryEmpty}</p>
            <p className="mt-2 max-w-md text-muted-foreground">{catalogueText.categoryEmptyHint}</p>
          </div>
        ) : (
          <ul
            aria-label={catalogueText.categoryListLabel(category.name)}
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          >
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}

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
    </>
  );
}
