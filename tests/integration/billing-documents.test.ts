import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInvoiceXml } from '../../supabase/functions/_shared/billing/factur-x-read';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { en16931Violations } from '../unit/billing/en16931-rules';
import { en16931XsdErrors } from '../unit/billing/factur-x-xsd';
import { xmlInvoiceFacts } from '../unit/billing/invoice-facts';
import { invoicesOf, issue, parisDay, startedContract, useBillingSettings } from './billing-support';
import { apiUrl, service, signedIn, type Client } from './support';

/**
 * The invoice document end to end through the local stack (issue 36): the job issues an invoice,
 * the billing-documents function renders its Factur-X PDF (PDF/A-3 carrying its CII XML), stores it
 * once in the private bucket, records its SHA-256s, and the database queues the customer's e-mail
 * with it attached; the stored file is what was recorded, its XML says what the invoice holds and
 * follows EN 16931, the e-mail reaches the inbox with the file, and only billing readers (sales:
 * their own customers) download it. The function is called over HTTP, as the schedule calls it, so
 * this file runs under Node and under Deno alike.
 */
const tag = `doc-${Date.now().toString(36)}`;
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const monthStart = `${parisDay().slice(0, 7)}-01`;
let db: Client;
let restoreSettings: () => Promise<void>;
let commercialId = '';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Invoice = Awaited<ReturnType<typeof invoicesOf>>[number];
let invoice: Invoice;
let creditNote: Invoice;
let otherInvoice: Invoice;

