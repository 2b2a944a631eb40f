import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTypes } from '../../src/domain/requests/request-types';
import type { TablesInsert } from '../../src/lib/db';
import { removeOrders } from '../support/remove-orders';
import { factories } from './factories';
import { admin, anon, service, signedIn, type Client } from './support';

/**
 * /admin/analytics's figure functions against rows seeded in March 2011 (a period no other test
 * writes to): each figure equals what this file counts from the same rows by itself, Paris days
 * included; RLS decides what each role counts. Then the attribution a public form sends.
 */
const FROM = '2011-03-01';
const TO = '2011-03-31';
const period = { p_from: FROM, p_to: TO };
const db = service();
const created = { requests: [] as string[], leads: [] as string[], orders: [] as string[], products: [] as string[] };

/** The Paris calendar day of an instant. */
const parisDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

interface Seeded {
  created_at: string;
  type: (typeof requestTypes)[number];
  won: boolean;
  lead: boolean;
  order: 'none' | 'signed' | 'cancelled' | 'pending';
  rent: number;
  product: boolean;
  landing_page: string | null;
  referrer: string | null;
  utm_campaign: string | null;
}

// 40 requests from 27 February to 2 April 2011 (UTC), so both edges of the period are crossed:
// 28 Feb 23:30 UTC is 1 March in Paris (in), 31 March 22:30 UTC is 1 April in Paris (out).
const seeded: Seeded[] = Array.from({ length: 40 }, (_, i) => {
  const at = new Date(Date.UTC(2011, 1, 27, 23, 30) + i * 20.4 * 3_600_000);
  return {
    created_at: at.toISOString(),
    type: requestTypes[i % requestTypes.length],
    lead: i % 3 === 0,
    won: i % 6 === 0,
    order: i % 6 === 0 ? 'signed' : i % 7 === 0 ? 'cancelled' : i % 11 === 0 ? 'pending' : 'none',
    rent: 100 + i,
    product: i % 2 === 0,
    landing_page: [null, '/', '/leasing', '/contact-pro'][i % 4],
    referrer: [null, 'https://www.google.com/search', 'https://partenaire.example.fr/offres'][i % 3],
    utm_campaign: [null, 'printemps-2011', 'salon-lyon'][i % 5 === 0 ? 0 : (i % 2) + 1],
  };
});
seeded.push(
  { ...seeded[0], created_at: '2011-02-28T23:30:00.000Z', type: 'quote' },
  { ...seeded[1], created_at: '2011-03-31T22:30:00.000Z', type: 'contact' },
);
const inPeriod = (row: Seeded) => parisDay(row.created_at) >= FROM && parisDay(row.created_at) <= TO;

let productIds: string[] = [];

beforeAll(async () => {
  const products = await db
    .from('products')
    .insert([factories.products({ name: 'Analytics écran A' }), factories.products({ name: 'Analytics écran B' })])
    .select('id');
  if (products.error) throw products.error;
  productIds = products.data.map((p) => p.id);
  created.products.push(...productIds);

  for (const [i, row] of seeded.entries()) {
    const request = await db
      .from('quote_requests')
      .insert(
        factories.quote_requests({
          type: row.type,
          created_at: row.created_at,
          status: row.won ? 'won' : 'pending',
          product_id: row.product ? productIds[i % 4 === 0 ? 0 : 1] : null,
          landing_page: row.landing_page,
          referrer: row.referrer,
          utm_campaign: row.utm_campaign,
        }),
      )
      .select('id')
      .single();
    if (request.error) throw request.error;
    created.requests.push(request.data.id);
    if (row.lead) {
      const lead = await db
        .from('leads')
        .insert(factories.leads({ quote_request_id: request.data.id }))
        .select('id')
        .single();
      if (lead.error) throw lead.error;
      created.leads.push(lead.data.id);
      const link = await db.from('quote_requests').update({ lead_id: lead.data.id }).eq('id', request.data.id);
      if (link.error) throw link.error;
    }
    if (row.order !== 'none') {
      const status = row.order === 'signed' ? 'confirmed' : row.order;
      const order = await db
        .from('orders')
        .insert(factories.orders({ quote_request_id: request.data.id, created_at: row.created_at }))
        .select('id')
        .single();
      if (order.error) throw order.error;
      created.orders.push(order.data.id);
      const items: TablesInsert<'order_items'>[] = [
        { order_id: order.data.id, product_name: 'Écran', duration_months: 36, quantity: 2, monthly_payment: row.rent },
      ];
      const inserted = await db.from('order_items').insert(items);
      if (inserted.error) throw inserted.error;
      // Its lines first: a confirmed order keeps the lines it was confirmed with.
      if (status !== 'pending') await db.from('orders').update({ status }).eq('id', order.data.id).throwOnError();
    }
  }
}, 120_000);

