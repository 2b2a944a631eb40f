// After `vite build`: render every public route to real HTML (dist/<path>.html, the home page
// dist/index.html: the layout Netlify and Cloudflare Pages both serve at the path without a slash,
// with no redirect) with its title, meta tags and JSON-LD, keep an empty shell (spa.html for the
// admin area, 404.html for any other path: public/_redirects), and write sitemap.xml and robots.txt
// from the same route table.
// The catalogue's pages (one per active category and product) and the published SEO rows come
// from the database, read once here as a visitor. Run again on the same build, it publishes the
// database's current rows: that is what « Publier » does on the local preview
// (scripts/lib/publish-hook.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { createServer } from 'vite';
import WebSocket from 'ws';
import type { Database } from '../src/lib/database.types';
import {
  PUBLIC_CATEGORY_COLUMNS,
  PUBLIC_PRODUCT_SELECT,
  type CatalogueSnapshot,
} from '../src/features/catalogue/api/catalogue-rows';
import type { HeroSlide } from '../src/features/hero-slides/slide-window';
import { PUBLISHED_SEO_COLUMNS, type PublishedSeoRow } from '../src/features/page-meta/api/seo-rows';
import { loginRoute, prerenderedRoutes, publicRoutes } from '../src/config/routes';
import { buildMetaDir } from './lib/build-meta.mjs';
import { pageModuleUrls, readManifest } from './lib/page-assets';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const template = shellTemplate();
const siteUrl = process.env.VITE_SITE_URL ?? readEnvFile().VITE_SITE_URL;
const apiUrl = process.env.VITE_SUPABASE_URL ?? readEnvFile().VITE_SUPABASE_URL;
const anonKey = process.env.VITE_SUPABASE_ANON_KEY ?? readEnvFile().VITE_SUPABASE_ANON_KEY;
const apiOrigin = new URL(apiUrl).origin;

/**
 * Vite's index.html, kept aside (with the build's metadata) the first time: the home page is
 * written over index.html, and a second run (a publication) must start from the empty shell again.
 */
function shellTemplate(): string {
  const kept = path.join(buildMetaDir(outDir), 'index.shell.html');
  if (!fs.existsSync(kept)) fs.copyFileSync(path.join(outDir, 'index.html'), kept);
  return fs.readFileSync(kept, 'utf8');
}

