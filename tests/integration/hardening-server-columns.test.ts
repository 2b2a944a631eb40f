import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, anon, staff } from './support';
import { databaseUrl } from '../support/clients';

/** Columns the database sets, per table ('*' = every table), that no client role may write. */
const serverOwned: Record<string, string[]> = {
  '*': ['id', 'created_at', 'updated_at'],
  orders: ['order_number', 'total_amount'],
  order_items: ['unit_price'],
  // What the person consented to is recorded by the database (the form used), then copied on conversion.
  quote_requests: ['lead_id', 'marketing_consent_form'],
  leads: [
    'quote_request_id',
    'marketing_consent_at',
    'marketing_consent_request_id',
    'marketing_consent_form',
    'marketing_consent_page',
    'marketing_consent_wording',
    'marketing_consent_withdrawn_at',
  ],
  // A campaign's progress is the send's: scheduled through schedule_campaign, counted by the worker.
  email_campaigns: [
    'status',
    'scheduled_at',
    'sent_at',
    'recipients_count',
    'started_at',
    'last_batch_at',
    'delivered_count',
    'failed_count',
  ],
  email_campaign_recipients: ['campaign_id', 'email', 'status', 'outbox_id'],
  email_unsubscribes: ['email'],
  quote_request_notes: ['author_id', 'author_email'],
  lead_notes: ['author_id', 'author_email'],
  order_status_history: ['changed_by', 'changed_by_email', 'changed_at'],
};
/** A visitor's request is born pending and unassigned. */
const anonServerOwned: Record<string, string[]> = { quote_requests: ['status', 'owner_id'] };

const client = new pg.Client({
  connectionString: databaseUrl,
});

beforeAll(async () => {
  await client.connect();
});
afterAll(async () => {
  await client.end();
});

describe('server-owned columns', () => {
  it('no client role may insert or update them, on any public table', async () => {
    const { rows } = await client.query<{ tbl: string; col: string; role: string; action: string }>(`
      select c.relname as tbl, a.attname as col, r.role, p.action
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      cross join unnest(array['anon', 'authenticated']) as r(role)
      cross join unnest(array['INSERT', 'UPDATE']) as p(action)
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and has_column_privilege(r.role, c.oid, a.attnum, p.action)`);
    const writable = new Set(rows.map((r) => `${r.tbl}.${r.col} ${r.role} ${r.action}`));
    const { rows: tables } = await client.query<{ tbl: string }>(
      `select relname as tbl from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(tables.length).toBeGreaterThan(10);

    const findings: string[] = [];
    for (const { tbl } of tables) {
      for (const role of ['anon', 'authenticated']) {
        const owned = [
          ...serverOwned['*'],
          ...(serverOwned[tbl] ?? []),
          ...(role === 'anon' ? (anonServerOwned[tbl] ?? []) : []),
        ];
        for (const col of owned) {
          for (const action of ['INSERT', 'UPDATE']) {
            if (writable.has(`${tbl}.${col} ${role} ${action}`)) findings.push(`${tbl}.${col} ${role} ${action}`);
          }
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it('a signed-in user without role cannot choose the id, date or status of a request', async () => {
    const asStaff = await staff();
    for (const override of [
      { id: '00000000-0000-4000-8000-000000000001' },
      { created_at: '2020-01-01T00:00:00Z' },
      { status: 'won' },
    ]) {
      const { error } = await asStaff.from('quote_requests').insert(factories.quote_requests(override));
      expect({ override, code: error?.code }).toEqual({ override, code: '42501' });
    }
  });

  it('an anonymous visitor cannot choose them either', async () => {
    for (const override of [{ id: '00000000-0000-4000-8000-000000000002' }, { status: 'won' }]) {
      const { error } = await anon().from('quote_requests').insert(factories.quote_requests(override));
      expect({ override, code: error?.code }).toEqual({ override, code: '42501' });
    }
  });

  it('an admin cannot rewrite the date, id or link of a request, nor the id of a product', async () => {
    const asAdmin = await admin();
    const { data: request } = await asAdmin.from('quote_requests').select('id').limit(1).single();
    expect(request).not.toBeNull();
    for (const change of [
      { created_at: '2020-01-01T00:00:00Z' },
      { updated_at: '2020-01-01T00:00:00Z' },
      { id: crypto.randomUUID() },
    ]) {
      const { error } = await asAdmin.from('quote_requests').update(change).eq('id', request!.id);
      expect({ change, code: error?.code }).toEqual({ change, code: '42501' });
    }
    const product = await asAdmin.from('products').insert(factories.products({ created_at: '2020-01-01T00:00:00Z' }));
    expect(product.error?.code).toBe('42501');
  });
});

describe('helpers out of the API', () => {
  it('no text rule is callable as an RPC endpoint', async () => {
    const { rows } = await client.query<{ fn: string }>(`
      select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname in ('is_safe_url', 'is_plain_text', 'is_email', 'is_phone', 'is_text')`);
    expect(rows).toEqual([]);
  });
});