afterAll(async () => {
  // As the retention job deletes them: the API deletes no order with a contract.
  await removeOrders(created.orders);
  await db.from('leads').delete().in('id', created.leads);
  await db.from('quote_requests').delete().in('id', created.requests);
  await db.from('products').delete().in('id', created.products);
});

const expected = () => {
  const rows = seeded.filter(inPeriod);
  const signed = rows.filter((row) => row.order === 'signed');
  return {
    rows,
    summary: {
      requests: rows.length,
      leads: rows.filter((row) => row.lead).length,
      won: rows.filter((row) => row.won).length,
      orders: rows.filter((row) => row.order === 'signed' || row.order === 'pending').length,
      signed_orders: signed.length,
      signed_rent: signed.reduce((sum, row) => sum + row.rent * 2, 0),
    },
  };
};

describe('analytics figures', () => {
  let asAdmin: Client;
  beforeAll(async () => {
    asAdmin = await admin();
  });

  it('counts the funnel and the signed rent of the period’s Paris days', async () => {
    const { data, error } = await asAdmin.rpc('analytics_summary', period);
    expect(error).toBeNull();
    expect(data).toEqual([expected().summary]);
    // The two edge rows: the first is in (1 March in Paris), the second out (1 April in Paris).
    expect(expected().rows.map((row) => row.created_at)).toContain('2011-02-28T23:30:00.000Z');
    expect(expected().rows.map((row) => row.created_at)).not.toContain('2011-03-31T22:30:00.000Z');
  });

  it('counts requests per Monday week and type, empty weeks included', async () => {
    const { data, error } = await asAdmin.rpc('analytics_requests_weekly', period);
    expect(error).toBeNull();
    const weeks = new Set(data!.map((row) => row.week));
    // 28 Feb (Monday) to 28 March: five weeks, five types each.
    expect([...weeks]).toEqual(['2011-02-28', '2011-03-07', '2011-03-14', '2011-03-21', '2011-03-28']);
    expect(data).toHaveLength(25);
    for (const type of requestTypes) {
      const counted = expected().rows.filter((row) => row.type === type).length;
      expect(data!.filter((row) => row.type === type).reduce((sum, row) => sum + row.requests, 0)).toBe(counted);
    }
    const monday = (iso: string) => {
      const day = new Date(`${parisDay(iso)}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    const firstWeekQuotes = expected().rows.filter(
      (row) => row.type === 'quote' && monday(row.created_at) === '2011-02-28',
    ).length;
    expect(data!.find((row) => row.week === '2011-02-28' && row.type === 'quote')!.requests).toBe(firstWeekQuotes);
  });

  it('sums the monthly rent of the orders signed each month', async () => {
    const { data, error } = await asAdmin.rpc('analytics_signed_rent_monthly', period);
    expect(error).toBeNull();
    const { summary } = expected();
    expect(data).toEqual([{ month: '2011-03-01', orders: summary.signed_orders, monthly_rent: summary.signed_rent }]);
  });

  it('ranks the requested products and categories', async () => {
    const rows = expected().rows.filter((row) => row.product);
    const products = await asAdmin.rpc('analytics_top_products', period);
    const counts = products.data!.map((row) => [row.product_id, row.requests]);
    const a = rows.filter((row) => seeded.indexOf(row) % 4 === 0).length;
    expect(counts).toEqual(
      [
        [productIds[0], a],
        [productIds[1], rows.length - a],
      ].sort((x, y) => Number(y[1]) - Number(x[1])),
    );
    const categories = await asAdmin.rpc('analytics_top_categories', period);
    expect(categories.data!.map((row) => row.requests)).toEqual([rows.length]);
  });

  it('ranks the sources: landing page, referrer host and campaign, unknown ones as null', async () => {
    const { data, error } = await asAdmin.rpc('analytics_request_sources', period);
    expect(error).toBeNull();
    const rows = expected().rows;
    const count = (key: 'landing_page' | 'utm_campaign', value: string | null) =>
      rows.filter((row) => row[key] === value).length;
    const host = (value: string | null) => (value ? new URL(value).hostname : null);
    const pick = (dimension: string, source: string | null) =>
      data!.find((row) => row.dimension === dimension && row.source === source)?.requests;
    expect(pick('landing_page', '/leasing')).toBe(count('landing_page', '/leasing'));
    expect(pick('landing_page', null)).toBe(count('landing_page', null));
    expect(pick('referrer', 'www.google.com')).toBe(
      rows.filter((row) => host(row.referrer) === 'www.google.com').length,
    );
    expect(pick('referrer', 'partenaire.example.fr')).toBe(
      rows.filter((row) => host(row.referrer) === 'partenaire.example.fr').length,
    );
    expect(pick('utm_campaign', 'salon-lyon')).toBe(count('utm_campaign', 'salon-lyon'));
    expect(data!.filter((row) => row.dimension === 'referrer').reduce((sum, row) => sum + row.requests, 0)).toBe(
      rows.length,
    );
  });

  it('refuses a period backwards or longer than ten years, in French', async () => {
    const { error } = await asAdmin.rpc('analytics_summary', { p_from: TO, p_to: FROM });
    expect(error?.message).toBe('Période invalide : la date de début doit précéder la date de fin (10 ans au plus).');
  });
});

describe('analytics and roles', () => {
  it('gives a visitor nothing at all', async () => {
    const { data, error } = await anon().rpc('analytics_summary', period);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('counts only what a role may read: accounting sees signed rent, no request', async () => {
    const compta = await signedIn('compta@example.com', 'demo123456');
    const { data } = await compta.rpc('analytics_summary', period);
    const { summary } = expected();
    expect(data).toEqual([
      {
        requests: 0,
        leads: 0,
        won: 0,
        orders: 0,
        signed_orders: summary.signed_orders,
        signed_rent: summary.signed_rent,
      },
    ]);
    const weekly = await compta.rpc('analytics_requests_weekly', period);
    expect(weekly.data!.every((row) => row.requests === 0)).toBe(true);
    expect(
      (await compta.rpc('analytics_request_sources', period)).data!.every(
        (row) => row.source === null && row.requests === 0,
      ),
    ).toBe(true);
    expect((await compta.rpc('analytics_top_products', period)).data).toEqual([]);
  });

  it('gives a technician no request figure either', async () => {
    const technicien = await signedIn('technique@example.com', 'demo123456');
    const { data } = await technicien.rpc('analytics_summary', period);
    expect(data![0]).toMatchObject({ requests: 0, leads: 0, won: 0, orders: 0 });
  });
});

describe('attribution of a request', () => {
  it('stores what a visitor’s public form sends', async () => {
    const email = `attribution.${Date.now()}@example.fr`;
    const attribution = {
      landing_page: '/leasing',
      referrer: 'https://www.google.com/search',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'Printemps 2027',
      utm_term: 'écran led',
      utm_content: 'bouton-bleu',
    };
    const { error } = await anon()
      .from('quote_requests')
      .insert(factories.quote_requests({ email, ...attribution }));
    expect(error).toBeNull();
    const { data } = await db
      .from('quote_requests')
      .select('id, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content')
      .eq('email', email)
      .single();
    created.requests.push(data!.id);
    expect(data).toEqual({ id: data!.id, ...attribution });
  });

  it.each([
    { landing_page: 'https://ailleurs.example.com/' },
    { landing_page: '/leasing?email=jean@exemple.fr' },
    { referrer: 'javascript:alert(1)' },
    { referrer: `https://exemple.fr/${'a'.repeat(500)}` },
    { utm_campaign: '<img src=x onerror=alert(1)>' },
    { utm_source: 'x'.repeat(151) },
    { utm_medium: '   ' },
  ])('refuses %o', async (bad) => {
    const { error } = await anon().from('quote_requests').insert(factories.quote_requests(bad));
    expect(error?.code).toBe('23514');
  });

  it('lets nobody edit it afterwards', async () => {
    const asAdmin = await admin();
    const { error } = await asAdmin
      .from('quote_requests')
      .update({ utm_campaign: 'autre' })
      .eq('id', created.requests[0]);
    expect(error?.code).toBe('42501');
  });
});
