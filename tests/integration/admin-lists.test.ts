import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import Papa from 'papaparse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, TablesInsert } from '../../src/lib/database.types';
import { exportCsv } from '../../src/lib/csv-export';
import { fetchAllPages } from '../../src/lib/paged-export';
import { leadExportPages } from '../../src/features/leads/api/export-leads';
import { fetchLeadsPage, type LeadListRow } from '../../src/features/leads/api/fetch-leads';
import type { LeadListQuery } from '../../src/features/leads/api/keys';
import { orderCsvColumns, orderExportPages } from '../../src/features/orders/api/export-orders';
import { fetchOrdersPage, type OrderListRow } from '../../src/features/orders/api/fetch-orders';
import type { OrderFilters, OrderListQuery, OrderSort } from '../../src/features/orders/api/keys';
import { ANON_KEY, parseConfigToml, REPO_ROOT } from '../../supabase/local/config';
import { anon, apiUrl, fromAddress, service, type Client } from './support';
import { databaseUrl } from '../support/clients';

/**
 * The orders and leads lists as the app asks for them (its own api functions, given a signed-in
 * client), with 1 500 orders and hosted Supabase's row limit: every order is reachable, page by
 * page and in the export, and the counts are the database's.
 */

// Hosted PostgREST never returns more than [api] max_rows rows per request. The local stack has
// no such limit, so this client's fetch applies it as PostgREST does (LIMIT min(limit, max_rows)):
// a request asking for more would come back short and the checks below would fail.
const MAX_ROWS = Number(
  parseConfigToml(readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8'))('api', 'max_rows'),
);
const reads: URL[] = [];

function withHostedRowLimit(inner: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.startsWith('/rest/v1/') && (init?.method ?? 'GET') === 'GET') {
      const limit = url.searchParams.get('limit');
      if (limit === null || Number(limit) > MAX_ROWS) url.searchParams.set('limit', String(MAX_ROWS));
      reads.push(new URL(url));
    }
    return inner(url.href, init);
  };
}

async function signedInAdmin(): Promise<Client> {
  const options = fromAddress('127.1.251.1');
  const client = createClient<Database>(apiUrl, ANON_KEY, {
    ...options,
    global: { fetch: withHostedRowLimit(options.global.fetch) },
  });
  const { error } = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin123456' });
  if (error) throw new Error(`Connexion impossible : ${error.message}`);
  return client;
}

const run = Date.now().toString(36).toUpperCase();
/** A word only this run's rows hold (their e-mail domain): searching it gives exactly them. */
const token = `t${run.toLowerCase()}`;
const domain = `${token}.fr`;
const ORDERS = 1_500;
const firstNames = ['Hélène', 'Jérôme', 'Anaïs', 'Zoé', 'Benoît'];
const lastNames = ['Lévêque', 'Dupont', 'Noël', 'Fontaine', 'Garnier', 'Rénard'];
/** Oldest rows of the whole table (the seed starts in 2024): the last page of the list holds them. */
const base = Date.UTC(2001, 0, 1);

function orderRow(i: number): TablesInsert<'orders'> {
  const first = firstNames[i % firstNames.length];
  const last = lastNames[i % lastNames.length];
  return {
    order_number: `LIST-${run}-${String(i).padStart(4, '0')}`,
    customer_first_name: first,
    customer_last_name: last,
    customer_email: `client.${i}@${domain}`,
    // Every seventh has no company: a nullable sort column, nulls last in both directions.
    customer_company: i % 7 === 0 ? null : `Banc ${token} ${String.fromCharCode(65 + (i % 26))}`,
    // Distinct amounts in a scrambled order, so a sort by amount is not the creation order.
    total_amount: ((i * 7919) % ORDERS) + 0.5,
    status: i % 3 === 0 ? 'shipped' : 'pending',
    // Order i is i minutes older than order 0: the newest first is i = 0, 1, 2…
    created_at: new Date(base - i * 60_000).toISOString(),
  };
}
const expected = Array.from({ length: ORDERS }, (_, i) => orderRow(i));
const numberOf = (i: number) => expected[i].order_number;

let db: Client;
let asAdmin: Client;
const mine: OrderFilters = { status: null, paymentStatus: null, search: token };
const newest: OrderSort = { key: 'date', desc: true };
const query = (over: Partial<OrderListQuery> = {}): OrderListQuery => ({ ...mine, sort: newest, page: 1, ...over });

