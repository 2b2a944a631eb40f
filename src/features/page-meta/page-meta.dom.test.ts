import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/routes';
import { buildPageMeta } from './build-page-meta';
import { applyHeadTags, headTags, renderHeadTags } from './head-tags';

const siteUrl = 'https://www.visiolease.fr';

describe('buildPageMeta', () => {
  it('gives every public route a unique title and description', () => {
    const metas = publicRoutes.map((route) => buildPageMeta(route.path, siteUrl));
    expect(new Set(metas.map((m) => m.title)).size).toBe(publicRoutes.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(publicRoutes.length);
    expect(metas.every((m) => m.canonical.startsWith(siteUrl))).toBe(true);
  });

  it('lets a published SEO row override the defaults, but never with an unsafe canonical', () => {
    const meta = buildPageMeta('/leasing', siteUrl, {
      meta_title: 'Leasing sur mesure',
      meta_description: 'Une description choisie par l’équipe marketing.',
      canonical_url: 'javascript:alert(1)',
      og_title: null,
      og_description: 'Partage',
      keywords: ['leasing', 'LED'],
      h1: null,
    });
    expect(meta).toMatchObject({
      title: 'Leasing sur mesure',
      ogTitle: 'Leasing sur mesure',
      ogDescription: 'Partage',
      canonical: `${siteUrl}/leasing`,
      keywords: ['leasing', 'LED'],
    });
  });

  it('adds breadcrumbs to nested pages and marks unknown pages noindex', () => {
    const types = buildPageMeta('/faq', siteUrl).jsonLd.map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'BreadcrumbList']);
    expect(buildPageMeta('/nulle-part', siteUrl).robots).toBe('noindex');
  });
});

describe('head tags', () => {
  it('updates prerendered tags in place without duplicating them, and keeps static JSON-LD', () => {
    const prerendered = buildPageMeta('/faq', siteUrl, null, [{ '@type': 'FAQPage' }]);
    document.head.innerHTML = renderHeadTags(headTags(prerendered, `${siteUrl}/og.png`));
    const next = buildPageMeta('/leasing', siteUrl);
    applyHeadTags(document, next.title, headTags(next, `${siteUrl}/og.png`));
    applyHeadTags(document, next.title, headTags(next, `${siteUrl}/og.png`));
    expect(document.title).toBe(next.title);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/leasing`);
    expect(document.head.querySelector('[data-head="static:0"]')).not.toBeNull();
  });

  it('escapes markup so content cannot break out of the head', () => {
    const meta = buildPageMeta('/', siteUrl, {
      meta_title: 'x',
      meta_description: '"><script>alert(1)</script>',
      canonical_url: null,
      og_title: null,
      og_description: null,
      keywords: [],
      h1: null,
    });
    const html = renderHeadTags(headTags(meta, `${siteUrl}/og.png`));
    expect(html).not.toContain('<script>alert');
  });
});
