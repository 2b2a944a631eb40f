/**
 * billing-documents — the Factur-X document of every invoice and credit note that has none yet.
 *
 * POST (service role only) → 200 { rendered, failed, errors: [{ number, message }] }
 *
 * A scheduled job (supabase/hosted/schedules.sql: every ten minutes, so an invoice the nightly
 * issue_due_invoices made, or a credit note staff issued, gets its document within minutes), also
 * called by tests. For each invoice the database lists (invoice_documents_due, oldest first): the
 * PDF/A-3 carrying its CII XML (renderInvoicePdf, the billing formats), stored once in the private
 * bucket billing-documents at `<customer>/<number>.pdf`, then record_invoice_document keeps its
 * path and the SHA-256 of the PDF and of the XML it carries, and the database queues the
 * customer's e-mail with the file attached in that same call. A document is never replaced: when
 * a run stored the file but died before recording it, the next run records the file already
 * there, as it is. One invoice that fails stops no other; it is tried again at the next run.
 *
 * Environment: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (the platform's). Reads the PDF font from
 * disk (static_files in config.toml).
 */
import { readInvoiceXml } from '../_shared/billing/factur-x-read.ts';
import { renderInvoicePdf } from '../_shared/billing/factur-x-pdf.ts';
import { HttpFailure } from '../_shared/http.ts';
import { scheduledJob } from '../_shared/job.ts';
import { sha256Hex } from '../_shared/pdf/document.ts';
import { readPdfFont } from '../_shared/pdf/font.ts';
import { toInvoiceData, type InvoiceSource } from './invoice-data.ts';

export const BUCKET = 'billing-documents';
/** Invoices a run renders at most (about 15 a second: well within a run's time). */
const BATCH = 200;

export interface DocumentsReport {
  rendered: number;
  failed: number;
  errors: { number: string; message: string }[];
}

export const createHandler = scheduledJob('billing-documents', async ({ getEnv, supabaseUrl, call, rpc }) => {
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY') as string;
  let due: InvoiceSource[];
  try {
    due = await rpc<InvoiceSource[]>('invoice_documents_due', { p_limit: BATCH });
  } catch (error) {
    console.error('billing-documents: listing failed', error);
    throw new HttpFailure(502, 'Impossible de lire les factures à mettre en forme.');
  }
  const font = due.length ? await readPdfFont() : new Uint8Array();
  const objectUrl = (path: string) =>
    `/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;

  /** Stores the PDF unless a file is already there (never replaced); answers the bytes stored. */
  async function store(path: string, pdf: Uint8Array): Promise<Uint8Array> {
    const upload = await fetch(`${supabaseUrl}${objectUrl(path)}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    if (upload.ok) return pdf;
    const answer = await upload.text();
    // Storage says 409 (locally) or 400 with statusCode « 409 » (hosted) for a file already there.
    if (upload.status !== 409 && !/"statusCode":\s*"409"/.test(answer))
      throw new Error(`stockage refusé : HTTP ${upload.status} ${answer.slice(0, 200)}`);
    const kept = await call(objectUrl(path));
    if (!kept.ok) throw new Error(`document déjà stocké mais illisible : HTTP ${kept.status}`);
    return new Uint8Array(await kept.arrayBuffer());
  }

  const report: DocumentsReport = { rendered: 0, failed: 0, errors: [] };
  for (const source of due) {
    try {
      const stored = await store(source.pdf_path, await renderInvoicePdf(toInvoiceData(source), font));
      const xml = new TextEncoder().encode(await readInvoiceXml(stored));
      await rpc('record_invoice_document', {
        invoice_id: source.invoice_id,
        path: source.pdf_path,
        pdf_sha256: await sha256Hex(stored),
        xml_sha256: await sha256Hex(xml),
      });
      report.rendered++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`billing-documents: ${source.number} failed`, error);
      report.failed++;
      report.errors.push({ number: source.number, message });
    }
  }
  return report;
});