beforeAll(async () => {
  db = service();
  for (let i = 0; i < ORDERS; i += 500) {
    const { error } = await db.from('orders').insert(expected.slice(i, i + 500));
    if (error) throw new Error(`seed: ${error.message}`);
  }
  asAdmin = await signedInAdmin();
}, 120_000);

afterAll(async () => {
  await db.from('orders').delete().like('order_number', `LIST-${run}-%`);
  await db.from('leads').delete().like('email', `%@${domain}`);
});

describe('orders list with 1 500 orders and max_rows = 1 000', () => {
  it('reads max_rows = 1 000 from supabase/config.toml, as hosted Supabase', () => {
    expect(MAX_ROWS).toBe(1000);
  });

  it('counts every matching order and shows 50 a page, the oldest on the 30th and last', async () => {
    reads.length = 0;
    const first = await fetchOrdersPage(asAdmin, query());
    expect(first.total).toBe(ORDERS);
    expect(first.rows.map((row) => row.order_number)).toEqual(expected.slice(0, 50).map((row) => row.order_number));

    const last = await fetchOrdersPage(asAdmin, query({ page: 30 }));
    expect(last.total).toBe(ORDERS);
    expect(last.rows).toHaveLength(50);
    expect(last.rows.map((row) => row.order_number)).toEqual(expected.slice(1450).map((row) => row.order_number));
    expect(last.rows.at(-1)?.order_number).toBe(numberOf(ORDERS - 1));

    // Each page is one request for 50 rows that also counts them.
    expect(reads.map((url) => [url.searchParams.get('offset'), url.searchParams.get('limit')])).toEqual([
      ['0', '50'],
      ['1450', '50'],
    ]);
    // One page further there is nothing, and the count says why (the list then shows page 30).
    expect(await fetchOrdersPage(asAdmin, query({ page: 31 }))).toEqual({ rows: [], total: ORDERS });
  });

  it('averages every order for « Panier Moyen » in the database, beyond max_rows', async () => {
    const sql = new pg.Client({
      connectionString: databaseUrl,
    });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ count: string; average: string }>(
        'select count(*) as count, avg(total_amount) as average from public.orders',
      );
      expect(Number(rows[0].count)).toBeGreaterThan(MAX_ROWS);
      const { data, error } = await asAdmin.rpc('average_order_amount');
      expect(error).toBeNull();
      expect(Number(data)).toBeCloseTo(Number(rows[0].average), 6);
    } finally {
      await sql.end();
    }
    // Visitors may not call it; a role without orders averages nothing.
    expect((await anon().rpc('average_order_amount')).error?.code).toBe('42501');
  });

  it('reaches the oldest order of the whole table on the last page of the unfiltered list', async () => {
    const { count } = await db.from('orders').select('*', { count: 'exact', head: true });
    const all = await fetchOrdersPage(asAdmin, query({ search: '' }));
    expect(all.total).toBe(count);
    expect(all.total).toBeGreaterThan(MAX_ROWS);
    const lastPage = Math.ceil(all.total / 50);
    const last = await fetchOrdersPage(asAdmin, query({ search: '', page: lastPage }));
    expect(last.rows.at(-1)?.order_number).toBe(numberOf(ORDERS - 1));
  });

  it('gives the last page, with the count, for a page beyond it', async () => {
    const beyond = await fetchOrdersPage(asAdmin, query({ page: 40 }));
    expect(beyond).toEqual({ rows: [], total: ORDERS });
  });

  it('searches in the database by word prefixes, without accents or case, across name, e-mail and company', async () => {
    reads.length = 0;
    // « Hélène Lévêque »: i ≡ 0 (mod 5) and i ≡ 0 (mod 6), so i ≡ 0 (mod 30): 50 orders.
    const found = await fetchOrdersPage(asAdmin, query({ search: `HELENE levequ ${token}` }));
    expect(found.total).toBe(50);
    expect(
      found.rows.every((row) => row.customer_first_name === 'Hélène' && row.customer_last_name === 'Lévêque'),
    ).toBe(true);
    // The filter went to the database; the page came back with the matches only.
    const search = reads[0].searchParams.get('search');
    expect(search).toBe(`fts(simple).helene:* & levequ:* & ${token}:*`);

    // By order number, and by a piece of the e-mail address.
    expect(
      (await fetchOrdersPage(asAdmin, query({ search: numberOf(1234) }))).rows.map((row) => row.order_number),
    ).toEqual([numberOf(1234)]);
    const byEmail = await fetchOrdersPage(asAdmin, query({ search: `client.777@${domain.toUpperCase()}` }));
    expect(byEmail.rows.map((row) => row.order_number)).toEqual([numberOf(777)]);

    // With the status filter: every third is shipped.
    const shipped = await fetchOrdersPage(asAdmin, query({ status: 'shipped' }));
    expect(shipped.total).toBe(ORDERS / 3);
  });

  it('fails on nothing for search text full of query syntax: punctuation alone searches nothing', async () => {
    const { count: all } = await db.from('orders').select('*', { count: 'exact', head: true });
    for (const search of ['%', '_', ',', '()', '"\'', '*', '\\', ' & | ! : ']) {
      expect((await fetchOrdersPage(asAdmin, query({ search }))).total, search).toBe(all);
    }
    // Words among the syntax are searched as words; nothing else reaches the query.
    for (const search of ['a|b & !c:*', `100%_"x" ${token}`, `${token}\\' --`, '(client)']) {
      const result = await fetchOrdersPage(asAdmin, query({ search }));
      expect(result.total, search).toEqual(expect.any(Number));
    }
    expect((await fetchOrdersPage(asAdmin, query({ search: `${token}) or (1=1` }))).total).toBe(0);
    expect((await fetchOrdersPage(asAdmin, query({ search: `${token} zzzz` }))).total).toBe(0);
  });

  it('sorts in the database, with the id as tiebreak: by amount, and by a company that may be empty', async () => {
    const byAmount = [...expected].sort((a, b) => Number(a.total_amount) - Number(b.total_amount));
    const cheapest = await fetchOrdersPage(asAdmin, query({ sort: { key: 'amount', desc: false } }));
    expect(cheapest.rows.map((row) => row.order_number)).toEqual(byAmount.slice(0, 50).map((row) => row.order_number));
    const dearest = await fetchOrdersPage(asAdmin, query({ sort: { key: 'amount', desc: true }, page: 2 }));
    expect(dearest.rows.map((row) => Number(row.total_amount))).toEqual(
      byAmount
        .slice(-100, -50)
        .reverse()
        .map((row) => Number(row.total_amount)),
    );

    // Nulls last in both directions.
    const lastPage = await fetchOrdersPage(asAdmin, query({ sort: { key: 'company', desc: true }, page: 30 }));
    expect(lastPage.rows.every((row) => row.customer_company === null)).toBe(true);
  });

  it('exports every matching order, 1 000 at a time after the last row, in the order of the list', async () => {
    reads.length = 0;
    const rows: OrderListRow[] = [];
    const progress: Array<[number, number | null]> = [];
    const done = await fetchAllPages(orderExportPages(asAdmin, mine, newest), {
      signal: new AbortController().signal,
      onPage: (page) => rows.push(...page),
      onProgress: ({ done: received, total }) => progress.push([received, total]),
    });
    expect(done).toBe(ORDERS);
    expect(rows.map((row) => row.order_number)).toEqual(expected.map((row) => row.order_number));
    expect(progress).toEqual([
      [1000, ORDERS],
      [ORDERS, ORDERS],
    ]);
    // Two requests of at most max_rows; the second starts after the last row of the first (keyset).
    expect(reads.map((url) => url.searchParams.get('limit'))).toEqual(['1000', '1000']);
    expect(reads[1].searchParams.get('offset')).toBeNull();
    expect(reads[1].searchParams.get('or')).toContain(rows[999].id);
  });

  it('exports with a nullable sort column too: every order once, nulls last', async () => {
    for (const desc of [false, true]) {
      const rows: OrderListRow[] = [];
      await fetchAllPages(orderExportPages(asAdmin, mine, { key: 'company', desc }), {
        signal: new AbortController().signal,
        onPage: (page) => rows.push(...page),
      });
      expect(new Set(rows.map((row) => row.id)).size).toBe(ORDERS);
      const firstNull = rows.findIndex((row) => row.customer_company === null);
      expect(rows.slice(firstNull).every((row) => row.customer_company === null)).toBe(true);
      expect(rows.filter((row) => row.customer_company === null)).toHaveLength(Math.ceil(ORDERS / 7));
    }
  });

  it('writes the export as a French CSV: 1 500 rows, decimal commas, Paris dates, French statuses', async () => {
    const blob = await exportCsv(orderCsvColumns, orderExportPages(asAdmin, { ...mine, status: 'shipped' }, newest), {
      signal: new AbortController().signal,
    });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith('\uFEFFNuméro;Date;Prénom;Nom;E-mail;Téléphone;Société;Montant (€);Statut;Paiement\r\n'),
    ).toBe(true);
    const [header, ...lines] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(header).toHaveLength(10);
    expect(lines).toHaveLength(ORDERS / 3);
    const order3 = expected[3];
    expect(lines[1]).toEqual([
      order3.order_number,
      '01/01/2001 00:57',
      order3.customer_first_name,
      order3.customer_last_name,
      order3.customer_email,
      '',
      order3.customer_company,
      `${Math.trunc(Number(order3.total_amount))},50`,
      'Expédiée',
      'En attente',
    ]);
  });
});

