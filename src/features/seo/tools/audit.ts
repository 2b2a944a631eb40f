/**
 * The SEO crawl of /admin/seo/tools, as a pure function over the pages' prerendered HTML (what
 * search engines and link previews read) and the sitemap: every finding says what is wrong, on
 * which page, and where it is fixed.
 */
export const TITLE_LENGTH = { min: 10, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

export type FindingKind =
  | 'title-missing'
  | 'title-length'
  | 'title-duplicate'
  | 'description-missing'
  | 'description-length'
  | 'description-duplicate'
  | 'h1-count'
  | 'image-alt'
  | 'broken-link'
  | 'not-in-sitemap'
  | 'jsonld-missing';

export interface Finding {
  path: string;
  kind: FindingKind;
  message: string;
  /** Where staff fix it: the SEO content screen for titles and descriptions, else the page itself. */
  fixHref: string;
}

export interface CrawledPage {
  path: string;
  html: string;
}

const SEO_CONTENT = '/admin/seo/content';

interface PageFacts {
  path: string;
  title: string;
  description: string | null;
  h1Count: number;
  imagesWithoutAlt: number;
  internalLinks: string[];
  jsonLdBlocks: number;
}

function facts({ path, html }: CrawledPage): PageFacts {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
  const internalLinks = [...doc.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0].split('?')[0] || '/');
  return {
    path,
    title: (doc.querySelector('title')?.textContent ?? '').trim(),
    description: description?.trim() ?? null,
    h1Count: doc.querySelectorAll('h1').length,
    imagesWithoutAlt: [...doc.querySelectorAll('img')].filter((img) => !img.hasAttribute('alt')).length,
    internalLinks: [...new Set(internalLinks)],
    jsonLdBlocks: doc.querySelectorAll('script[type="application/ld+json"]').length,
  };
}

/** Paths in a sitemap.xml, relative to the site (`https://…/leasing` → `/leasing`). */
export function sitemapPaths(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return [...doc.querySelectorAll('loc')].map((loc) => {
    try {
      return new URL((loc.textContent ?? '').trim()).pathname;
    } catch {
      return (loc.textContent ?? '').trim();
    }
  });
}

/**
 * `knownPaths`: every path the site answers (a link to anything else is broken);
 * `publicFiles`: links to files (documents, images) checked separately by the caller.
 */
export function auditPages(pages: CrawledPage[], sitemap: string[], knownPaths: readonly string[]): Finding[] {
  const all = pages.map(facts);
  const findings: Finding[] = [];
  const known = new Set(knownPaths);
  const inSitemap = new Set(sitemap);
  const count = (values: (string | null)[]) => {
    const seen = new Map<string, number>();
    for (const v of values) if (v) seen.set(v, (seen.get(v) ?? 0) + 1);
    return seen;
  };
  const titles = count(all.map((p) => p.title));
  const descriptions = count(all.map((p) => p.description));

  for (const page of all) {
    const add = (kind: FindingKind, message: string, fixHref = page.path) => findings.push({ path: page.path, kind, message, fixHref });
    if (!page.title) add('title-missing', 'La page n’a pas de titre.', SEO_CONTENT);
    else {
      if (page.title.length < TITLE_LENGTH.min || page.title.length > TITLE_LENGTH.max) {
        add('title-length', `Titre de ${page.title.length} caractères (entre ${TITLE_LENGTH.min} et ${TITLE_LENGTH.max} recommandés).`, SEO_CONTENT);
      }
      if ((titles.get(page.title) ?? 0) > 1) add('title-duplicate', `Titre identique à celui d’une autre page : « ${page.title} ».`, SEO_CONTENT);
    }
    if (!page.description) add('description-missing', 'La page n’a pas de meta description.', SEO_CONTENT);
    else {
      const n = page.description.length;
      if (n < DESCRIPTION_LENGTH.min || n > DESCRIPTION_LENGTH.max) {
        add('description-length', `Meta description de ${n} caractères (entre ${DESCRIPTION_LENGTH.min} et ${DESCRIPTION_LENGTH.max} recommandés).`, SEO_CONTENT);
      }
      if ((descriptions.get(page.description) ?? 0) > 1) add('description-duplicate', 'Meta description identique à celle d’une autre page.', SEO_CONTENT);
    }
    if (page.h1Count !== 1) add('h1-count', `La page a ${page.h1Count} titre(s) h1 au lieu d’un seul.`);
    if (page.imagesWithoutAlt > 0) add('image-alt', `${page.imagesWithoutAlt} image(s) sans texte alternatif.`);
    for (const link of page.internalLinks) {
      if (!known.has(link) && !/\.[a-z0-9]{2,5}$/i.test(link)) add('broken-link', `Lien interne vers ${link}, qui n’existe pas.`);
    }
    if (!inSitemap.has(page.path)) add('not-in-sitemap', 'La page n’est pas dans sitemap.xml.');
    if (page.jsonLdBlocks === 0) add('jsonld-missing', 'La page n’a pas de données structurées (JSON-LD).');
  }
  return findings;
}
