// `npm run bench:admin [-- --json]`: how the back-office lists behave with many rows, now that
// the database searches, sorts and pages them (50 rows a page) and the export fetches 1 000 at a time.
//
// 1. Starts a throwaway local stack (own data dir and ports, reset) and seeds BENCH_ROWS orders
//    and BENCH_ROWS leads (100 000 by default) in SQL through its Postgres port.
// 2. Builds the production bundle pointed at it and serves it with `vite preview`.
// 3. In Debian's Chromium, signed in as the seeded admin, measures for /admin/orders and
//    /admin/marketing/leads (medians of BENCH_RUNS runs, each from a fresh page load so that
//    no answer comes from the query cache):
//      - firstRowsMs: from the click on the sidebar link to the first frame painted with rows;
//      - searchMs: from the search reaching the URL (after the box's 300 ms pause) to the frame
//        painted with the matching rows; searchFromKeyMs adds the pause, from the input event;
//      - sortMs: from the click on a header (amount, score) to the frame with the sorted rows;
//      - deepPageMs: from a navigation to page 500 (or the last page, if fewer) to its rows;
//      - csvExportMs (orders): from the click on « Exporter en CSV » to the file, every row of
//        the list, with the longest task the page ran meanwhile (longTaskMs).
//    heapRatio: the tab's JS heap after the same browsing of /admin/orders (open, search, sort,
//    page 500 or the last, a CSV export) with all the orders seeded, over the same with a tenth of
//    them, each after a forced garbage collection (CDP): the list holds pages, not the table.
// 4. /admin/analytics's figure functions over BENCH_ROWS requests (same seed, one an hour): each
//    called through the API as the admin for the last year and the last ten years, median of
//    BENCH_RUNS calls (analytics.<figure>Ms; issue 20's target: ≤ 500 ms each).
//    Prints a table (or one JSON object with --json) and writes bench-results/admin.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { ANON_KEY, REPO_ROOT } from '../../supabase/local/config';
import {
  assertPortFree,
  recentOutput,
  runProcess,
  startProcess,
  stopProcess,
  waitForPort,
  type Child,
} from '../lib/processes.mjs';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 57421);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 57422);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 57423);
const MAIL_PORT = Number(process.env.BENCH_MAIL_PORT ?? 57424);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 57425);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.local-stack/bench';
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const RESULT_FILE = process.env.BENCH_RESULT ?? path.join('bench-results', 'admin.json');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const JSON_OUTPUT = process.argv.includes('--json');
const API_URL = `http://127.0.0.1:${API_PORT}`;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const PAGE_SIZE = 50;
const DEEP_PAGE = 500;
/** Issue 19's targets, in milliseconds. */
const TARGETS = {
  firstRowsMs: 300,
  searchMs: 200,
  sortMs: 200,
  deepPageMs: 300,
  csvExportMs: 10_000,
  longTaskMs: 200,
  heapRatio: 1.5,
  analyticsMs: 500,
};
const ADMIN = { email: 'admin@example.com', password: 'admin123456' };
/** A reset stack and a cold vite preview, on a busy 2-core machine. */
const SERVER_START_MS = 180_000;

/** Progress lines go to stderr with --json, so stdout is the JSON object alone. */
const say = (line: string) => (JSON_OUTPUT ? process.stderr : process.stdout).write(`${line}\n`);

const children: Child[] = [];
let stopping = false;

/** A server of the bench, in a process group of its own (npx and all it starts stop together). */
function start(name: string, command: string, args: string[], env: Record<string, string> = {}): Child {
  const child = startProcess(name, command, args, { cwd: REPO_ROOT, env, echo: 'none', ownGroup: true });
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`[${name}] s'est arrêté (code ${code}) :\n${recentOutput(child)}`);
  });
  children.push(child);
  return child;
}

