import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler, type DeliveryReport } from '../../supabase/functions/deliver-emails/handler';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { factories } from './factories';
import { admin, anon, apiUrl, service, staff, type Client } from './support';

/**
 * The e-mail outbox against the real stack: the triggers queue e-mails in the event's transaction,
 * and the deliver-emails handler (run in-process, as the stack's timer runs it) sends them to a
 * fake Resend API on loopback — answering 500 to play an outage — or to the local inbox.
 * The integration stack has no delivery timer: only these calls deliver.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;

interface ProviderCall {
  idempotencyKey: string | undefined;
  to: string[];
  subject: string;
  text: string;
}
let providerMode: 'ok' | 'down' = 'down';
const calls: ProviderCall[] = [];
let provider: http.Server;
let providerUrl = '';

let db: Client;
let asAdmin: Client;

function deliver(resendUrl: string): Promise<DeliveryReport> {
  const env: Record<string, string> = {
    SUPABASE_URL: apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    RESEND_API_KEY: 're_test_key',
    RESEND_API_URL: resendUrl,
    SITE_URL: 'https://www.visiolease.fr',
  };
  const handle = createHandler((key) => env[key]);
  return handle(
    new Request('http://functions.local/deliver-emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    }),
  ).then(async (response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as DeliveryReport;
  });
}

/** Delivers everything due to the inbox, so each test starts from an empty queue. */
async function drain() {
  for (let i = 0; i < 20; i++) if ((await deliver(inbox)).claimed === 0) return;
  throw new Error('the outbox never emptied');
}

async function outboxFor(requestId: string) {
  const { data, error } = await db.from('email_outbox').select('*').eq('quote_request_id', requestId).order('template');
  if (error) throw error;
  return data;
}

async function fileRequest(email: string): Promise<string> {
  const { error } = await anon()
    .from('quote_requests')
    .insert(factories.quote_requests({ email, subject: 'Mur LED pour le hall' }));
  if (error) throw error;
  const { data } = await db.from('quote_requests').select('id').eq('email', email).single();
  return data!.id;
}

beforeAll(async () => {
  db = service();
  asAdmin = await admin();
  provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const mail = JSON.parse(body || '{}') as { to: string[]; subject: string; text: string };
      calls.push({ idempotencyKey: req.headers['idempotency-key'] as string | undefined, ...mail });
      if (providerMode === 'down') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"name":"internal_server_error"}');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `fake-${calls.length}` }));
      }
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  await drain();
});

afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
});

describe('queueing', () => {
  it('a request queues an acknowledgement to the visitor and a notification to the sales address', async () => {
    const email = `visiteur.${Date.now()}@exemple.fr`;
    const id = await fileRequest(email);
    const { data: settings } = await db.from('email_settings').select('sales_email').single();
    const rows = await outboxFor(id);
    expect(rows.map((r) => [r.template, r.recipient, r.status, r.attempts])).toEqual([
      ['request_acknowledgement', email, 'pending', 0],
      ['request_notification', settings!.sales_email, 'pending', 0],
    ]);
    expect(rows[0].payload).toMatchObject({ quote_request_id: id, subject: 'Mur LED pour le hall', type: 'quote' });
    await drain();
  });

  it('a refused request queues nothing', async () => {
    const { count: before } = await db.from('email_outbox').select('id', { count: 'exact', head: true });
    const { error } = await anon()
      .from('quote_requests')
      .insert(factories.quote_requests({ email: 'pas-une-adresse' }));
    expect(error?.code).toBe('23514');
    const { count: after } = await db.from('email_outbox').select('id', { count: 'exact', head: true });
    expect(after).toBe(before);
  });

  it('an order queues its confirmation when it becomes confirmed, once', async () => {
    const customer = `client.${Date.now()}@exemple.fr`;
    const { data: orderId, error } = await asAdmin.rpc('save_order', {
      fields: { customer_first_name: 'Inès', customer_last_name: 'Roussel', customer_email: customer },
      items: [{ product_name: 'Totem 55"', quantity: 1, duration_months: 36, monthly_payment: 89.9 }],
    });
    expect(error).toBeNull();
    const confirmations = async () =>
      (
        await db
          .from('email_outbox')
          .select('template, recipient')
          .eq('order_id', orderId as string)
      ).data;
    expect(await confirmations()).toEqual([]);
    await asAdmin
      .from('orders')
      .update({ status: 'confirmed' })
      .eq('id', orderId as string);
    await asAdmin
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', orderId as string);
    expect(await confirmations()).toEqual([{ template: 'order_confirmation', recipient: customer }]);

    providerMode = 'ok';
    await deliver(providerUrl);
    const sent = calls.find((c) => c.to.includes(customer));
    expect(sent?.subject).toMatch(/^Confirmation de votre commande CMD-\d{4}-\d{5}$/);
    expect(sent?.text).toContain('Totem 55"');
  });
});

