import type { CatalogProduct } from './api/catalogue-rows';
import { productPath } from './catalogue-pages';
import { availability, CATALOG_TERM_MONTHS } from './pricing';

/**
 * schema.org ItemList of the catalogue's priced products, each a Product with an Offer: the
 * 36-month rent excluding VAT, billed monthly (UN/CEFACT unit « MON »), at the product's own page.
 */
export function catalogJsonLd(products: CatalogProduct[], siteUrl: string): Record<string, unknown> | null {
  const priced = products.filter((product) => Number(product.monthly_price_36) > 0);
  if (priced.length === 0) return null;
  const catalogUrl = new URL('/#catalog', siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Catalogue de location longue durée',
    url: catalogUrl,
    itemListElement: priced.map((product, index) => {
      const price = Number(product.monthly_price_36).toFixed(2);
      const url = new URL(productPath(product), siteUrl).href;
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: product.name,
          url,
          ...(product.description ? { description: product.description } : {}),
          image: new URL(product.image_url, siteUrl).href,
          brand: { '@type': 'Brand', name: product.brand },
          offers: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: 'EUR',
            availability: availability(product.stock),
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'EUR',
              unitCode: 'MON',
              billingDuration: CATALOG_TERM_MONTHS,
              valueAddedTaxIncluded: false,
            },
          },
        },
      };
    }),
  };
}
