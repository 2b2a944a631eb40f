import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildMetaDir } from '../scripts/lib/build-meta.mjs';
import { publicRoutes } from '../src/config/routes';
import { JWT_SECRET, SERVICE_ROLE_KEY } from '../supabase/local/config';

/** Reads the production build the e2e server was started from (playwright.config.ts builds it). */
const dist = path.resolve(process.env.E2E_OUT_DIR ?? 'dist-e2e');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

interface ChunkInfo {
  file: string;
  isEntry: boolean;
  facade: string | null;
  imports: string[];
  modules: string[];
}

const adminModule = /^src\/(pages\/admin\/(?!login)|components\/layout\/admin-|features\/(products|categories|carousel|orders|quote-requests|marketing|leads|seo|users|dashboard)\/)/;

test.describe('production build', () => {
  test('every public route is prerendered with its h1, unique title, description, canonical and valid JSON-LD', () => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      const html = read(pageFile(route.path));
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, route.path).toBeTruthy();
      titles.add(title!);
      expect(html.match(/<h1[\s>]/g), `${route.path} has one h1`).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.visiolease.fr${route.path === '/' ? '/' : route.path}"`);
      expect(html).toContain('<html lang="fr">');
      const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, route.path).toBeGreaterThan(0);
      for (const [, json] of scripts) {
        const data = JSON.parse(json);
        expect(data['@context']).toBe('https://schema.org');
      }
    }
    expect(titles.size).toBe(publicRoutes.length);
    expect(read('faq.html')).toContain('"@type":"FAQPage"');
  });

  test('sitemap.xml lists the public routes and the prerendered catalogue pages, and robots.txt keeps crawlers out of /admin', () => {
    const locations = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const catalogue = locations.filter((location) => location.startsWith('/catalogue/'));
    expect(locations.filter((location) => !location.startsWith('/catalogue/')).sort()).toEqual(
      publicRoutes.map((r) => r.path).sort(),
    );
    // The seeded catalogue: six categories and their sixteen active products, each prerendered.
    expect(catalogue.filter((location) => location.split('/').length === 3)).toHaveLength(6);
    expect(catalogue.filter((location) => location.split('/').length === 4)).toHaveLength(16);
    for (const location of catalogue) expect(fs.existsSync(path.join(dist, pageFile(location))), location).toBe(true);
    expect(read('robots.txt')).toMatch(/Disallow: \/admin/);
    // The login page is the back-office's public door: crawlable, prerendered, not in the sitemap.
    expect(read('robots.txt')).toMatch(/Allow: \/admin\/login/);
    const login = read('admin/login.html');
    expect(login).toContain('<title>Connexion à l’administration | VisioLease</title>');
    expect(login).toMatch(/<h1[^>]*>Espace administration<\/h1>/);
    expect(login).not.toContain('noindex');
    expect(read('robots.txt')).toMatch(/Sitemap: https:\/\/www\.visiolease\.fr\/sitemap\.xml/);
  });

  test('no admin module reaches the entry or any public page chunk', () => {
    const chunks: ChunkInfo[] = JSON.parse(
      fs.readFileSync(path.join(buildMetaDir(dist), 'chunk-modules.json'), 'utf8'),
    );
    const byFile = new Map(chunks.map((c) => [c.file, c]));
    const closure = (start: ChunkInfo) => {
      const seen = new Set<string>();
      const visit = (chunk: ChunkInfo) => {
        if (seen.has(chunk.file)) return;
        seen.add(chunk.file);
        chunk.imports.forEach((file) => visit(byFile.get(file)!));
      };
      visit(start);
      return [...seen].flatMap((file) => byFile.get(file)!.modules);
    };
    // The HTML entry (src/boot.ts) loads the app (src/main.tsx) once the page is painted: both are initial code.
    const initial = chunks.filter((c) => c.isEntry || c.facade === 'src/main.tsx');
    expect(initial).toHaveLength(2);
    const roots = [...initial, ...chunks.filter((c) => (c.facade ?? '').startsWith('src/pages/public/'))];
    expect(roots.length).toBeGreaterThan(16);
    for (const root of roots) {
      const leaked = closure(root).filter((m) => adminModule.test(m));
      expect(leaked, `${root.facade ?? root.file}`).toEqual([]);
    }
    for (const root of initial) expect(closure(root).some((m) => m.includes('@supabase/'))).toBe(false);
  });

  test('what is published holds no build metadata, and each page is <path>.html (no folder index but the home page)', () => {
    const published: string[] = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    // Dot files and folders (Vite's .vite/ above all) are nothing a visitor should fetch.
    expect(published.filter((file) => file.split(path.sep).some((part) => part.startsWith('.')))).toEqual([]);
    expect(published.filter((file) => file.endsWith(`${path.sep}index.html`))).toEqual([]);
    // The build's own tools read the metadata beside the published folder (scripts/lib/build-meta.mjs).
    for (const file of ['manifest.json', 'chunk-modules.json', 'index.shell.html', 'prerendered.json']) {
      expect(fs.existsSync(path.join(buildMetaDir(dist), file)), file).toBe(true);
    }
  });

  test('no server-side secret is shipped in the bundle', () => {
    const files = fs.readdirSync(path.join(dist, 'assets')).map((f) => path.join('assets', f));
    const secrets = [SERVICE_ROLE_KEY, JWT_SECRET, 'service_role', 'SUPABASE_SERVICE_ROLE_KEY', 'IMAGE_API_KEY'];
    for (const file of files.filter((f) => /\.(js|css|html|json)$/.test(f))) {
      const text = read(file);
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });
});
