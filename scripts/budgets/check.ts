// `tsx scripts/budgets/check.ts [--dist <dir>] [--update]`: the public pages' size budgets
// (budgets/public-pages.json), checked on a production build: bytes, not times, so the result is
// the same on any machine. Without --dist it builds once into dist-budget (no database needed: the
// weights come from Vite's manifest, as the prerenderer's lists do). A page over a limit fails the
// run with what grew since the last accepted build (budgets/public-pages.measured.json, rewritten
// by --update once a change is accepted).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { catalogueRoutePatterns, prerenderedRoutes } from '../../src/config/routes';
import { buildMetaDir } from '../lib/build-meta.mjs';
import { initialAssets, type PageAsset } from '../lib/page-assets';

const BUDGETS = 'budgets/public-pages.json';
const MEASURED = 'budgets/public-pages.measured.json';
const measures = ['initialJs', 'initialCss', 'total'] as const;
type Measure = (typeof measures)[number];

interface RouteBudget extends Record<Measure, number> {
  page: string;
}
interface Budgets {
  routes: Record<string, RouteBudget>;
}
/** Per route: each initial file's weight, by its unhashed name. */
type Measured = Record<string, Record<string, number>>;

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const outDir = distArg >= 0 ? args[distArg + 1] : 'dist-budget';
if (distArg < 0) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const budgets: Budgets = JSON.parse(fs.readFileSync(BUDGETS, 'utf8'));
const previous: Measured = fs.existsSync(MEASURED) ? JSON.parse(fs.readFileSync(MEASURED, 'utf8')) : {};

function weigh(assets: PageAsset[]): Record<Measure, number> {
  const sum = (kinds: PageAsset['kind'][]) =>
    assets.filter((asset) => kinds.includes(asset.kind)).reduce((total, asset) => total + asset.bytes, 0);
  return { initialJs: sum(['js']), initialCss: sum(['css']), total: sum(['js', 'css', 'font']) };
}

const number = (bytes: number) => bytes.toLocaleString('en-US');
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${number(Math.abs(bytes))}`;

/** Source packages and folders inside each chunk (scripts/vite-chunk-modules.ts), to say what a new chunk brings. */
const chunkSources = new Map<string, string[]>(
  (
    JSON.parse(fs.readFileSync(`${buildMetaDir(outDir)}/chunk-modules.json`, 'utf8')) as { file: string; modules: string[] }[]
  ).map((chunk) => [
    chunk.file,
    [
      ...new Set(
        chunk.modules.map((module) =>
          module.includes('node_modules/')
            ? module.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
            : module.replace(/\/[^/]+$/, '/'),
        ),
      ),
    ],
  ]),
);

/** The files that grew, appeared or went since the last accepted build, largest change first. */
function growth(
  before: Record<string, number> | undefined,
  now: Record<string, number>,
  assets: PageAsset[],
): string[] {
  if (!before) return ['    (no earlier measure of this page: run with --update to record one)'];
  const names = [...new Set([...Object.keys(before), ...Object.keys(now)])];
  return names
    .map((name) => ({ name, was: before[name], is: now[name], change: (now[name] ?? 0) - (before[name] ?? 0) }))
    .filter((row) => row.change !== 0)
    .sort((a, b) => b.change - a.change)
    .map(({ name, was, is, change }) => {
      const sources = assets
        .filter((asset) => asset.name === name)
        .flatMap((asset) => chunkSources.get(asset.file) ?? []);
      const brings = sources.length > 0 ? `: ${sources.slice(0, 4).join(', ')}${sources.length > 4 ? ', …' : ''}` : '';
      const detail = was === undefined ? `new${brings}` : is === undefined ? 'gone' : `${number(was)} → ${number(is)}`;
      return `    ${signed(change).padStart(9)} B  ${name} (${detail})`;
    });
}

const failures: string[] = [];
// Every prerendered page has its budget: a new public route comes with its own line in the file.
const prerendered = [...prerenderedRoutes.map((route) => route.path), ...Object.values(catalogueRoutePatterns)];
for (const route of prerendered.filter((route) => !budgets.routes[route]))
  failures.push(`${route}: no budget in ${BUDGETS} (add its page module and limits)`);
const measured: Measured = {};
const rows: string[] = [];
for (const [route, budget] of Object.entries(budgets.routes)) {
  const assets = initialAssets(outDir, budget.page);
  // Chunks of different content can share a name (several « dist.js »): their bytes add up under it.
  const files: Record<string, number> = {};
  for (const asset of assets) files[asset.name] = (files[asset.name] ?? 0) + asset.bytes;
  measured[route] = files;
  const weights = weigh(assets);
  const cells = measures.map((measure) => {
    const over = weights[measure] - budget[measure];
    if (over > 0) {
      failures.push(
        `${route} ${measure}: ${number(weights[measure])} bytes, limit ${number(budget[measure])} (${signed(over)}). What changed since the last accepted build:`,
        ...growth(previous[route], files, assets),
      );
    }
    return `${number(weights[measure]).padStart(9)} / ${number(budget[measure]).padStart(9)}${over > 0 ? ' OVER' : '     '}`;
  });
  rows.push(`${route.padEnd(38)} ${cells.join('  ')}`);
}

console.log(
  `Size budgets (${BUDGETS}; brotli bytes, fonts as sent), build ${outDir}:\n` +
    `${'route'.padEnd(38)} ${measures.map((measure) => `${measure} / limit`.padEnd(26)).join(' ')}\n${rows.join('\n')}`,
);
if (args.includes('--update')) {
  fs.writeFileSync(MEASURED, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`${MEASURED} updated.`);
}
if (failures.length > 0) {
  console.error(`\n✖ Size budget exceeded:\n${failures.join('\n')}`);
  process.exit(1);
}