async function renderDocuments() {
  const response = await fetch(`${apiUrl}/functions/v1/billing-documents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      apikey: SERVICE_ROLE_KEY,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { rendered: number; failed: number; errors: { number: string; message: string }[] };
}

async function documentOf(id: string) {
  const { data, error } = await db.from('invoice_documents').select('*').eq('invoice_id', id).single();
  if (error) throw error;
  return data;
}

async function download(client: Client, path: string) {
  const { data, error } = await client.storage.from('billing-documents').download(path);
  return { bytes: data ? new Uint8Array(await data.arrayBuffer()) : null, error };
}

beforeAll(async () => {
  db = service();
  restoreSettings = await useBillingSettings(db);
  const commercial = await signedIn('commercial@example.com', 'demo123456');
  commercialId = (await commercial.auth.getUser()).data.user!.id;
  const own = await startedContract(db, tag, { start: monthStart, months: 12, ownerId: commercialId });
  const other = await startedContract(db, tag, { start: monthStart, months: 12 });
  const run = await issue(db, parisDay());
  expect(run.failed).toBe(0);
  [invoice] = (await invoicesOf(db, own.contract.id)).filter((i) => i.period_start === monthStart);
  [otherInvoice] = (await invoicesOf(db, other.contract.id)).filter((i) => i.period_start === monthStart);
  const compta = await signedIn('compta@example.com', 'demo123456');
  const note = await compta.rpc('issue_credit_note', {
    invoice_id: invoice!.id,
    amount: 50,
    reason: 'Geste commercial',
  });
  if (note.error) throw note.error;
  creditNote = (await db.from('invoices').select('*').eq('id', note.data!).single()).data!;
});

afterAll(async () => {
  await restoreSettings();
});

describe('billing-documents', () => {
  // Other files of the run leave invoices without documents: each call renders up to 200 of them.
  it(
    'renders every invoice without its document, stores it once and records what it stored',
    { timeout: 180_000 },
    async () => {
      let rendered = 0;
      for (let run = 0; run < 10; run++) {
        const report = await renderDocuments();
        expect(report.errors).toEqual([]);
        rendered += report.rendered;
        if (report.rendered === 0) break;
      }
      expect(rendered).toBeGreaterThanOrEqual(3);

      for (const target of [invoice, creditNote]) {
        const document = await documentOf(target.id);
        expect(document.pdf_path).toBe(`${target.customer_id}/${target.number}.pdf`);
        const { bytes } = await download(db, document.pdf_path);
        expect(sha256(bytes!)).toBe(document.pdf_sha256);
        expect(Buffer.from(bytes!.subarray(0, 8)).toString('latin1')).toBe('%PDF-1.7');
        const xml = await readInvoiceXml(bytes!);
        expect(sha256(new TextEncoder().encode(xml))).toBe(document.xml_sha256);
      }

      // Nothing left to render; what is stored stays as it is.
      const before = await documentOf(invoice.id);
      expect(await renderDocuments()).toEqual({ rendered: 0, failed: 0, errors: [] });
      expect(await documentOf(invoice.id)).toEqual(before);
    },
  );

  it('stores an XML that says what the invoice holds, and follows EN 16931', async () => {
    const { bytes } = await download(db, (await documentOf(invoice.id)).pdf_path);
    const xml = await readInvoiceXml(bytes!);
    const facts = xmlInvoiceFacts(xml);
    const day = (iso: string) => iso.split('-').reverse().join('/');
    expect(facts).toMatchObject({
      title: `Facture ${invoice.number}`,
      issueDate: day(invoice.issue_date),
      dueDate: day(invoice.due_date),
      period: [day(invoice.period_start), day(invoice.period_end)],
      seller: { siren: '912345675', siret: '91234567500017', vat: 'FR65912345675' },
      buyer: { name: (invoice.buyer as { name: string }).name },
      totals: { netCents: 20000, grossCents: 24000, dueCents: 24000 },
      vat: [{ ratePercent: '20', basisCents: 20000, vatCents: 4000 }],
    });
    expect(facts.lines).toHaveLength(1);
    expect(facts.lines[0]!.text).toContain(`Loyer du contrat`);
    expect(en16931Violations(xml)).toEqual([]);
    expect(await en16931XsdErrors(xml)).toEqual([]);

    const note = xmlInvoiceFacts(
      await readInvoiceXml((await download(db, (await documentOf(creditNote.id)).pdf_path)).bytes!),
    );
    expect(note).toMatchObject({
      title: `Avoir ${creditNote.number}`,
      corrects: invoice.number,
      totals: { netCents: 5000, grossCents: 6000 },
    });
  });

  it('sends the customer the e-mail the database queued, with the stored PDF attached', async () => {
    const { data: mail } = await db.from('email_outbox').select('*').eq('invoice_id', invoice.id).single();
    const { data: customer } = await db
      .from('customers')
      .select('billing_email')
      .eq('id', invoice.customer_id)
      .single();
    expect(mail).toMatchObject({ template: 'invoice_issued', recipient: customer!.billing_email });
    const { createHandler } = await import('../../supabase/functions/deliver-emails/handler');
    const env: Record<string, string> = {
      SUPABASE_URL: apiUrl,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      RESEND_API_KEY: 're_test_key',
      RESEND_API_URL: inbox,
      // The queue holds what the files before this one queued too: larger batches reach ours sooner.
      EMAIL_BATCH_SIZE: '100',
    };
    for (let run = 0; run < 30; run++) {
      const { data } = await db.from('email_outbox').select('status').eq('id', mail!.id).single();
      if (data!.status === 'sent') break;
      await createHandler((key) => env[key])(
        new Request('http://functions.local/deliver-emails', {
          method: 'POST',
          headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        }),
      );
    }
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${customer!.billing_email}`)}`);
    const { messages } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
    const message = messages.find((m) => m.Subject === `Votre facture ${invoice.number}`)!;
    const detail = (await (await fetch(`${inbox}/api/v1/message/${message.ID}`)).json()) as {
      Attachments: { PartID: string; FileName: string; ContentType: string }[];
    };
    expect(detail.Attachments).toMatchObject([{ FileName: `${invoice.number}.pdf`, ContentType: 'application/pdf' }]);
    const part = await fetch(`${inbox}/api/v1/message/${message.ID}/part/${detail.Attachments[0]!.PartID}`);
    expect(sha256(new Uint8Array(await part.arrayBuffer()))).toBe((await documentOf(invoice.id)).pdf_sha256);
  }, 120_000);

  it('is downloaded by billing readers only, and by sales for their own customers', async () => {
    const own = (await documentOf(invoice.id)).pdf_path;
    const other = (await documentOf(otherInvoice.id)).pdf_path;
    const [compta, commercial, technicien] = await Promise.all([
      signedIn('compta@example.com', 'demo123456'),
      signedIn('commercial@example.com', 'demo123456'),
      signedIn('technique@example.com', 'demo123456'),
    ]);
    expect((await download(compta, other)).bytes).not.toBeNull();
    expect((await download(commercial, own)).bytes).not.toBeNull();
    expect((await download(commercial, other)).bytes).toBeNull();
    expect((await download(technicien, own)).bytes).toBeNull();
    // Nobody but the function writes there: not even accounting.
    const overwrite = await compta.storage
      .from('billing-documents')
      .upload(own, new Blob(['%PDF-1.7 faux']), { upsert: true, contentType: 'application/pdf' });
    expect(overwrite.error).not.toBeNull();
    const anonymous = await fetch(`${apiUrl}/storage/v1/object/billing-documents/${own}`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(anonymous.ok).toBe(false);
  });

  it('answers the service role only', async () => {
    const refused = await fetch(`${apiUrl}/functions/v1/billing-documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY },
    });
    expect(refused.status).toBe(403);
  });
});