describe('delivery', () => {
  it('a provider outage loses nothing: retried with backoff, visible to an admin, sent once it is back', async () => {
    const email = `panne.${Date.now()}@exemple.fr`;
    const id = await fileRequest(email);

    providerMode = 'down';
    const report = await deliver(providerUrl);
    expect(report).toEqual({ claimed: 2, sent: 0, failed: 2 });
    let rows = await outboxFor(id);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toContain('HTTP 500');
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now());
    }
    // Not due yet: a second run leaves them alone.
    expect((await deliver(providerUrl)).claimed).toBe(0);

    // The admin sees why, and puts them back in the queue.
    const { data: seen } = await asAdmin.from('email_outbox').select('id, last_error').eq('quote_request_id', id);
    expect(seen).toHaveLength(2);
    for (const row of seen!) {
      expect(row.last_error).toContain('HTTP 500');
      const { data: retried, error } = await asAdmin.rpc('retry_email', { email_id: row.id });
      expect(error).toBeNull();
      expect(Date.parse(retried!.next_attempt_at)).toBeLessThanOrEqual(Date.now() + 1_000);
    }

    // The provider is back: the local inbox receives both.
    const back = await deliver(inbox);
    expect(back).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    rows = await outboxFor(id);
    expect(rows.map((r) => [r.status, r.attempts, r.sent_at !== null])).toEqual([
      ['sent', 2, true],
      ['sent', 2, true],
    ]);
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    const { messages } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
    expect(messages.map((m) => m.Subject)).toEqual(['VisioLease : nous avons bien reçu votre demande de devis']);
    const detail = (await (await fetch(`${inbox}/api/v1/message/${messages[0].ID}`)).json()) as {
      Text: string;
      HTML: string;
    };
    expect(detail.Text).toContain('Mur LED pour le hall');
  });

  it('waits 1, 2, 4… minutes between attempts, gives up after 8, and an admin can still send it again', async () => {
    const id = await fileRequest(`abandon.${Date.now()}@exemple.fr`);
    const [row] = await outboxFor(id);
    providerMode = 'down';
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = Date.now();
      await deliver(providerUrl);
      const { data: now } = await db
        .from('email_outbox')
        .select('status, attempts, next_attempt_at, last_error')
        .eq('id', row.id)
        .single();
      expect(now).toMatchObject({ status: attempt < 8 ? 'pending' : 'failed', attempts: attempt });
      expect(now!.last_error).toContain('HTTP 500');
      if (attempt < 8) {
        const waitMinutes = (Date.parse(now!.next_attempt_at) - before) / 60_000;
        expect(waitMinutes).toBeCloseTo(Math.min(2 ** (attempt - 1), 60), 0);
      }
      // Time travel: the next attempt is due now.
      await db.from('email_outbox').update({ next_attempt_at: new Date().toISOString() }).eq('quote_request_id', id);
    }
    // Failed for good: no later run picks it up by itself.
    expect((await deliver(providerUrl)).claimed).toBe(0);
    const { data: failed } = await db.from('email_outbox').select('status, attempts').eq('id', row.id).single();
    expect(failed).toEqual({ status: 'failed', attempts: 8 });

    const { error } = await asAdmin.rpc('retry_email', { email_id: row.id });
    expect(error).toBeNull();
    providerMode = 'ok';
    await deliver(providerUrl);
    const { data: sent } = await db.from('email_outbox').select('status').eq('id', row.id).single();
    expect(sent?.status).toBe('sent');
  });

  it('two delivery runs at once never send an e-mail twice', async () => {
    const stamp = Date.now();
    for (let i = 0; i < 5; i++) await fileRequest(`concurrent.${stamp}.${i}@exemple.fr`);
    providerMode = 'ok';
    const reports = await Promise.all([deliver(providerUrl), deliver(providerUrl)]);
    expect(reports[0].sent + reports[1].sent).toBe(10);
    // Ten calls for ten rows: a row sent twice would make eleven calls with ten distinct keys.
    const keys = calls.map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
    expect(keys.every((k) => k?.startsWith('email-outbox/'))).toBe(true);
  });

  it('answers 403 to anyone but the service role', async () => {
    const handle = createHandler(
      (key) => ({ SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY, RESEND_API_KEY: 'k' })[key],
    );
    const response = await handle(
      new Request('http://functions.local/deliver-emails', {
        method: 'POST',
        headers: { Authorization: 'Bearer nope' },
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe('who may see and touch the outbox', () => {
  it('anonymous visitors and users without a role see nothing and change nothing', async () => {
    for (const client of [anon(), await staff()]) {
      for (const table of ['email_outbox', 'email_settings'] as const) {
        const { data } = await client.from(table).select('*');
        expect(data ?? []).toEqual([]);
      }
      const update = await client
        .from('email_settings')
        .update({ sales_email: 'pirate@exemple.fr' })
        .eq('id', true)
        .select();
      expect(update.data ?? []).toEqual([]);
      for (const fn of ['claim_email_batch', 'record_email_delivery'] as const) {
        const { error } = await client.rpc(fn as never, {} as never);
        expect(error).not.toBeNull();
      }
    }
    const { data } = await db.from('email_settings').select('sales_email').single();
    expect(data?.sales_email).not.toBe('pirate@exemple.fr');
  });

  it('anonymous visitors and users without a role cannot queue a failed e-mail again', async () => {
    const id = await fileRequest(`requeue.${Date.now()}@exemple.fr`);
    await db.from('email_outbox').update({ status: 'failed', attempts: 8 }).eq('quote_request_id', id);
    for (const client of [anon(), await staff()]) {
      const [row] = await outboxFor(id);
      await client
        .from('email_outbox')
        .update({ status: 'pending', next_attempt_at: new Date().toISOString() })
        .eq('id', row.id);
      const { error } = await client.rpc('retry_email', { email_id: row.id });
      // anon may not call it at all; staff may, but the policy hides every row from them.
      if (error) expect(error.code).toBe('42501');
    }
    expect((await outboxFor(id)).map((r) => r.status)).toEqual(['failed', 'failed']);
    await db.from('email_outbox').delete().eq('quote_request_id', id);
  });

  it('an admin reads the queue and the settings, but cannot rewrite what an e-mail says or to whom', async () => {
    const id = await fileRequest(`lecture.${Date.now()}@exemple.fr`);
    const { data } = await asAdmin.from('email_outbox').select('id, recipient').eq('quote_request_id', id);
    expect(data).toHaveLength(2);
    const rewrite = await asAdmin
      .from('email_outbox')
      .update({ recipient: 'autre@exemple.fr' } as never)
      .eq('id', data![0].id);
    expect(rewrite.error?.code).toBe('42501');
    const payload = await asAdmin
      .from('email_outbox')
      .update({ payload: {} } as never)
      .eq('id', data![0].id);
    expect(payload.error?.code).toBe('42501');
    const claim = await asAdmin.rpc('claim_email_batch', { batch_size: 1 });
    expect(claim.error).not.toBeNull();
    await drain();
  });

  it('an admin changes the sales address; the database refuses one that is not an e-mail', async () => {
    const { data: before } = await db.from('email_settings').select('sales_email').single();
    const bad = await asAdmin.from('email_settings').update({ sales_email: 'javascript:alert(1)' }).eq('id', true);
    expect(bad.error?.code).toBe('23514');
    const good = await asAdmin
      .from('email_settings')
      .update({ sales_email: 'ventes@visiolease.fr' })
      .eq('id', true)
      .select('sales_email');
    expect(good.error).toBeNull();
    expect(good.data).toEqual([{ sales_email: 'ventes@visiolease.fr' }]);
    await db.from('email_settings').update({ sales_email: before!.sales_email }).eq('id', true);
  });
});
