import { describe, expect, it } from 'vitest';
import { auditPages, sitemapPaths } from './audit';

const jsonLd = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>';
const page = (
  path: string,
  { title = 'Titre de page correct', description = 'Une description de page assez longue pour être utile aux moteurs.', body = '<h1>Titre</h1>', head = jsonLd } = {},
) => ({
  path,
  html: `<html><head><title>${title}</title>${description === '' ? '' : `<meta name="description" content="${description}">`}${head}</head><body>${body}</body></html>`,
});

describe('auditPages', () => {
  it('finds nothing on a clean site', () => {
    const pages = [page('/', { title: 'Accueil du site VisioLease', body: '<h1>Accueil</h1><a href="/leasing">Leasing</a><img src="/a.svg" alt="">' }), page('/leasing', { description: 'Une autre description de page assez longue pour les moteurs.' })];
    expect(auditPages(pages, ['/', '/leasing'], ['/', '/leasing'])).toEqual([]);
  });

  it('reports each problem on its page, with where to fix it', () => {
    const pages = [
      page('/a', { title: 'Court', description: '', body: '<h1>Un</h1><h1>Deux</h1><img src="/x.png"><a href="/nulle-part#x">?</a><a href="/documents/guide.pdf">PDF</a>' }),
      page('/b', { title: 'Titre partagé entre pages', body: '<p>sans titre</p>' }),
      page('/c', { title: 'Titre partagé entre pages', head: '' }),
    ];
    const findings = auditPages(pages, ['/a', '/c'], ['/a', '/b', '/c']);
    expect(findings.map((f) => [f.path, f.kind, f.fixHref])).toEqual([
      ['/a', 'title-length', '/admin/seo/content'],
      ['/a', 'description-missing', '/admin/seo/content'],
      ['/a', 'h1-count', '/a'],
      ['/a', 'image-alt', '/a'],
      ['/a', 'broken-link', '/a'],
      ['/b', 'title-duplicate', '/admin/seo/content'],
      ['/b', 'description-duplicate', '/admin/seo/content'],
      ['/b', 'h1-count', '/b'],
      ['/b', 'not-in-sitemap', '/b'],
      ['/c', 'title-duplicate', '/admin/seo/content'],
      ['/c', 'description-duplicate', '/admin/seo/content'],
      ['/c', 'jsonld-missing', '/c'],
    ]);
    expect(findings[4].message).toBe('Lien interne vers /nulle-part, qui n’existe pas.');
  });
});

describe('sitemapPaths', () => {
  it('reads the paths of a sitemap', () => {
    const xml = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.visiolease.fr/</loc></url><url><loc>https://www.visiolease.fr/leasing</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/leasing']);
  });
});
