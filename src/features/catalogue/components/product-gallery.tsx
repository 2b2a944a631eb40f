import { Monitor } from 'lucide-react';
import type { CatalogProduct } from '../api/catalogue-rows';
import { productPictures } from '../product-images';
import { ProductPicture } from './product-picture';

/** The main picture's width in the page: the gallery column of the 80 rem container, else the screen. */
const MAIN_SIZES = '(min-width: 1024px) 640px, 100vw';
const THUMB_SIZES = '(min-width: 1024px) 160px, 25vw';

/**
 * The product page's pictures: the main one large (the page's largest element, so fetched first
 * and never lazy), then the others below it, lazy. Every picture keeps its intrinsic size so the
 * page does not shift while they arrive.
 */
export function ProductGallery({ product }: { product: CatalogProduct }) {
  const [main, ...others] = productPictures(product);
  return (
    <>
      <figure className="overflow-hidden rounded-2xl border border-border bg-[radial-gradient(circle_at_50%_40%,#ffffff,#e6edf5)] shadow-sm">
        {main ? (
          <ProductPicture
            picture={main}
            sizes={MAIN_SIZES}
            priority
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={product.name}
            className="flex aspect-[4/3] items-center justify-center text-navy/30"
          >
            <Monitor className="size-20" aria-hidden="true" />
          </div>
        )}
      </figure>
      {others.length > 0 ? (
        <ul className="mt-4 grid grid-cols-4 gap-3">
          {others.map((picture) => (
            <li key={picture.src} className="overflow-hidden rounded-lg border border-border bg-white">
              <ProductPicture
                picture={picture}
                sizes={THUMB_SIZES}
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
