// `npx tsx scripts/bench/billing-formats.ts [--json]`: what the billing file formats cost on one
// core, medians of BENCH_RUNS runs (5 by default) in wall and CPU time:
//   - pain008: a pain.008.001.02 file of 10 000 direct debits (build time, file size);
//   - camt053: a camt.053 statement of 10 000 entries read whole (parse time, file size);
//   - invoicePdf: Factur-X invoices rendered one after another (invoices per second, PDF size),
//     and the CII XML alone.
// Writes bench-results/billing-formats.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseCamt053 } from '../../supabase/functions/_shared/billing/camt053';
import { renderInvoicePdf } from '../../supabase/functions/_shared/billing/factur-x-pdf';
import { buildInvoiceXml } from '../../supabase/functions/_shared/billing/factur-x-xml';
import { buildPain008, type DirectDebit } from '../../supabase/functions/_shared/billing/pain008';
import { camt053 } from '../../tests/unit/billing/bank-files';
import { COMPANY_BIC, COMPANY_IBAN, CREDITOR_ID, CUSTOMER_IBAN, invoice } from '../../tests/unit/billing/fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROWS = 10_000;
const PDFS = Number(process.env.BENCH_PDFS ?? 50);
const RESULT_FILE = path.join('bench-results', 'billing-formats.json');

interface Sample {
  ms: number;
  cpuMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function measure(run: () => unknown): Promise<{ ms: number; cpuMs: number }> {
  await run(); // warm-up: JIT, font parsing, module caches
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run();
    const used = process.cpuUsage(cpu);
    samples.push({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
  }
  return { ms: Math.round(median(samples.map((s) => s.ms))), cpuMs: Math.round(median(samples.map((s) => s.cpuMs))) };
}

const debits: DirectDebit[] = Array.from({ length: ROWS }, (_, i) => ({
  endToEndId: `VL-FAC-2026-${String(i + 1).padStart(6, '0')}`,
  amountCents: 259_200 + (i % 97),
  sequence: i % 12 === 0 ? 'FRST' : 'RCUR',
  scheme: i % 20 === 0 ? 'B2B' : 'CORE',
  dueDate: '2026-12-10',
  mandateId: `VL-RUM-2026-${String(i + 1).padStart(5, '0')}`,
  mandateSignedOn: '2026-01-15',
  debtor: {
    name: `Société Cliente n° ${i + 1} – Écrans & Vitrines`,
    iban: CUSTOMER_IBAN,
    bic: i % 3 ? 'BREDFRPPXXX' : null,
  },
  remittance: `Facture FAC-2026-${String(i + 1).padStart(6, '0')} – loyer de décembre 2026`,
}));
const batch = {
  messageId: 'VL-PRLV-20261210-01',
  createdAt: '2026-12-03T09:30:00',
  initiatingPartyName: 'VisioLease SAS',
  creditor: { name: 'VisioLease SAS', iban: COMPANY_IBAN, bic: COMPANY_BIC, creditorId: CREDITOR_ID },
  debits,
};
const statement = camt053(
  Array.from({ length: ROWS }, (_, i) => ({
    amount: (2592 + (i % 97) / 100).toFixed(2),
    bankReference: `BQ${String(i).padStart(10, '0')}`,
    transactions: [
      {
        amount: (2592 + (i % 97) / 100).toFixed(2),
        endToEndId: `VL-FAC-2026-${String(i + 1).padStart(6, '0')}`,
        remittance: `FAC-2026-${String(i + 1).padStart(6, '0')} LOYER DECEMBRE`,
        debtorName: `SOCIETE CLIENTE ${i + 1}`,
        debtorIban: CUSTOMER_IBAN,
      },
    ],
  })),
);
const font = new Uint8Array(fs.readFileSync('supabase/functions/_shared/fonts/DejaVuSans.ttf'));

const painXml = buildPain008(batch);
const pain008 = {
  debits: ROWS,
  bytes: new TextEncoder().encode(painXml).length,
  ...(await measure(() => buildPain008(batch))),
};
const parsed = parseCamt053(statement);
if (parsed.statements[0].entries.length !== ROWS) throw new Error('camt.053 sample misread');
const camt = {
  entries: ROWS,
  bytes: new TextEncoder().encode(statement).length,
  ...(await measure(() => parseCamt053(statement))),
};
const pdfBytes = (await renderInvoicePdf(invoice, font)).length;
const pdfRun = await measure(async () => {
  for (let i = 0; i < PDFS; i++)
    await renderInvoicePdf({ ...invoice, number: `FAC-2026-${String(i + 1).padStart(6, '0')}` }, font);
});
const xmlRun = await measure(() => {
  for (let i = 0; i < PDFS; i++) buildInvoiceXml({ ...invoice, number: `FAC-2026-${String(i + 1).padStart(6, '0')}` });
});
const invoicePdf = {
  invoices: PDFS,
  bytes: pdfBytes,
  ...pdfRun,
  perSecond: Math.round((PDFS / pdfRun.ms) * 1000 * 10) / 10,
  perSecondCpu: Math.round((PDFS / pdfRun.cpuMs) * 1000 * 10) / 10,
  xmlOnlyPerSecond: Math.round((PDFS / xmlRun.ms) * 1000),
};

const result = { runs: RUNS, node: process.version, pain008, camt053: camt, invoicePdf };
fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
fs.writeFileSync(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
else {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`Billing formats, medians of ${RUNS} runs (Node ${process.version}, one core)`);
  console.log(`pain.008, ${ROWS} debits     ${pain008.ms} ms wall, ${pain008.cpuMs} ms CPU, ${kb(pain008.bytes)}`);
  console.log(`camt.053, ${ROWS} entries    ${camt.ms} ms wall, ${camt.cpuMs} ms CPU to read ${kb(camt.bytes)}`);
  console.log(
    `Factur-X PDF, ${PDFS} invoices  ${invoicePdf.ms} ms wall (${invoicePdf.perSecond}/s, ${invoicePdf.perSecondCpu}/s of CPU), ${kb(invoicePdf.bytes)} each; CII XML alone ${invoicePdf.xmlOnlyPerSecond}/s`,
  );
}
