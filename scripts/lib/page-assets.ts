// What a prerendered page asks for before any interaction, read from a production build's Vite
// manifest: the HTML entry (src/boot.ts) with its imports, the stylesheet, the web font, and
// the modules boot.ts preloads once the page is painted (the app, src/main.tsx, and the page's own
// chunk, with everything they import). scripts/prerender.ts writes those lists into each page;
// the size budgets (scripts/budgets/check.ts) and bench:web weigh them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildMetaDir } from './build-meta.mjs';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(buildMetaDir(outDir), 'manifest.json'), 'utf8'));
}

/** Manifest keys of `key` and everything it imports statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  manifest[key]?.imports?.forEach((imported) => closure(manifest, imported, seen));
  return seen;
}

/**
 * What starts the app: src/main.tsx, and React DOM's client, which main.tsx imports apart to
 * evaluate it in a task of its own (its own tiny chunk over the framework's). Found among main's
 * dynamic imports by its path's end: the manifest names it from wherever node_modules really is.
 */
function appModules(manifest: Manifest): string[] {
  const reactDomClient = manifest['src/main.tsx']?.dynamicImports?.find((key) => key.endsWith('react-dom/client.js'));
  return ['src/main.tsx', reactDomClient ?? 'react-dom/client.js'];
}

/** Manifest keys of the app's and the page's modules with everything they import statically. */
function appAndPage(manifest: Manifest, pageModule: string, seen = new Set<string>()): Set<string> {
  for (const key of [...appModules(manifest), pageModule]) {
    if (!manifest[key]) throw new Error(`${key} absent du manifeste de Vite`);
    closure(manifest, key, seen);
  }
  return seen;
}

/** The page's modules beyond the entry, as URLs: the list src/boot.ts preloads after the first paint. */
export function pageModuleUrls(manifest: Manifest, pageModule: string): string[] {
  const entry = closure(manifest, 'index.html');
  return [...appAndPage(manifest, pageModule)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key].file}`);
}

/** The web font every page fetches once it is painted (Inter's latin subset, through src/boot.ts). */
export function webFonts(outDir: string): string[] {
  return fs
    .readdirSync(path.join(outDir, 'assets'))
    .filter((file) => /^inter-latin-wght-normal.*\.woff2$/.test(file))
    .map((file) => `assets/${file}`);
}

export interface PageAsset {
  /** Build file, e.g. assets/home-page-DSGimo3P.js. */
  file: string;
  /** The same without its content hash (home-page.js): stable from one build to the next. */
  name: string;
  kind: 'js' | 'css' | 'font';
  /** Bytes sent: brotli (quality 11) for scripts and stylesheets, as-is for fonts (already compressed). */
  bytes: number;
}

/** Brotli at quality 11: what scripts/serve-dist.mjs and the static hosts (Netlify, Cloudflare Pages) send. */
export function sentBytes(outDir: string, file: string): number {
  const body = fs.readFileSync(path.join(outDir, file));
  if (file.endsWith('.woff2')) return body.length;
  return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const unhashed = (file: string) => path.basename(file).replace(/-[\w-]{8}(?=\.\w+$)/, '');

/** Every file the prerendered page of `pageModule` asks for before any interaction, with its weight. */
export function initialAssets(outDir: string, pageModule: string): PageAsset[] {
  const manifest = readManifest(outDir);
  const keys = appAndPage(manifest, pageModule, closure(manifest, 'index.html'));
  const js = [...keys].map((key) => manifest[key].file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const asset = (file: string, kind: PageAsset['kind']): PageAsset => ({
    file,
    name: unhashed(file),
    kind,
    bytes: sentBytes(outDir, file),
  });
  return [
    ...js.map((file) => asset(file, 'js')),
    ...css.map((file) => asset(file, 'css')),
    ...webFonts(outDir).map((file) => asset(file, 'font')),
  ];
}
