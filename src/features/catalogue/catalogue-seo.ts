import { site } from '@/config/site';
import type { CatalogProduct, PublicCategory } from './api/catalogue-rows';
import { categoryPath, productPath } from './catalogue-pages';
import { availability } from './pricing';
import { productPictures } from './product-images';
import { referenceMonthly, REFERENCE_DURATION } from './rent-table';

/** What a catalogue page puts in <head>: the prerenderer writes it, the page keeps it after navigation. */
export interface CatalogueSeo {
  path: string;
  title: string;
  description: string;
  jsonLd: Record<string, unknown>[];
}

/** The SEO tools' bounds (src/features/seo/tools/audit.ts): titles 10–60, descriptions 50–160 characters. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
const TITLE_SUFFIX = ` | ${site.brand}`;

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** Cuts a text at a word boundary so that, with its ellipsis, it is at most `max` characters. */
export function clampText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max * 0.6)));
  return `${atWord.replace(/[\s,.;:—–-]+$/, '')}…`;
}

/** The first of the candidates that fits in a title with the site's name, else the name cut to fit. */
function pageTitle(name: string, ...qualifiers: string[]): string {
  for (const qualifier of qualifiers) {
    const title = `${name}${qualifier}${TITLE_SUFFIX}`;
    if (title.length <= TITLE_MAX) return title;
  }
  return `${clampText(name, TITLE_MAX - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
}

/** Prices in JSON-LD: a dot and two decimals, as schema.org wants. */
const schemaPrice = (value: number) => value.toFixed(2);
/** Prices in descriptions: French, whole euros, ordinary spaces. */
const euros = (value: number) =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(value).replace(/\s/g, ' ')} €`;

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

export const categoryCrumbs = (category: Pick<PublicCategory, 'name' | 'slug'>): Crumb[] => [
  { name: 'Accueil', path: '/' },
  { name: category.name, path: categoryPath(category) },
];

export const productCrumbs = (product: CatalogProduct): Crumb[] => [
  ...categoryCrumbs(product.category),
  { name: product.name, path: productPath(product) },
];

/** The category's products as a summary ItemList: each entry points at the product's own page. */
export function categoryItemListJsonLd(
  category: PublicCategory,
  products: readonly CatalogProduct[],
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: category.name,
    url: absolute(categoryPath(category), siteUrl),
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(productPath(product), siteUrl),
      name: product.name,
    })),
  };
}

/**
 * A product and its Offer: a monthly rent excluding VAT over the reference duration (UN/CEFACT
 * unit « MON »), sold by the company. No Offer when the product's price is on request.
 */
export function productJsonLd(product: CatalogProduct, siteUrl: string): Record<string, unknown> {
  const url = absolute(productPath(product), siteUrl);
  const monthly = referenceMonthly(product);
  // Every picture of the gallery, main first, as the page shows them.
  const images = productPictures(product).map((picture) => absolute(picture.src, siteUrl));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    sku: product.slug,
    category: product.category.name,
    url,
    ...(monthly !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: schemaPrice(monthly),
            priceCurrency: 'EUR',
            availability: availability(product.stock),
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: site.brand },
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: schemaPrice(monthly),
              priceCurrency: 'EUR',
              unitCode: 'MON',
              billingDuration: REFERENCE_DURATION,
              valueAddedTaxIncluded: false,
            },
          },
        }
      : {}),
  };
}

export function categoryPageSeo(
  category: PublicCategory,
  products: readonly CatalogProduct[],
  siteUrl: string,
): CatalogueSeo {
  const ownDescription = category.description?.trim() ?? '';
  const description =
    ownDescription.length >= 50
      ? clampText(ownDescription, DESCRIPTION_MAX)
      : clampText(
          `${category.name} en location longue durée pour les professionnels : sans apport, installation, maintenance et SAV 24h/7j inclus.`,
          DESCRIPTION_MAX,
        );
  return {
    path: categoryPath(category),
    title: pageTitle(category.name, ' en location longue durée', ' en location'),
    description,
    jsonLd: [breadcrumbJsonLd(categoryCrumbs(category), siteUrl), categoryItemListJsonLd(category, products, siteUrl)],
  };
}

export function productPageSeo(product: CatalogProduct, siteUrl: string): CatalogueSeo {
  const monthly = referenceMonthly(product);
  const price = monthly !== null ? ` dès ${euros(monthly)} HT/mois sur ${REFERENCE_DURATION} mois` : '';
  const lead = `${product.name} (${product.brand}) en location longue durée${price}`;
  const full = `${lead} : installation, maintenance et SAV inclus.`;
  return {
    path: productPath(product),
    title: pageTitle(product.name, ' en location', ''),
    description: full.length <= DESCRIPTION_MAX ? full : clampText(`${lead}.`, DESCRIPTION_MAX),
    jsonLd: [breadcrumbJsonLd(productCrumbs(product), siteUrl), productJsonLd(product, siteUrl)],
  };
}
