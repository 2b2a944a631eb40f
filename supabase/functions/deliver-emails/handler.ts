/**
 * deliver-emails — sends the e-mails waiting in public.email_outbox, and nothing else.
 *
 * POST (service role only) → 200 { claimed, sent, failed } | 4xx/5xx { error }
 *
 * A scheduled job (supabase/hosted/schedules.sql: every minute on hosted Supabase, every few
 * seconds with the local stack), also called by tests. It claims due rows (claim_email_batch:
 * SKIP LOCKED, so concurrent runs never send one row twice; each template's payload completed as
 * the registry private.email_templates says), renders each template, sends it through Resend's
 * HTTP API, and records the outcome (record_email_delivery: sent, or retried later with backoff,
 * or failed after 8 attempts). A row naming an attachment (a file of a private bucket: an invoice's
 * Factur-X PDF) has it downloaded with the service key and sent as Resend's `attachments`. A crash
 * between claim and record leaves the row 'sending'; it is claimed again after a 5-minute lease,
 * and the Idempotency-Key keeps Resend from sending it twice.
 *
 * Portable between Supabase Edge (Deno) and the local stack (Node): web-standard APIs only.
 *
 * Environment: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (set by the platform); RESEND_API_KEY
 * (secret, required); RESEND_API_URL (default https://api.resend.com; locally the inbox);
 * EMAIL_FROM (default « VisioLease <contact@visiolease.fr> », a verified sender domain);
 * SITE_URL (the site's public origin, for back-office links); EMAIL_BATCH_SIZE (default 20).
 */
import { headerAddress, headerMailbox } from '../_shared/email/headers.ts';
import { EmailPayloadError } from '../_shared/email/payload.ts';
import { renderEmail } from '../_shared/email/render.ts';
import { emailSite } from '../_shared/email/site.ts';
import { HttpFailure } from '../_shared/http.ts';
import { scheduledJob } from '../_shared/job.ts';

export interface OutboxRow {
  id: string;
  template: string;
  recipient: string;
  payload: unknown;
  attempts: number;
  /** A file of the project's storage to attach (email_outbox_attachment_check). */
  attachment?: { bucket: string; path: string; filename: string; content_type: string } | null;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
}

const DEFAULT_RESEND_URL = 'https://api.resend.com';
const DEFAULT_FROM = `${emailSite.brand} <${emailSite.email}>`;
const DEFAULT_BATCH_SIZE = 20;
const PROVIDER_TIMEOUT_MS = 15_000;

/** Base64 of bytes, in slices (a spread of a whole PDF would overflow the call stack). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'délai dépassé' : error.message;
  return String(error);
}

export const createHandler = scheduledJob('deliver-emails', async ({ getEnv, supabaseUrl, call, rpc }) => {
  // Without a key nothing is claimed: the e-mails wait, untouched, until the secret is set.
  const resendKey = getEnv('RESEND_API_KEY');
  if (!resendKey) throw new HttpFailure(500, 'Envoi non configuré : le secret RESEND_API_KEY est manquant.');
  const resendUrl = (getEnv('RESEND_API_URL') || DEFAULT_RESEND_URL).replace(/\/+$/, '');
  const from = headerMailbox(getEnv('EMAIL_FROM') || DEFAULT_FROM);
  if (!from) throw new HttpFailure(500, 'Envoi non configuré : l’expéditeur EMAIL_FROM n’est pas une adresse valide.');
  const siteUrl = getEnv('SITE_URL') || '';
  const batchSize = Number(getEnv('EMAIL_BATCH_SIZE')) || DEFAULT_BATCH_SIZE;
  const unsubscribeEndpoint = `${supabaseUrl}/functions/v1/unsubscribe`;

  /** The row's file, as Resend takes it; a file that cannot be read fails this attempt (retried later). */
  async function attachments(row: OutboxRow): Promise<{ filename: string; content: string; content_type: string }[]> {
    if (!row.attachment) return [];
    const { bucket, path, filename, content_type } = row.attachment;
    const response = await call(
      `/storage/v1/object/${encodeURIComponent(bucket)}/${path.split('/').map(encodeURIComponent).join('/')}`,
    );
    if (!response.ok) throw new Error(`Pièce jointe ${bucket}/${path} illisible : HTTP ${response.status}`);
    return [{ filename, content: base64(new Uint8Array(await response.arrayBuffer())), content_type }];
  }

  /** Sends one e-mail; resolves to the provider's id, rejects with a readable reason. */
  async function send(row: OutboxRow): Promise<string> {
    const email = renderEmail(row.template, row.payload, { siteUrl, unsubscribeEndpoint });
    const files = await attachments(row);
    // Subject, reply-to and extra headers come out of renderEmail on one line; the recipient too.
    const to = headerAddress(row.recipient);
    if (!to) throw new EmailPayloadError('recipient: one e-mail address expected');
    const response = await fetch(`${resendUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${resendKey}`,
        'Content-Type': 'application/json',
        // The same row is never sent twice, even if a crash made us claim it again.
        'Idempotency-Key': `email-outbox/${row.id}`,
      },
      body: JSON.stringify({
        from,
        to: [to],
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
        ...(files.length ? { attachments: files } : {}),
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Fournisseur d’e-mail : HTTP ${response.status} ${text.slice(0, 500)}`.trim());
    const id = (JSON.parse(text) as { id?: unknown }).id;
    if (typeof id !== 'string' || !id) throw new Error('Fournisseur d’e-mail : réponse sans identifiant');
    return id;
  }

  let rows: OutboxRow[];
  try {
    rows = await rpc<OutboxRow[]>('claim_email_batch', { batch_size: batchSize });
  } catch (error) {
    console.error('deliver-emails: claim failed', error);
    throw new HttpFailure(502, `Impossible de lire la file d’envoi : ${describe(error)}`);
  }

  const report: DeliveryReport = { claimed: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    let providerId: string | null = null;
    let failure: string | null = null;
    try {
      providerId = await send(row);
    } catch (error) {
      failure = error instanceof EmailPayloadError ? `Contenu invalide : ${error.message}` : describe(error);
    }
    try {
      await rpc('record_email_delivery', { email_id: row.id, provider_id: providerId, error: failure });
    } catch (error) {
      // The row stays 'sending' and is claimed again after its lease; the idempotency key
      // keeps the provider from delivering it twice.
      console.error(`deliver-emails: could not record the result of ${row.id}`, error);
    }
    if (failure) report.failed++;
    else report.sent++;
  }
  return report;
});
