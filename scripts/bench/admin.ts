// `npm run bench:admin`: how the back-office lists behave with 10 000 rows.
//
// 1. Starts a throwaway local stack (own data dir and ports, reset), seeds 10 000 leads and
//    10 000 orders with the service role.
// 2. Builds the production bundle pointed at it and serves it with `vite preview`.
// 3. In Debian's Chromium, signed in as the seeded admin, measures for /admin/orders and
//    /admin/marketing/leads:
//      - first rows: from the click on the sidebar link (cold query cache) to the first frame
//        painted with table rows; and from a full page load (navigation start) for reference;
//      - per keystroke: from the trusted keydown to the frame painted after the list stopped
//        changing (the deferred filter included), for a 10-character query typed one key at a time.
//    Prints medians and writes bench-results/admin.json. Targets: < 300 ms and < 50 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database, TablesInsert } from '../../src/lib/database.types';
import { REPO_ROOT, SERVICE_ROLE_KEY } from '../../supabase/local/config';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 57421);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 57422);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 57423);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const API_URL = `http://127.0.0.1:${API_PORT}`;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;
const OUT_DIR = 'dist-bench';
const TARGETS = { firstRowsMs: 300, keystrokeMs: 50 };
const ADMIN = { email: 'admin@example.com', password: 'admin123456' };

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`[${name}] s'est arrêté (code ${code}) :\n${log}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

function waitForPort(port: number, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`processus arrêté avant d'ouvrir le port ${port}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} toujours fermé après ${timeoutMs} ms`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Le port ${port} est déjà utilisé ; choisissez-en un autre (BENCH_*_PORT).`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} : code ${code}`)),
    );
  });
}

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
const orderStatuses = ['pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled'];
const paymentStatuses = ['pending', 'paid', 'partial', 'refunded', 'failed'];
const leadStatuses = ['new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'won', 'lost'];
const sources = ['website', 'partner', 'event', 'ad', 'referral'];
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function person(i: number) {
  const first = firstNames[i % firstNames.length];
  const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length];
  return { first, last, email: `${ascii(first)}.${ascii(last)}.${i}@exemple.fr` };
}