function stopAll() {
  stopping = true;
  for (const child of children) void stopProcess(child);
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

// ── Seed ────────────────────────────────────────────────────────────────────
const firstNames = [
  'Jérôme',
  'Anaïs',
  'Hélène',
  'Julien',
  'Camille',
  'Léa',
  'Thomas',
  'Chloé',
  'Nicolas',
  'Émilie',
  'François',
  'Zoé',
  'Mathieu',
  'Inès',
  'Benoît',
  'Sophie',
];
const lastNames = [
  'Moreau',
  'Lefèvre',
  'Dupont',
  'Girard',
  'Mercier',
  'Fontaine',
  'Chevalier',
  'Garnier',
  'Rousseau',
  'Leroy',
  'Lambert',
  'Bonnet',
  'Faure',
  'Rénard',
  'Noël',
  'Gauthier',
];
const companies = [
  'Brasserie du Port',
  'Pharmacie Centrale',
  'Optique Vision',
  'Hôtel des Arts',
  'Clinique du Parc',
  null,
  'Garage Martin',
  'Cinéma Le Royal',
  null,
  'Boulangerie Lévêque',
];
const sqlArray = (values: Array<string | null>) =>
  `array[${values.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`)).join(', ')}]::text[]`;

/**
 * One statement per table, rows made by generate_series: through the API, 200 000 rows would
 * take minutes of JSON. Names cycle through 16 × 16 (first name with i, last name with i / 16),
 * so « moreau jul » matches one row in 256, and row i is i hours old.
 */
async function seed(tables: ReadonlyArray<'orders' | 'leads' | 'quote_requests'>, from = 0, to = ROWS) {
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${DB_PORT}/postgres` });
  await db.connect();
  try {
    const firsts = sqlArray(firstNames);
    const lasts = sqlArray(lastNames);
    const firm = sqlArray(companies);
    const ascii = (column: string) => `lower(regexp_replace(normalize(${column}, nfd), E'[\\u0300-\\u036f]', '', 'g'))`;
    for (const [table, sql] of [
      [
        'orders',
        `insert into public.orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
           customer_company, total_amount, status, payment_status, shipping_address, notes, created_at)
         select 'BENCH-' || lpad(i::text, 6, '0'), f, l, ${ascii('f')} || '.' || ${ascii('l')} || '.' || i || '@exemple.fr',
           '06 12 34 56 78', (${firm})[1 + i % ${companies.length}], round((1000 + (i * 7919) % 90000)::numeric, 2),
           (array['pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled'])[1 + i % 6],
           (array['pending', 'paid', 'partial', 'refunded', 'failed'])[1 + i % 5],
           jsonb_build_object('street', (i % 120 + 1) || ' rue de la République', 'city', 'Lyon', 'postal_code', '69002', 'country', 'France'),
           case when i % 3 = 0 then 'Livraison en matinée, accès par la cour.' end,
           now() - i * interval '1 hour'
         from generate_series($2::int, $1::int - 1) i,
           lateral (select (${firsts})[1 + i % 16] as f, (${lasts})[1 + (i / 16) % 16] as l) p`,
      ],
      [
        'leads',
        `insert into public.leads (email, first_name, last_name, company, phone, source, status, score, created_at)
         select ${ascii('f')} || '.' || ${ascii('l')} || '.' || i || '@exemple.fr', f, l, (${firm})[1 + (i + 3) % ${companies.length}],
           '01 99 00 12 34', (array['website', 'partner', 'event', 'ad', 'referral'])[1 + i % 5],
           (array['new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost'])[1 + i % 7],
           (i * 37) % 101, now() - i * interval '1 hour'
         from generate_series($2::int, $1::int - 1) i,
           lateral (select (${firsts})[1 + (i + 7) % 16] as f, (${lasts})[1 + ((i + 7) / 16) % 16] as l) p`,
      ],
      [
        'quote_requests',
        `insert into public.quote_requests (first_name, last_name, email, phone, subject, message, type, status,
           product_id, landing_page, referrer, utm_campaign, created_at)
         select f, l, ${ascii('f')} || '.' || ${ascii('l')} || '.' || i || '@exemple.fr', '06 12 34 56 78',
           'Demande de devis', 'Nous souhaitons équiper nos boutiques.',
           (array['quote', 'partner', 'job', 'documentation', 'contact'])[1 + i % 5],
           (array['pending', 'in_progress', 'quote_sent', 'won', 'lost', 'archived'])[1 + i % 6],
           case when i % 3 = 0 then (select id from public.products order by id offset (i % 5) limit 1) end,
           (array['/', '/leasing', '/contact-pro', null])[1 + i % 4],
           (array['https://www.google.com/search', 'https://www.bing.com/', null])[1 + i % 3],
           (array['printemps', 'salon', null])[1 + i % 3], now() - i * interval '1 hour'
         from generate_series($2::int, $1::int - 1) i,
           lateral (select (${firsts})[1 + (i + 3) % 16] as f, (${lasts})[1 + ((i + 3) / 16) % 16] as l) p`,
      ],
    ] as const) {
      if (!tables.includes(table)) continue;
      const started = performance.now();
      await db.query(sql, [to, from]);
      await db.query(`analyze public.${table}`);
      say(`  ${to - from} ${table} insérés en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await db.end();
  }
}

// ── Probes (run inside the page) ────────────────────────────────────────────
const ROW_SELECTOR = 'main table tbody tr:has(a)';

/** Records when the app last changed the URL (React Router pushes or replaces a history entry). */
function installNavigationProbe() {
  const w = window as unknown as { __lastNavigation: number };
  w.__lastNavigation = 0;
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      w.__lastNavigation = performance.now();
      return original(...args);
    };
  }
}

/** Collects the page's long tasks (> 50 ms). */
function installLongTaskProbe() {
  const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** What a measurement does in the page. */
type Action = { kind: 'search'; query: string } | { kind: 'sort'; header: string } | { kind: 'go'; url: string };

/**
 * Does `action` in the page, then resolves with the time of the first frame where the table is no
 * longer busy and its first row is another than before. `from` says where the time counts from:
 * the action itself, or the URL change that the action leads to (the search box's pause).
 */
function measureInPage({
  selector,
  action,
  from,
}: {
  selector: string;
  action: Action;
  from: 'action' | 'navigation';
}) {
  return new Promise<{ ms: number; fromActionMs: number }>((resolve) => {
    const w = window as unknown as { __lastNavigation: number };
    const before = document.querySelector(selector)?.textContent ?? '';
    const started = performance.now();
    const timeout = started + 30_000;
    if (action.kind === 'search') {
      // As typing does: React reads the value set through the native setter on the input event.
      const input = document.querySelector<HTMLInputElement>('main input[type="search"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, action.query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (action.kind === 'sort') {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('main thead button')];
      buttons.find((button) => button.textContent?.trim() === action.header)!.click();
    } else {
      // As a link or the Back button would: React Router follows popstate.
      history.pushState(null, '', action.url);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    const check = (frame: number) => {
      const table = document.querySelector('main table');
      const first = document.querySelector(selector)?.textContent ?? '';
      const navigated = from === 'action' || w.__lastNavigation > started;
      if (navigated && table?.getAttribute('aria-busy') === 'false' && first !== before) {
        const origin = from === 'action' ? started : w.__lastNavigation;
        resolve({ ms: frame - origin, fromActionMs: frame - started });
      } else if (frame > timeout) resolve({ ms: Number.NaN, fromActionMs: Number.NaN });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function firstRowsAfterClick(page: Page, pathname: string): Promise<number> {
  // A full reload of the dashboard empties the query cache: the list is fetched again.
  await page.goto(`${APP_URL}/admin`);
  await page.waitForSelector(`nav a[href="${pathname}"]`);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    async ({ pathname, selector }) => {
      const link = document.querySelector<HTMLAnchorElement>(`nav a[href="${pathname}"]`)!;
      const started = performance.now();
      const shown = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (location.pathname === pathname && document.querySelector(selector)) {
            observer.disconnect();
            requestAnimationFrame((frame) => resolve(frame));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      link.click();
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000));
      return (await Promise.race([shown, timeout])) - started;
    },
    { pathname, selector: ROW_SELECTOR },
  );
}

/** A fresh load of the list (empty query cache), waited until its rows are there and idle. */
async function openList(page: Page, url: string) {
  await page.goto(`${APP_URL}${url}`);
  await page.waitForSelector(ROW_SELECTOR, { timeout: 30_000 });
  await page.waitForSelector('main table[aria-busy="false"]');
  await page.waitForLoadState('networkidle');
}

async function search(page: Page, pathname: string, query: string) {
  await openList(page, pathname);
  return page.evaluate(measureInPage, {
    selector: ROW_SELECTOR,
    action: { kind: 'search', query } as Action,
    from: 'navigation' as const,
  });
}

async function sort(page: Page, pathname: string, header: string) {
  await openList(page, pathname);
  const measured = await page.evaluate(measureInPage, {
    selector: ROW_SELECTOR,
    action: { kind: 'sort', header } as Action,
    from: 'action' as const,
  });
  return measured.ms;
}

/** A jump to a far page, as a link or the Back button would do it. */
async function deepPage(page: Page, pathname: string, pageNumber: number) {
  await openList(page, pathname);
  const url = `${pathname}?page=${pageNumber}`;
  const measured = await page.evaluate(measureInPage, {
    selector: ROW_SELECTOR,
    action: { kind: 'go', url } as Action,
    from: 'action' as const,
  });
  return measured.ms;
}

/**
 * The tab's JS heap (bytes) after browsing the orders list as a user does, once garbage has been
 * collected: what the list keeps, not what it allocated on the way.
 */
async function heapAfterBrowsing(page: Page): Promise<number> {
  const pathname = '/admin/orders';
  await search(page, pathname, 'moreau');
  await sort(page, pathname, 'Montant');
  await deepPage(page, pathname, DEEP_PAGE);
  await csvExport(page, pathname);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

async function csvExport(page: Page, pathname: string) {
  await openList(page, pathname);
  await page.evaluate(installLongTaskProbe);
  const started = Date.now();
  const since = await page.evaluate(() => performance.now());
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const ms = Date.now() - started;
  const file = await download.path();
  const lines = fs.readFileSync(file, 'utf8').split('\r\n').filter(Boolean).length - 1;
  const longTasks = await page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((task) => task.start >= from)
        .map((task) => ({ atMs: Math.round(task.start - from), ms: Math.round(task.duration) })),
    since,
  );
  const longTaskMs = Math.max(0, ...longTasks.map((task) => task.ms));
  return { ms, rows: lines, longTaskMs, longTasks };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

// ── Analytics figures (through the API, as the admin) ─────────────────────────
const analyticsFunctions = [
  'analytics_summary',
  'analytics_requests_weekly',
  'analytics_signed_rent_monthly',
  'analytics_top_products',
  'analytics_top_categories',
  'analytics_request_sources',
] as const;

async function measureAnalytics(): Promise<Record<string, number>> {
  const headers = { apikey: ANON_KEY, 'content-type': 'application/json' };
  const session = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const results: Record<string, number> = {};
  for (const [span, from] of [
    ['Year', day(364)],
    ['TenYears', day(3650)],
  ] as const) {
    for (const name of analyticsFunctions) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        const response = await fetch(`${API_URL}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${session.access_token}` },
          body: JSON.stringify({ p_from: from, p_to: day(0) }),
        });
        if (!response.ok) throw new Error(`${name} : HTTP ${response.status} ${await response.text()}`);
        await response.json();
        times.push(performance.now() - started);
      }
      results[`${name.replace('analytics_', '')}${span}Ms`] = round(median(times));
    }
  }
  return results;
}

// ── Main ────────────────────────────────────────────────────────────────────
interface Screen {
  name: 'orders' | 'leads';
  pathname: string;
  sortHeader: string;
  /** One per run: a new search each time, so that none is answered from the query cache. */
  queries: string[];
}

const screens: Screen[] = [
  {
    name: 'orders',
    pathname: '/admin/orders',
    sortHeader: 'Montant',
    queries: ['moreau jul', 'lefevre ch', 'dupont anais', 'girard helene', 'noel zoe', 'renard fran', 'bonnet leo'],
  },
  {
    name: 'leads',
    pathname: '/admin/marketing/leads',
    sortHeader: 'Score',
    queries: ['lefevre ch', 'moreau ben', 'faure ines', 'leroy math', 'garnier emi', 'lambert cam', 'mercier tho'],
  },
];

async function main() {
  await Promise.all(
    [API_PORT, DB_PORT, APP_PORT, MAIL_PORT, SMTP_PORT].map((port) =>
      assertPortFree(port, { hint: 'choisissez-en un autre (BENCH_*_PORT)' }),
    ),
  );
  const machine = { cpus: os.cpus().length, load: os.loadavg().map(round) };

  say(`▶ Pile locale jetable sur ${API_URL} (${DATA_DIR}, remise à zéro)`);
  const stack = start('stack', 'npx', ['tsx', 'supabase/local/cli.ts', 'start', '--reset'], {
    STACK_API_PORT: String(API_PORT),
    STACK_DB_PORT: String(DB_PORT),
    STACK_MAIL_PORT: String(MAIL_PORT),
    STACK_SMTP_PORT: String(SMTP_PORT),
    STACK_DATA_DIR: DATA_DIR,
    STACK_SCHEDULER: 'off',
  });
  const build =
    process.env.BENCH_SKIP_BUILD === '1'
      ? Promise.resolve()
      : runProcess('build', 'npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
          cwd: REPO_ROOT,
          env: { VITE_SUPABASE_URL: API_URL },
          echo: 'errors',
        });
  await waitForPort(API_PORT, { child: stack, timeoutMs: SERVER_START_MS });
  const tenth = Math.round(ROWS / 10);
  say(`▶ Données : ${tenth} commandes d’abord (mémoire de l’onglet à un dixième des lignes)`);
  await seed(['orders'], 0, tenth);
  await build;
  say(`▶ Build de production servi par vite preview sur ${APP_URL}`);
  const preview = start('preview', 'npx', [
    'vite',
    'preview',
    '--outDir',
    OUT_DIR,
    '--port',
    String(APP_PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]);
  await waitForPort(APP_PORT, { child: preview, timeoutMs: SERVER_START_MS });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    acceptDownloads: true,
  });
  // tsx (esbuild, keepNames) wraps named functions in __name(); the functions sent to the page need it too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(installNavigationProbe);
  const page = await context.newPage();

  await page.goto(`${APP_URL}/admin/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin$/, { timeout: 60_000 });

  const heapAtTenth = await heapAfterBrowsing(page);
  say(`▶ Données : ${ROWS} commandes, ${ROWS} leads et ${ROWS} demandes`);
  await seed(['orders'], tenth, ROWS);
  await seed(['leads', 'quote_requests']);
  const heapAtAll = await heapAfterBrowsing(page);
  const heap = { tenthBytes: heapAtTenth, allBytes: heapAtAll, ratio: Number((heapAtAll / heapAtTenth).toFixed(2)) };
  say(
    `✔ mémoire JS de l’onglet : ${(heapAtTenth / 2 ** 20).toFixed(1)} Mio à ${tenth} commandes, ${(heapAtAll / 2 ** 20).toFixed(1)} Mio à ${ROWS} : ×${heap.ratio} (cible ≤ ×${TARGETS.heapRatio})`,
  );

  const deep = Math.min(DEEP_PAGE, Math.ceil(ROWS / PAGE_SIZE));
  const results: Record<string, Record<string, unknown>> = {};
  for (const screen of screens) {
    const firstRows: number[] = [];
    const searches: number[] = [];
    const searchesFromKey: number[] = [];
    const sorts: number[] = [];
    const deepPages: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      firstRows.push(await firstRowsAfterClick(page, screen.pathname));
      const searched = await search(page, screen.pathname, screen.queries[i % screen.queries.length]);
      searches.push(searched.ms);
      searchesFromKey.push(searched.fromActionMs);
      sorts.push(await sort(page, screen.pathname, screen.sortHeader));
      deepPages.push(await deepPage(page, screen.pathname, deep));
    }
    const summary: Record<string, unknown> = {
      firstRowsMs: round(median(firstRows)),
      searchMs: round(median(searches)),
      searchFromKeyMs: round(median(searchesFromKey)),
      sortMs: round(median(sorts)),
      deepPageMs: round(median(deepPages)),
      deepPage: deep,
      runs: {
        firstRows: firstRows.map(round),
        search: searches.map(round),
        sort: sorts.map(round),
        deepPage: deepPages.map(round),
      },
    };
    if (screen.name === 'orders') {
      const exported = await csvExport(page, screen.pathname);
      summary.csvExportMs = exported.ms;
      summary.csvRows = exported.rows;
      summary.longTaskMs = round(exported.longTaskMs);
      // Every task over 50 ms during the export, from the click: when and how long.
      summary.longTasks = exported.longTasks;
    }
    results[screen.name] = summary;
    say(
      `✔ ${screen.pathname} (${ROWS} lignes)\n` +
        `    premières lignes après le clic : ${summary.firstRowsMs} ms (cible ≤ ${TARGETS.firstRowsMs})\n` +
        `    recherche → lignes : ${summary.searchMs} ms (cible ≤ ${TARGETS.searchMs}), ${summary.searchFromKeyMs} ms depuis la frappe (pause de 300 ms comprise)\n` +
        `    tri → lignes : ${summary.sortMs} ms (cible ≤ ${TARGETS.sortMs})\n` +
        `    page ${deep} → lignes : ${summary.deepPageMs} ms (cible ≤ ${TARGETS.deepPageMs})` +
        (summary.csvExportMs === undefined
          ? ''
          : `\n    export CSV de ${summary.csvRows} lignes : ${summary.csvExportMs} ms (cible ≤ ${TARGETS.csvExportMs}), tâche la plus longue ${summary.longTaskMs} ms (cible ≤ ${TARGETS.longTaskMs})`),
    );
  }
  await browser.close();

  const analytics = await measureAnalytics();
  results.analytics = analytics;
  const slowest = Math.max(...Object.values(analytics));
  say(
    `✔ /admin/analytics (${ROWS} demandes), figure la plus lente : ${round(slowest)} ms (cible ≤ ${TARGETS.analyticsMs})\n` +
      Object.entries(analytics)
        .map(([name, ms]) => `    ${name} : ${ms} ms`)
        .join('\n'),
  );

  const orders = results.orders;
  const figures = {
    rows: ROWS,
    firstRowsMs: orders.firstRowsMs,
    searchMs: orders.searchMs,
    sortMs: orders.sortMs,
    deepPageMs: orders.deepPageMs,
    csvExportMs: orders.csvExportMs,
    longTaskMs: orders.longTaskMs,
    heapRatio: heap.ratio,
    analyticsMs: round(slowest),
  };
  const report = {
    date: new Date().toISOString(),
    machine,
    rows: ROWS,
    runs: RUNS,
    targets: TARGETS,
    figures,
    heap,
    results,
  };
  fs.mkdirSync(path.dirname(path.join(REPO_ROOT, RESULT_FILE)), { recursive: true });
  fs.writeFileSync(path.join(REPO_ROOT, RESULT_FILE), `${JSON.stringify(report, null, 2)}\n`);
  if (JSON_OUTPUT) process.stdout.write(`${JSON.stringify(figures)}\n`);
  else say(`Résultats : ${RESULT_FILE}`);
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    stopAll();
    process.exit(1);
  });
