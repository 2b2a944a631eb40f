import { ArrowRight, Monitor, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { catalogSection } from '@/content/marketing-pages';
import { formatEuro, formatOneDecimal } from '@/lib/format';
import type { CatalogProduct } from '../api/catalogue-rows';
import { productPath } from '../catalogue-pages';
import { productPictures } from '../product-images';
import { ProductPicture } from './product-picture';
import { cardRating, estimatedPurchasePrice, RATING_MAX, starFills } from '../pricing';

/** A card's width in the grid (1, 2, 3 then 4 columns, at most ~300 px in the 80 rem container). */
const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * Intl groups French thousands with a narrow no-break space (U+202F), which Inter draws almost
 * invisibly at display sizes (« 1740,00 € »): shown prices use a regular no-break space instead.
 */
const price = (value: number | null) => formatEuro(value).replace(/\u202f/g, '\u00a0');

/**
 * One product of the public catalogue (spec §2, §9): 36-month rent and the purchase comparison.
 * Its name links to the product's page (the whole card is the target); the call to action opens
 * the quote form with the product already chosen.
 */
export function ProductCard({ product }: { product: CatalogProduct }) {
  const titleId = `produit-${product.id}`;
  const [image] = productPictures(product);
  const purchase = estimatedPurchasePrice(product.monthly_price_36);
  const hasPrice = product.monthly_price_36 !== null && Number(product.monthly_price_36) > 0;

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition duration-300 hover:-translate-y-0.5 hover:border-accent/50 hover:shadow-[0_18px_40px_-20px_rgba(11,31,58,0.35)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-[radial-gradient(circle_at_50%_40%,#ffffff,#e6edf5)]">
        {image ? (
          // Cards sit below the fold (the home page's hero, a category's heading): lazy.
          <ProductPicture
            picture={image}
            sizes={CARD_IMAGE_SIZES}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div role="img" aria-label={product.name} className="flex h-full items-center justify-center text-navy/30">
            <Monitor className="size-16" aria-hidden="true" />
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.12em] text-accent-strong">{product.brand}</p>
        <h3 id={titleId} className="mt-1.5 text-lg font-semibold leading-snug text-navy">
          <Link
            to={productPath(product)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-accent-strong focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {product.name}
          </Link>
        </h3>
        <Rating value={cardRating(product.rating)} />
        {product.badges.length > 0 ? (
          <ul aria-label="Atouts" className="mt-3 flex flex-wrap gap-1.5">
            {product.badges.map((badge) => (
              <li key={badge}>
                <Badge variant="secondary" className="font-medium">
                  {badge}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {product.description ? (
          <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-muted-foreground">{product.description}</p>
        ) : null}

        <div className="mt-auto pt-5">
          <div className="border-t border-border pt-4">
            {hasPrice ? (
              <>
                <p className="text-xs font-medium text-muted-foreground">{catalogSection.priceFrom}</p>
                <p className="mt-0.5 text-navy">
                  <span className="text-2xl font-bold">{price(product.monthly_price_36)}</span>
                  <span className="text-sm font-medium text-muted-foreground">{catalogSection.perMonth}</span>
                </p>
                {purchase !== null ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {catalogSection.purchaseLabel}{' '}
                    <span className="font-semibold text-slate-600">{price(purchase)} HT</span>
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-base font-semibold text-navy">{catalogSection.priceOnRequest}</p>
            )}
          </div>
          <Button asChild variant="default" className="relative z-10 mt-4 w-full">
            <Link to={paths.quoteForProduct(product.slug)} aria-label={`${catalogSection.cta} pour ${product.name}`}>
              {catalogSection.cta}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The five stars of a rating, filled to the tenth, with its value for assistive technologies. */
export function Rating({ value }: { value: number }) {
  const label = `Note : ${formatOneDecimal(value)} sur ${RATING_MAX}`;
  return (
    <div className="mt-2 flex items-center gap-2">
      <span role="img" aria-label={label} className="flex items-center gap-0.5">
        {starFills(value).map((fill, index) => (
          <span key={index} className="relative inline-flex size-4">
            <Star className="size-4 fill-slate-200 text-slate-300" aria-hidden="true" />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-medium text-muted-foreground">
        {formatOneDecimal(value)}
      </span>
    </div>
  );
}