async function seed() {
  const db = createClient<Database>(API_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const now = Date.now();
  const orders: TablesInsert<'orders'>[] = Array.from({ length: ROWS }, (_, i) => {
    const p = person(i);
    const address = {
      street: `${(i % 120) + 1} rue de la République`,
      city: 'Lyon',
      postal_code: '69002',
      country: 'France',
    };
    return {
      order_number: `BENCH-${String(i).padStart(6, '0')}`,
      customer_first_name: p.first,
      customer_last_name: p.last,
      customer_email: p.email,
      customer_phone: '06 12 34 56 78',
      customer_company: companies[i % companies.length],
      total_amount: Math.round((1000 + ((i * 7919) % 90000)) * 100) / 100,
      status: orderStatuses[i % orderStatuses.length],
      payment_status: paymentStatuses[i % paymentStatuses.length],
      shipping_address: address,
      billing_address: i % 5 === 0 ? null : address,
      notes: i % 3 === 0 ? 'Livraison en matinée, accès par la cour.' : null,
      created_at: new Date(now - i * 3_600_000).toISOString(),
    };
  });
  const leads: TablesInsert<'leads'>[] = Array.from({ length: ROWS }, (_, i) => {
    const p = person(i + 7);
    return {
      email: p.email,
      first_name: p.first,
      last_name: p.last,
      company: companies[(i + 3) % companies.length],
      phone: '01 99 00 12 34',
      source: sources[i % sources.length],
      status: leadStatuses[i % leadStatuses.length],
      score: (i * 37) % 101,
      notes: null,
      created_at: new Date(now - i * 3_600_000).toISOString(),
    };
  });
  const chunk = 500;
  for (const [table, rows] of [
    ['orders', orders],
    ['leads', leads],
  ] as const) {
    const started = performance.now();
    for (let i = 0; i < rows.length; i += chunk) {
      const { error } = await db.from(table).insert(rows.slice(i, i + chunk) as never);
      if (error) throw new Error(`seed ${table}: ${error.message}`);
    }
    console.log(`  ${rows.length} ${table} insérés en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// ── Measurements (run inside the page) ──────────────────────────────────────
const ROW_SELECTOR = 'main tbody tr[aria-rowindex], main tbody tr:has(> td:nth-child(3))';
const SEARCH_SELECTOR = 'main input[type="search"], main input[placeholder^="Rechercher"]';

/** Resolves in the page with the time of the first frame that shows table rows. */
function installFirstRowsProbe(selector: string) {
  const w = window as unknown as { __firstRows?: Promise<number> };
  w.__firstRows = new Promise<number>((resolve) => {
    const check = () => {
      if (document.querySelector(selector)) {
        observer.disconnect();
        requestAnimationFrame((frame) => resolve(frame));
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(check);
    const begin = () => {
      if (!check()) observer.observe(document.documentElement, { childList: true, subtree: true });
    };
    if (document.documentElement) begin();
    else document.addEventListener('DOMContentLoaded', begin);
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

async function firstRowsFullLoad(page: Page, pathname: string): Promise<number> {
  await page.goto(`${APP_URL}${pathname}`);
  return page.evaluate(async () => {
    const w = window as unknown as { __firstRows?: Promise<number> };
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 30_000));
    // performance.now() counts from the navigation start.
    return Promise.race([w.__firstRows!, timeout]);
  });
}

/** Installs the keystroke probe: keydown time, last DOM change in <main>, frame after it. */
function installKeystrokeProbe() {
  const w = window as unknown as {
    __keys: { keydown: number; lastChangeFrame: number; lastChange: number };
    __settled: () => Promise<{ toPaint: number; toInputFrame: number }>;
  };
  const state = { keydown: 0, lastChange: 0, lastChangeFrame: 0, inputFrame: 0 };
  w.__keys = state;
  document.addEventListener(
    'keydown',
    (event) => {
      state.keydown = event.timeStamp;
      state.lastChange = 0;
      state.lastChangeFrame = 0;
      state.inputFrame = 0;
      requestAnimationFrame((frame) => (state.inputFrame = frame));
    },
    true,
  );
  new MutationObserver(() => {
    const at = performance.now();
    state.lastChange = at;
    requestAnimationFrame((frame) => {
      if (state.lastChange === at) state.lastChangeFrame = frame;
    });
  }).observe(document.querySelector('main')!, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });

  /** The main thread is idle when zero-delay timers fire on time for 100 ms in a row. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const giveUp = performance.now() + 5_000;
      let quietSince = performance.now();
      let last = performance.now();
      const tick = () => {
        const now = performance.now();
        if (now - last > 8) quietSince = now;
        last = now;
        if ((now - quietSince > 100 && now - Math.max(state.lastChange, state.keydown) > 100) || now > giveUp)
          resolve();
        else setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
    });
  w.__settled = async () => {
    await idle();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const end = state.lastChangeFrame || state.inputFrame;
    return { toPaint: end - state.keydown, toInputFrame: state.inputFrame - state.keydown };
  };
}

async function keystrokes(
  page: Page,
  pathname: string,
  query: string,
): Promise<{ toPaint: number[]; toInputFrame: number[] }> {
  await page.goto(`${APP_URL}${pathname}`);
  await page.waitForSelector(ROW_SELECTOR, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const input = page.locator(SEARCH_SELECTOR).first();
  await input.click();
  await page.evaluate(installKeystrokeProbe);
  const toPaint: number[] = [];
  const toInputFrame: number[] = [];
  for (const char of query) {
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    const result = await page.evaluate(() =>
      (window as unknown as { __settled: () => Promise<{ toPaint: number; toInputFrame: number }> }).__settled(),
    );
    toPaint.push(result.toPaint);
    toInputFrame.push(result.toInputFrame);
  }
  return { toPaint, toInputFrame };
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;

async function pageIsReady(page: Page, pathname: string): Promise<boolean> {
  await page.goto(`${APP_URL}${pathname}`);
  try {
    await page.waitForSelector(ROW_SELECTOR, { timeout: 20_000 });
    return (await page.locator(SEARCH_SELECTOR).count()) > 0;
  } catch {
    return false;
  }
}

// ── Main ────────────────────────────────────────────────────────────────────
async function main() {
  await Promise.all([assertPortFree(API_PORT), assertPortFree(DB_PORT), assertPortFree(APP_PORT)]);
  const machine = {
    cpus: (await import('node:os')).cpus().length,
    load: (await import('node:os')).loadavg().map(round),
  };

  console.log(`▶ Pile locale jetable sur ${API_URL} (.local-stack/bench, remise à zéro)`);
  const stack = start('stack', 'npx', ['tsx', 'supabase/local/cli.ts', 'start', '--reset'], {
    STACK_API_PORT: String(API_PORT),
    STACK_DB_PORT: String(DB_PORT),
    STACK_DATA_DIR: '.local-stack/bench',
  });
  const build =
    process.env.BENCH_SKIP_BUILD === '1'
      ? Promise.resolve()
      : run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
          VITE_SUPABASE_URL: API_URL,
        });
  await waitForPort(API_PORT, stack);
  console.log(`▶ Données : ${ROWS} commandes et ${ROWS} leads`);
  await seed();
  await build;
  console.log(`▶ Build de production servi par vite preview sur ${APP_URL}`);
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
  await waitForPort(APP_PORT, preview);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  // tsx (esbuild, keepNames) wraps named functions in __name(); the functions sent to the page need it too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await context.addInitScript(installFirstRowsProbe, ROW_SELECTOR);
  const page = await context.newPage();

  await page.goto(`${APP_URL}/admin/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin$/, { timeout: 60_000 });

  const screens = [
    { name: 'orders', pathname: '/admin/orders', query: 'moreau jul' },
    { name: 'leads', pathname: '/admin/marketing/leads', query: 'lefevre ch' },
  ];
  const results: Record<string, unknown> = {};
  for (const screen of screens) {
    if (!(await pageIsReady(page, screen.pathname))) {
      console.log(`– ${screen.pathname} : pas encore de liste avec recherche, mesure ignorée`);
      results[screen.name] = { skipped: 'no table rows with a search box on this page yet' };
      continue;
    }
    const rowsOnScreen = await page.locator(ROW_SELECTOR).count();
    const afterClick: number[] = [];
    const fullLoad: number[] = [];
    const keys: number[] = [];
    const inputFrames: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      afterClick.push(await firstRowsAfterClick(page, screen.pathname));
      fullLoad.push(await firstRowsFullLoad(page, screen.pathname));
      const typed = await keystrokes(page, screen.pathname, screen.query);
      keys.push(...typed.toPaint);
      inputFrames.push(...typed.toInputFrame);
    }
    const summary = {
      rowsLoaded: ROWS,
      rowsInDom: rowsOnScreen,
      firstRowsAfterClickMs: { median: round(median(afterClick)), runs: afterClick.map(round) },
      firstRowsFullLoadMs: { median: round(median(fullLoad)), runs: fullLoad.map(round) },
      keystrokeToFilteredPaintMs: { median: round(median(keys)), max: round(Math.max(...keys)), samples: keys.length },
      keystrokeToInputFrameMs: { median: round(median(inputFrames)), max: round(Math.max(...inputFrames)) },
      query: screen.query,
      meetsTargets: median(afterClick) < TARGETS.firstRowsMs && median(keys) < TARGETS.keystrokeMs,
    };
    results[screen.name] = summary;
    console.log(
      `✔ ${screen.pathname} (${ROWS} lignes chargées, ${rowsOnScreen} dans le DOM)\n` +
        `    premières lignes après le clic : médiane ${summary.firstRowsAfterClickMs.median} ms (cible < ${TARGETS.firstRowsMs})\n` +
        `    premières lignes, chargement complet : médiane ${summary.firstRowsFullLoadMs.median} ms\n` +
        `    frappe → liste filtrée affichée : médiane ${summary.keystrokeToFilteredPaintMs.median} ms, max ${summary.keystrokeToFilteredPaintMs.max} ms (cible < ${TARGETS.keystrokeMs})\n` +
        `    frappe → caractère affiché : médiane ${summary.keystrokeToInputFrameMs.median} ms`,
    );
  }
  await browser.close();

  const report = { date: new Date().toISOString(), machine, rows: ROWS, runs: RUNS, targets: TARGETS, results };
  fs.mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(REPO_ROOT, 'bench-results', 'admin.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Résultats : bench-results/admin.json');
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
