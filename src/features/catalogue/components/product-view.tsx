import { ArrowRight, Calculator, Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatOneDecimal } from '@/lib/format';
import type { CatalogProduct } from '../api/catalogue-rows';
import { categoryPath } from '../catalogue-pages';
import { productCrumbs } from '../catalogue-seo';
import { catalogueText } from '../catalogue-text';
import { cardRating, RATING_MAX } from '../pricing';
import { referenceMonthly, rentTable, REFERENCE_DURATION } from '../rent-table';
import { CatalogueBreadcrumb } from './catalogue-breadcrumb';
import { euros } from './euros';
import { ProductGallery } from './product-gallery';
import { Rating } from './product-card';
import { RentTable } from './rent-table';

/**
 * /catalogue/{category}/{product}: gallery, description, brand and specifications, the rent over
 * 24 to 60 months by the simulator's formula, the comparison with buying, and the quote button
 * that opens the pro form with this product chosen.
 */
export function ProductView({ product }: { product: CatalogProduct }) {
  const rows = rentTable(product.purchase_price);
  const monthly = referenceMonthly(product);
  const reference = rows?.find((row) => row.months === REFERENCE_DURATION);
  const purchase = Number(product.purchase_price);

  return (
    <article aria-labelledby="produit-titre">
      <div className="border-b border-border bg-[linear-gradient(180deg,#f3f6fa_0%,#ffffff_100%)]">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <CatalogueBreadcrumb crumbs={productCrumbs(product)} tone="light" />
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
            <section aria-label={catalogueText.galleryLabel(product.name)}>
              <ProductGallery product={product} />
            </section>

            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-strong">{product.brand}</p>
              <h1
                id="produit-titre"
                className="mt-2 text-3xl font-bold tracking-tight text-navy text-balance sm:text-4xl"
              >
                {product.name}
              </h1>
              <Rating value={cardRating(product.rating)} />
              {product.badges.length > 0 ? (
                <ul aria-label={catalogueText.specAssets} className="mt-4 flex flex-wrap gap-1.5">
                  {product.badges.map((badge) => (
                    <li key={badge}>
                      <Badge variant="secondary" className="font-medium">
                        {badge}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : null}

              <div className="mt-6 rounded-xl bg-navy p-6 text-white">
                {monthly !== null ? (
                  <>
                    <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">
                      {catalogueText.fromPrice}
                    </p>
                    <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
                      <span className="text-4xl font-bold tracking-tight tabular-nums">{euros(monthly)}</span>
                      <span className="text-base font-medium text-slate-300">{catalogueText.perMonth}</span>
                    </p>
                  </>
                ) : (
                  <>
                    <p className="text-2xl font-bold">{catalogueText.priceOnRequest}</p>
                    <p className="mt-2 text-sm text-slate-300">{catalogueText.priceOnRequestText}</p>
                  </>
                )}
                <ul className="mt-5 space-y-2">
                  {catalogueText.included.map((item) => (
                    <li key={item} className="flex items-center gap-2.5 text-sm text-slate-100">
                      <Check className="size-4 shrink-0 text-accent" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Button asChild variant="accent" size="lg">
                    <Link to={paths.quoteForProduct(product.slug)}>
                      {catalogueText.productQuote}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild variant="outline-light" size="lg">
                    <Link to={paths.simulator}>
                      <Calculator aria-hidden="true" />
                      {catalogueText.productSimulate}
                    </Link>
                  </Button>
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:px-8">
        <div className="grid content-start gap-12">
          {product.description ? (
            <section aria-labelledby="produit-description">
              <h2 id="produit-description" className="text-2xl font-bold tracking-tight text-navy">
                {catalogueText.descriptionTitle}
              </h2>
              <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-muted-foreground">
                {product.description}
              </p>
            </section>
          ) : null}

          {rows ? (
            <section aria-labelledby="produit-loyers">
              <h2 id="produit-loyers" className="text-2xl font-bold tracking-tight text-navy">
                {catalogueText.rentTitle}
              </h2>
              <p className="mt-2 text-muted-foreground">{catalogueText.rentIntro}</p>
              <div className="mt-6">
                <RentTable productName={product.name} rows={rows} />
              </div>
            </section>
          ) : null}
        </div>

        <div className="grid content-start gap-8">
          <section
            aria-labelledby="produit-caracteristiques"
            className="rounded-xl border border-border bg-card p-6 shadow-sm"
          >
            <h2 id="produit-caracteristiques" className="text-xl font-bold tracking-tight text-navy">
              {catalogueText.specificationsTitle}
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              <Spec term={catalogueText.specBrand}>{product.brand}</Spec>
              <Spec term={catalogueText.specCategory}>
                <Link to={categoryPath(product.category)} className="font-medium text-accent-strong hover:underline">
                  {product.category.name}
                </Link>
              </Spec>
              <Spec term={catalogueText.specAvailability}>
                {product.stock !== null && product.stock > 0
                  ? catalogueText.inStock(product.stock)
                  : catalogueText.onOrder}
              </Spec>
              {product.rating !== null ? (
                <Spec
                  term={catalogueText.specRating}
                >{`${formatOneDecimal(Number(product.rating))} / ${RATING_MAX}`}</Spec>
              ) : null}
              {product.badges.length > 0 ? (
                <Spec term={catalogueText.specAssets}>{product.badges.join(', ')}</Spec>
              ) : null}
            </dl>
          </section>

          {rows && reference ? (
            <section aria-labelledby="produit-achat" className="rounded-xl border border-border bg-secondary/50 p-6">
              <h2 id="produit-achat" className="text-xl font-bold tracking-tight text-navy">
                {catalogueText.purchaseTitle}
              </h2>
              <dl className="mt-4 grid gap-3 text-sm">
                <Spec term={catalogueText.purchasePrice}>
                  <span className="font-semibold tabular-nums">{`${euros(purchase)}\u00a0HT`}</span>
                </Spec>
                <Spec term={`${catalogueText.rentTotal} (${catalogueText.months(REFERENCE_DURATION)})`}>
                  <span className="font-semibold tabular-nums">{`${euros(reference.total)}\u00a0HT`}</span>
                </Spec>
              </dl>
              <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{catalogueText.purchaseText}</p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function Spec({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,11rem)_1fr] gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words font-medium text-navy">{children}</dd>
    </div>
  );
}
