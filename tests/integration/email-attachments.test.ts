import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../supabase/functions/deliver-emails/handler';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { apiUrl, service, type Client } from './support';

/**
 * An e-mail that names a file of the project's storage (an invoice's Factur-X PDF) leaves with it:
 * deliver-emails downloads it with the service key and sends it as Resend's `attachments`, and the
 * local inbox shows it as Mailpit does. A file that cannot be read fails the attempt, which is
 * retried later: the e-mail never leaves without its invoice.
 */
const tag = Date.now().toString(36);
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const bucket = 'billing-documents';
let db: Client;
const emails: string[] = [];
const files: string[] = [];

const payload = {
  invoice_id: '3f0a1b2c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  number: 'FAC-2026-000042',
  kind: 'invoice',
  issue_date: '2026-11-28',
  due_date: '2026-12-12',
  period_start: '2026-12-01',
  period_end: '2026-12-31',
  total_ht: 200,
  total_vat: 40,
  total_ttc: 240,
  contract_number: 'CTR-2026-00042',
  customer_name: 'Boulangerie Martin',
  payment_means: 'transfer',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPPXXX',
  credited_number: null,
};

async function queue(recipient: string, path: string): Promise<string> {
  const { data, error } = await db
    .from('email_outbox')
    .insert({
      template: 'invoice_issued',
      recipient,
      payload,
      attachment: { bucket, path, filename: 'FAC-2026-000042.pdf', content_type: 'application/pdf' },
    })
    .select('id')
    .single();
  if (error) throw error;
  emails.push(data.id);
  return data.id;
}

/** Runs the worker until it has tried the e-mail `id` (older e-mails of the run may come first). */
async function deliver(id: string): Promise<void> {
  for (let run = 0; run < 30; run++) {
    await deliverOnce();
    const { data } = await db.from('email_outbox').select('attempts').eq('id', id).single();
    if (data!.attempts > 0) return;
  }
  throw new Error(`deliver-emails never claimed ${id}`);
}

async function deliverOnce(): Promise<void> {
  const env: Record<string, string> = {
    SUPABASE_URL: apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    RESEND_API_KEY: 're_test_key',
    RESEND_API_URL: inbox,
  };
  const response = await createHandler((key) => env[key])(
    new Request('http://functions.local/deliver-emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    }),
  );
  expect(response.status).toBe(200);
}

beforeAll(() => {
  db = service();
});

afterAll(async () => {
  if (emails.length) await db.from('email_outbox').delete().in('id', emails);
  if (files.length) await db.storage.from(bucket).remove(files);
});

describe('deliver-emails attachments', () => {
  it('sends the stored file with the e-mail, byte for byte', async () => {
    const path = `essais/${tag}/FAC-2026-000042.pdf`;
    const pdf = Buffer.from(`%PDF-1.7\n% facture ${tag}\n%%EOF\n`);
    const upload = await db.storage.from(bucket).upload(path, pdf, { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    files.push(path);
    const recipient = `piece-jointe.${tag}@example.fr`;
    const id = await queue(recipient, path);
    await deliver(id);

    const { data: row } = await db.from('email_outbox').select('status, last_error').eq('id', id).single();
    expect(row).toEqual({ status: 'sent', last_error: null });
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${recipient}`)}`);
    const [message] = ((await search.json()) as { messages: { ID: string; Subject: string }[] }).messages;
    expect(message!.Subject).toBe('Votre facture FAC-2026-000042');
    const detail = (await (await fetch(`${inbox}/api/v1/message/${message!.ID}`)).json()) as {
      Text: string;
      Attachments: { PartID: string; FileName: string; ContentType: string; Size: number }[];
    };
    expect(detail.Text).toContain('Veuillez trouver ci-joint la facture FAC-2026-000042 du 28/11/2026');
    expect(detail.Attachments).toEqual([
      { PartID: '2', FileName: 'FAC-2026-000042.pdf', ContentType: 'application/pdf', ContentID: '', Size: pdf.length },
    ]);
    const part = await fetch(`${inbox}/api/v1/message/${message!.ID}/part/2`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(pdf);
  });

  it('keeps the e-mail in the queue while its file cannot be read', async () => {
    const path = `essais/${tag}/absente.pdf`;
    const id = await queue(`piece-absente.${tag}@example.fr`, path);
    await deliver(id);
    const { data: row } = await db.from('email_outbox').select('status, attempts, last_error').eq('id', id).single();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(new RegExp(`^Pièce jointe billing-documents/${path} illisible : HTTP 4\\d\\d`));
  });

  it('names only a file of a bucket, by a plain path', async () => {
    for (const attachment of [
      { bucket: 'billing-documents', path: '../secret.pdf', filename: 'f.pdf', content_type: 'application/pdf' },
      { bucket: 'billing-documents', path: 'a.pdf', filename: 'f.pdf', content_type: 'text/html' },
      { bucket: 'Billing', path: 'a.pdf', filename: 'f.pdf', content_type: 'application/pdf' },
    ]) {
      const { error } = await db
        .from('email_outbox')
        .insert({ template: 'invoice_issued', recipient: `refus.${tag}@example.fr`, payload, attachment });
      expect(error?.code).toBe('23514');
    }
  });
});
