// After `vite build`: render every public route to real HTML (dist/<path>/index.html) with its
// title, meta tags and JSON-LD, keep an empty shell (spa.html) for the admin area and unknown
// paths, and write sitemap.xml and robots.txt from the same route table.
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { publicRoutes } from '../src/config/routes';

const outDir = path.resolve(process.argv[2] ?? 'dist');
const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
const siteUrl = process.env.VITE_SITE_URL ?? readEnvFile().VITE_SITE_URL;

function readEnvFile(): Record<string, string> {
  const entries = fs
    .readFileSync('.env', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

function fontPreloads(): string {
  const fonts = fs.readdirSync(path.join(outDir, 'assets')).filter((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  return fonts.map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof import('../src/entry-server');
  const preloads = fontPreloads();
  fs.writeFileSync(path.join(outDir, 'spa.html'), template.replace('</head>', `    ${preloads}\n  </head>`));
  for (const route of publicRoutes) {
    const { html, title, head } = await render(route.path, siteUrl);
    const page = template
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title.replace(/</g, '&lt;')}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${preloads}\n    ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    const file = route.path === '/' ? path.join(outDir, 'index.html') : path.join(outDir, route.path, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  }
  const urls = publicRoutes
    .map((route) => `  <url><loc>${new URL(route.path, siteUrl).href}</loc><changefreq>weekly</changefreq></url>`)
    .join('\n');
  fs.writeFileSync(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  fs.writeFileSync(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`,
  );
  console.log(`Prérendu : ${publicRoutes.length} pages publiques, sitemap.xml et robots.txt dans ${outDir}`);
} finally {
  await vite.close();
}
