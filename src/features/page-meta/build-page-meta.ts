import type { PublicRouteMeta } from '@/config/routes';
import { site } from '@/config/site';
import { safeUrl } from '@/lib/safe-url';
import { findPublicRoute } from './public-route';

/** The published seo_content fields that override a page's defaults. */
export interface SeoOverride {
  meta_title: string;
  meta_description: string;
  canonical_url: string | null;
  og_title: string | null;
  og_description: string | null;
  keywords: string[];
  /** The page's h1 as staff set it (shown instead of the page's own). */
  h1: string | null;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  robots?: string;
  jsonLd: Record<string, unknown>[];
  /** Written at build time only and left alone by the client (e.g. the FAQ's FAQPage). */
  staticJsonLd?: Record<string, unknown>[];
}

function absolute(url: string, siteUrl: string): string {
  return new URL(url, siteUrl).href;
}

function organization(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    url: absolute('/', siteUrl),
    logo: absolute('/logo.svg', siteUrl),
    email: site.email,
    telephone: site.phoneHref.replace('tel:', ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: 'FR',
    },
  };
}

function breadcrumb(route: PublicRouteMeta, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: absolute('/', siteUrl) },
      { '@type': 'ListItem', position: 2, name: route.breadcrumb, item: absolute(route.path, siteUrl) },
    ],
  };
}

/** Title, description, canonical, social tags and JSON-LD of a page, defaults overridden by a published SEO row. */
export function buildPageMeta(
  path: string,
  siteUrl: string,
  override?: SeoOverride | null,
  staticJsonLd: Record<string, unknown>[] = [],
): PageMeta {
  const route = findPublicRoute(path);
  if (!route) {
    return {
      title: 'Page introuvable | VisioLease',
      description: 'Cette page n’existe pas ou a été déplacée.',
      canonical: absolute(path, siteUrl),
      keywords: [],
      ogTitle: 'Page introuvable | VisioLease',
      ogDescription: 'Cette page n’existe pas ou a été déplacée.',
      robots: 'noindex',
      jsonLd: [organization(siteUrl)],
    };
  }
  const title = override?.meta_title || route.title;
  const description = override?.meta_description || route.description;
  const canonicalSource = safeUrl(override?.canonical_url) ?? route.path;
  const jsonLd: Record<string, unknown>[] = [organization(siteUrl)];
  if (route.breadcrumb) jsonLd.push(breadcrumb(route, siteUrl));
  return {
    title,
    description,
    canonical: absolute(canonicalSource, siteUrl),
    keywords: override?.keywords ?? [],
    ogTitle: override?.og_title || title,
    ogDescription: override?.og_description || description,
    jsonLd,
    staticJsonLd,
    ...(route.noindex ? { robots: 'noindex' } : {}),
  };
}