describe('leads list', () => {
  const LEADS = 120;
  const leads: TablesInsert<'leads'>[] = Array.from({ length: LEADS }, (_, i) => ({
    email: `lead.${i}@${domain}`,
    first_name: firstNames[i % firstNames.length],
    // Every fourth has no last name: the contact sort puts them last.
    last_name: i % 4 === 0 ? null : lastNames[i % lastNames.length],
    company: `Banc ${token}`,
    score: i % 101,
    status: i % 2 ? 'won' : 'new',
    created_at: new Date(base - i * 60_000).toISOString(),
  }));
  const leadQuery = (over: Partial<LeadListQuery> = {}): LeadListQuery => ({
    status: null,
    search: token,
    sort: { key: 'date', desc: true },
    page: 1,
    ...over,
  });

  beforeAll(async () => {
    const { error } = await db.from('leads').insert(leads);
    if (error) throw new Error(`seed: ${error.message}`);
  });

  it('filters, searches, sorts and pages in the database', async () => {
    expect((await fetchLeadsPage(asAdmin, leadQuery())).total).toBe(LEADS);
    const won = await fetchLeadsPage(asAdmin, leadQuery({ status: 'won', search: `zoe ${token}` }));
    // Zoé: i ≡ 3 (mod 5), and odd: i ≡ 3 (mod 10) → 12 leads.
    expect(won.total).toBe(12);
    const best = await fetchLeadsPage(asAdmin, leadQuery({ sort: { key: 'score', desc: true } }));
    expect(best.rows[0].score).toBe(100);
    const third = await fetchLeadsPage(asAdmin, leadQuery({ sort: { key: 'contact', desc: false }, page: 3 }));
    expect(third.rows).toHaveLength(20);
    expect(third.rows.every((row) => row.last_name === null)).toBe(true);
  });

  it('exports every lead, 50 at a time, with a nullable sort', async () => {
    const rows: LeadListRow[] = [];
    await fetchAllPages(leadExportPages(asAdmin, { status: null, search: token }, { key: 'contact', desc: true }), {
      signal: new AbortController().signal,
      onPage: (page) => rows.push(...page),
      pageSize: 50,
    });
    expect(new Set(rows.map((row) => row.id)).size).toBe(LEADS);
    expect(rows.slice(-LEADS / 4).every((row) => row.last_name === null)).toBe(true);
  });

  it('keeps the search document out of the audit trail', async () => {
    const { data: lead, error } = await asAdmin
      .from('leads')
      .insert({ email: `audit@${domain}`, first_name: 'Élodie', last_name: 'Audit' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const update = await asAdmin.from('leads').update({ last_name: 'Auditée' }).eq('id', lead!.id).select('id');
    expect(update.data).toHaveLength(1);
    const { data: trail } = await asAdmin
      .from('audit_log')
      .select('action, changes')
      .eq('entity_id', lead!.id)
      .order('id');
    expect(trail?.map((entry) => entry.action)).toEqual(['insert', 'update']);
    expect(Object.keys(trail![0].changes as object)).not.toContain('search');
    expect(trail![1].changes).toEqual({ last_name: { before: 'Audit', after: 'Auditée' } });
    // The document followed the change: the new name finds the lead.
    expect(
      (await fetchLeadsPage(asAdmin, leadQuery({ search: `elodie auditee ${token}` }))).rows.map((row) => row.id),
    ).toEqual([lead!.id]);
  });
});
