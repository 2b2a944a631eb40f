// `npm run bench:billing-run [-- --json]`: the monthly invoicing run at scale, on a throwaway
// PostgreSQL server shaped like hosted Supabase (the migrations applied as `postgres`, no seed).
// BENCH_CONTRACTS (10 000 by default) started contracts of 12 monthly terms are made in bulk, then
// public.issue_due_invoices() runs as the nightly job does (as `postgres`) on the issue days of
// their first three terms: each run issues one invoice per contract (its numbers, seller and buyer
// blocks, its order's payment status), each in a subtransaction of its own. Then the same day
// again, which must issue nothing. Medians of the three runs, wall time.
// Writes bench-results/billing-run.json (docs/performance.md quotes it).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildDatabase } from '../../supabase/local/real-server/build';
import { startCluster } from '../../supabase/local/real-server/cluster';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const PORT = Number(process.env.BENCH_PG_PORT ?? 56530);
const RESULT_FILE = path.join('bench-results', 'billing-run.json');
// A year no other data reaches: the contracts start on its 1st of January.
const YEAR = 2041;
const ISSUE_DAYS = [`${YEAR - 1}-12-18`, `${YEAR}-01-18`, `${YEAR}-02-15`];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - started), value };
}

const cluster = startCluster({ port: PORT, label: 'visiolease-bench-billing' });
try {
  await buildDatabase(cluster, { migrationsDirs: [path.join('supabase', 'migrations')], seedFiles: [] });
  const sql = new pg.Client({ connectionString: cluster.url('postgres') });
  await sql.connect();
  try {
    await sql.query(`
      update public.company_settings set siren = '912345675', vat_number = 'FR65912345675', legal_form = 'SAS',
        share_capital = 500000, rcs = 'RCS Paris 912 345 675', siret = '91234567500017',
        head_office_street = '48 rue de la Chaussée-d’Antin', head_office_postal_code = '75009', head_office_city = 'Paris',
        sepa_creditor_id = 'FR72ZZZ123456', iban = 'FR7630006000011234567890189', bic = 'BNPAFRPPXXX',
        late_penalty_rate = 12.15, billing_email = 'facturation@visiolease.fr'`);
    const setup = await timed(async () => {
      await sql.query(
        `with made as (
           insert into public.orders (customer_first_name, customer_last_name, customer_email, customer_company, billing_address)
           select 'Client', 'Banc ' || g, 'banc.' || g || '@example.fr', 'Société ' || g,
                  '{"street": "1 rue de la Paix", "postal_code": "75002", "city": "Paris", "country": "France"}'::jsonb
           from generate_series(1, $1::integer) as g
           returning id
         )
         insert into public.order_items (order_id, product_name, duration_months, quantity, monthly_payment, unit_price)
         select id, 'Écran LED 55"', 12, 2, 100, 1200 from made`,
        [CONTRACTS],
      );
      // Each confirmation makes a contract and its customer; each start, a schedule and its e-mail.
      await sql.query(`update public.orders set status = 'confirmed' where customer_email like 'banc.%'`);
      await sql.query(
        `update public.contracts set status = 'active', start_date = $1, end_date = $2
         where customer_email like 'banc.%'`,
        [`${YEAR}-01-01`, `${YEAR + 1}-01-01`],
      );
    });
    const runs: { day: string; ms: number; issued: number; failed: number }[] = [];
    for (const day of ISSUE_DAYS) {
      const { ms, value } = await timed(() => sql.query('select public.issue_due_invoices($1) as result', [day]));
      const result = value.rows[0].result as { issued: number; failed: number };
      runs.push({ day, ms, issued: result.issued, failed: result.failed });
    }
    const again = await timed(() => sql.query('select public.issue_due_invoices($1) as result', [ISSUE_DAYS.at(-1)]));
    const { rows } = await sql.query<{ n: number; gaps: number }>(
      `select count(*)::integer as n,
              (max(substr(number, 10)::integer) - min(substr(number, 10)::integer) + 1 - count(*))::integer as gaps
       from public.invoices where number like $1`,
      [`FAC-${YEAR}-%`],
    );
    const report = {
      contracts: CONTRACTS,
      server: cluster.version,
      setupMs: setup.ms,
      runs,
      medianMs: median(runs.map((run) => run.ms)),
      invoicesPerSecond: Math.round((CONTRACTS / median(runs.map((run) => run.ms))) * 1000),
      sameDayAgainMs: again.ms,
      sameDayAgainIssued: (again.value.rows[0].result as { issued: number }).issued,
      invoicesOfTheYear: rows[0]!.n,
      numberingGaps: rows[0]!.gaps,
    };
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    if (process.argv.includes('--json')) console.log(JSON.stringify(report));
    else {
      console.log(`${CONTRACTS} contracts made and started in ${(setup.ms / 1000).toFixed(1)} s (${cluster.version})`);
      for (const run of runs)
        console.log(`issue_due_invoices(${run.day}): ${run.issued} issued, ${run.failed} refused in ${(run.ms / 1000).toFixed(1)} s`);
      console.log(`median ${(report.medianMs / 1000).toFixed(1)} s (${report.invoicesPerSecond} invoices/s); the same day again: ${report.sameDayAgainIssued} in ${(again.ms / 1000).toFixed(1)} s; numbering gaps: ${report.numberingGaps}`);
    }
  } finally {
    await sql.end();
  }
} finally {
  await cluster.stop();
}