/** Replaced in one step, so the server never sends a half-written page during a publication. */
function writeAtomically(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/** The pages the last run wrote (prerendered.json), so a later run removes those gone since. */
const writtenList = path.join(buildMetaDir(outDir), 'prerendered.json');

/** `/leasing` → leasing.html, never leasing/index.html: both hosts would redirect /leasing to /leasing/. */
function pageFile(pagePath: string): string {
  return pagePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${pagePath}.html`);
}

/** A category or product switched off since the last run: its page goes, as it would from a fresh build. */
function removePagesGoneSince(written: string[]): void {
  const previous: string[] = fs.existsSync(writtenList) ? JSON.parse(fs.readFileSync(writtenList, 'utf8')) : [];
  for (const gone of previous.filter((pagePath) => !written.includes(pagePath)))
    fs.rmSync(pageFile(gone), { force: true });
  writeAtomically(writtenList, JSON.stringify(written));
}

function readEnvFile(): Record<string, string> {
  const entries = fs
    .readFileSync('.env', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/**
 * A connection to the API opened before its first request (the home hero's slides). No font is
 * preloaded: src/boot.ts loads Inter once the page is painted.
 */
function sharedPreloads(): string {
  return `<link rel="preconnect" href="${apiOrigin}" crossorigin>`;
}

/**
 * The page's modules, beyond the tiny entry: the app (main.tsx), the page's own chunk and
 * everything they import. src/boot.ts preloads them together once the page has been painted,
 * instead of discovering them one import after the other.
 */
function pageModules(pageModule: string): string {
  const files = pageModuleUrls(readManifest(outDir), pageModule);
  // A JSON data block: never executed, so the Content-Security-Policy's script-src does not apply.
  return `<script type="application/json" id="page-modules">${JSON.stringify(files)}</script>`;
}

/** How long the API may take to answer at all before the build gives up (supabase-js would retry on). */
const API_TIMEOUT_MS = 15_000;

/**
 * The public catalogue as a visitor reads it (anon key: RLS gives active rows only): active
 * categories by position, active products of active categories, featured then newest first, as
 * the pages' own queries order them (src/features/catalogue/api). An unreachable API stops the
 * build: publishing without the catalogue would drop its pages from the site and the sitemap.
 */
async function readDatabase(): Promise<{
  catalogue: CatalogueSnapshot;
  seoRows: PublishedSeoRow[];
  heroSlides: HeroSlide[];
}> {
  try {
    await fetch(`${apiOrigin}/rest/v1/`, { headers: { apikey: anonKey }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(
      `Prérendu impossible : l’API ${apiOrigin} ne répond pas (${(error as Error).message}). ` +
        'Le catalogue est lu dans la base au build : démarrez la pile locale (npm run stack) ou vérifiez VITE_SUPABASE_URL.',
    );
  }
  const supabase = createClient<Database>(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js needs a WebSocket implementation under Node 20, even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const [categories, products, seo, slides] = await Promise.all([
    supabase
      .from('categories')
      .select(PUBLIC_CATEGORY_COLUMNS)
      .eq('active', true)
      .order('order_position', { ascending: true })
      .order('name', { ascending: true }),
    supabase
      .from('products')
      .select(PUBLIC_PRODUCT_SELECT)
      .eq('active', true)
      .order('featured', { ascending: false })
      .order('created_at', { ascending: false }),
    supabase.from('seo_content').select(PUBLISHED_SEO_COLUMNS).eq('status', 'published'),
    // The home hero's slides, as its own request reads them (src/features/hero-slides/api), for the first image's preload.
    supabase.from('hero_carousel_slides').select('*').eq('active', true).order('order_position', { ascending: true }),
  ]);
  for (const { error } of [categories, products, seo, slides]) {
    if (error) throw new Error(`Prérendu impossible : lecture de la base refusée (${error.code} ${error.message})`);
  }
  return {
    catalogue: { categories: categories.data ?? [], products: products.data ?? [] },
    seoRows: seo.data ?? [],
    heroSlides: slides.data ?? [],
  };
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { render, catalogueRoutes } = (await vite.ssrLoadModule(
    '/src/entry-server.tsx',
  )) as typeof import('../src/entry-server');
  const { catalogue, seoRows, heroSlides } = await readDatabase();
  const cataloguePages = catalogueRoutes(catalogue);
  const preloads = sharedPreloads();
  // The empty shell twice: spa.html answers the back-office's paths (public/_redirects), and
  // 404.html, which static hosts serve with a 404 status, every path that is not a file.
  const shell = template.replace('</head>', `    ${preloads}\n  </head>`);
  writeAtomically(path.join(outDir, 'spa.html'), shell);
  writeAtomically(path.join(outDir, '404.html'), shell);
  const routes = [...prerenderedRoutes, ...cataloguePages];
  for (const route of routes) {
    const { html, title, head, pageModule } = await render(route.path, siteUrl, catalogue, seoRows, heroSlides);
    const page = template
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${preloads}\n    ${pageModules(pageModule)}\n    ${head}\n  </head>`)
      // A page's own <title> element (React hoists it to <head> in the browser) is already in <head>.
      .replace('<div id="root"></div>', () => `<div id="root">${html.replace(/<title>[\s\S]*?<\/title>/g, '')}</div>`);
    writeAtomically(pageFile(route.path), page);
  }
  removePagesGoneSince(routes.map((route) => route.path));
  const entries = [
    ...publicRoutes.map((route) => ({ path: route.path, lastModified: undefined as string | undefined })),
    ...cataloguePages,
  ];
  const urls = entries
    .map(({ path: pagePath, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
      return `  <url><loc>${new URL(pagePath, siteUrl).href}</loc>${lastmod}<changefreq>weekly</changefreq></url>`;
    })
    .join('\n');
  writeAtomically(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeAtomically(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nAllow: ${loginRoute.path}\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`,
  );
  console.log(
    `Prérendu : ${publicRoutes.length} pages publiques, la connexion, ${catalogue.categories.length} catégories et ` +
      `${cataloguePages.length - catalogue.categories.length} produits du catalogue, sitemap.xml et robots.txt dans ${outDir}`,
  );
} finally {
  await vite.close();
}
