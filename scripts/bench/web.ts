// `npm run bench:web`: builds, starts preview:local on its own ports, runs Lighthouse (pinned, via npx)
// in Debian's Chromium on the key pages, mobile and desktop (BENCH_PRESETS=mobile for one), three runs
// each, and prints medians of the category scores, LCP, TBT, CLS, the JS fetched until the page is
// idle, plus the JS and CSS each page's HTML asks for before any interaction (brotli, as sent).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { initialAssets } from '../lib/page-assets';
import { startProcess, stopProcess, waitForUrl } from '../lib/processes.mjs';
import { median, writeReadmeBlock } from './readme-table';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The pages measured, with the module each one loads, from the size budgets' file. A seeded category and product stand for theirs. */
const budgets: { routes: Record<string, { page: string }> } = JSON.parse(
  fs.readFileSync('budgets/public-pages.json', 'utf8'),
);
const measured: Record<string, string> = {
  '/': '/',
  '/leasing': '/leasing',
  '/faq': '/faq',
  '/contact-pro': '/contact-pro',
  '/catalogue/totems': '/catalogue/:categorySlug',
  '/catalogue/totems/totem-exterieur-samsung-oh55a-s': '/catalogue/:categorySlug/:productSlug',
  '/admin/login': '/admin/login',
};
const pages = Object.keys(measured);
const allPresets = ['mobile', 'desktop'] as const;
const presets = allPresets.filter((preset) =>
  (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').includes(preset),
);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4193);
const apiPort = Number(process.env.BENCH_API_PORT ?? 54341);
const outDir = 'dist-bench';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

/** Brotli bytes of the JS and CSS the page's HTML asks for before any interaction (scripts/lib/page-assets.ts). */
function initialBytes(page: string) {
  const assets = initialAssets(outDir, budgets.routes[measured[page]].page);
  const sum = (kind: string) => assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.bytes, 0);
  return { js: sum('js'), css: sum('css') };
}

function lighthouse(url: string, preset: (typeof allPresets)[number]) {
  const output = path.join('bench-results', 'tmp', `lh-${Date.now()}.json`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  // Chromium often fails to record the trace (NO_NAVSTART, up to a third of runs here): such a run is redone, not counted.
  const attempts = 6;
  for (let attempt = 1; ; attempt += 1) {
    try {
      execFileSync('npx', args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      });
      if (!JSON.parse(fs.readFileSync(output, 'utf8')).runtimeError) break;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
    if (attempt === attempts) throw new Error(`Lighthouse n’a pas pu mesurer ${url}`);
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  fs.rmSync(output);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // Every script the page fetched, compressed as sent, until Lighthouse saw it idle (network and CPU quiet).
    idleJsBytes: (report.audits['network-requests']?.details?.items ?? [])
      .filter((item: { resourceType?: string }) => item.resourceType === 'Script')
      .reduce((sum: number, item: { transferSize?: number }) => sum + (item.transferSize ?? 0), 0),
    // Lighthouse's own measure of the host's CPU speed: its 4× mobile slowdown takes the host for a
    // desktop-class machine, so a slower host scores worse.
    benchmarkIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

// Its own process group: the stack and the static server it starts stop with it.
const server = startProcess('preview', 'node', ['scripts/preview-local.mjs'], {
  env: {
    STACK_API_PORT: String(apiPort),
    STACK_DB_PORT: String(apiPort + 1),
    STACK_MAIL_PORT: String(apiPort + 3),
    STACK_SMTP_PORT: String(apiPort + 4),
    STACK_DATA_DIR: '.local-stack/bench-web',
    STACK_RESET: '1',
    PREVIEW_PORT: String(appPort),
    PREVIEW_OUT_DIR: outDir,
  },
  echo: 'errors',
  ownGroup: true,
});

try {
  // The build and the stack's reset come first: minutes on a busy 2-core machine.
  await waitForUrl(`http://127.0.0.1:${appPort}/`, { timeoutMs: 240_000, child: server });
  // First requests compress each file (brotli) once: warm the server so no run pays for it.
  for (const page of pages) {
    const warm = (path: string) =>
      fetch(`http://127.0.0.1:${appPort}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    const html = await (await warm(page)).text();
    for (const [, asset] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) await (await warm(asset)).arrayBuffer();
  }
  // One unrecorded run first: npx, Chromium and the stack's query plans are cold on the very first one.
  lighthouse(`http://127.0.0.1:${appPort}/`, 'mobile');
  const results = [];
  const benchmarkIndexes: number[] = [];
  for (const page of pages) {
    for (const preset of presets) {
      const samples = Array.from({ length: runs }, () => lighthouse(`http://127.0.0.1:${appPort}${page}`, preset));
      benchmarkIndexes.push(...samples.map((s) => s.benchmarkIndex));
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      const row = {
        page,
        preset,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcp')),
        tbtMs: Math.round(pick('tbt')),
        cls: Number(pick('cls').toFixed(3)),
        idleJsBytes: Math.round(pick('idleJsBytes')),
        ...(() => {
          const bytes = initialBytes(page);
          return { jsBytes: bytes.js, cssBytes: bytes.css };
        })(),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  }
  const benchmarkIndex = Math.round(median(benchmarkIndexes));
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/web.json',
    JSON.stringify(
      { measuredAt: new Date().toISOString(), runs, lighthouse: LIGHTHOUSE, benchmarkIndex, results },
      null,
      2,
    ),
  );
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const table = [
    `Medians of ${runs} Lighthouse runs per page and preset (\`npm run bench:web\`, ${new Date().toISOString().slice(0, 10)}, 2-core machine, Lighthouse benchmark index ${benchmarkIndex}). Initial JS/CSS: brotli bytes (as sent), in KB (1,000 bytes), of what the page's HTML asks for before any interaction (the size budgets' measure, \`budgets/public-pages.json\`); JS until idle: every script Lighthouse saw fetched before the page went quiet, as transferred.`,
    '',
    '| Page | Preset | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | Initial JS (KB) | JS until idle (KB) | CSS (KB) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| \`${r.page}\` | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${kb(r.jsBytes)} | ${kb(r.idleJsBytes)} | ${kb(r.cssBytes)} |`,
    ),
  ].join('\n');
  writeReadmeBlock('bench-web', table, 'docs/performance.md');
  console.log(`\n${table}`);
} finally {
  await stopProcess(server);
}
