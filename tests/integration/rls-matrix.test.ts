import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, anon, service, staff, type Client } from './support';

/**
 * Row-level security, per table × role × operation, asserting rows and exact denials.
 * 'denied' = Postgres 42501 (HTTP 401 for anon, 403 when signed in);
 * 'hidden' = no error but nothing visible or touched (a USING clause that hides the row).
 */
type Role = 'anon' | 'staff' | 'admin';
type ReadRule = 'all' | 'visible' | 'none' | 'denied';
type WriteRule = 'ok' | 'hidden' | 'denied';

interface TableCase {
  table: 'products' | 'categories' | 'hero_carousel_slides' | 'quote_requests' | 'orders' | 'order_items' | 'leads' | 'seo_content' | 'email_campaigns' | 'user_roles';
  /** Rows the public may see, as a filter on the service-role query. */
  visible?: (rows: Record<string, unknown>[]) => Record<string, unknown>[];
  row: () => Promise<Record<string, unknown>>;
  patch: Record<string, unknown>;
  rules: Record<Role, { select: ReadRule; insert: WriteRule; update: WriteRule; delete: WriteRule }>;
}

const today = new Date().toISOString().slice(0, 10);
const live = (rows: Record<string, unknown>[]) =>
  rows.filter(
    (r) =>
      r.active === true &&
      (r.start_date === null || (r.start_date as string) <= today) &&
      (r.end_date === null || (r.end_date as string) >= today),
  );

const adminOnly = { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' } as const;
const signedInNoRole = { select: 'none', insert: 'denied', update: 'hidden', delete: 'hidden' } as const;
const full = { select: 'all', insert: 'ok', update: 'ok', delete: 'ok' } as const;

let clients: Record<Role, Client>;
let db: Client;
let staffId: string;
let orderId: string;

const cases: TableCase[] = [
  {
    table: 'products',
    visible: (rows) => rows.filter((r) => r.active === true),
    row: async () => factories.products(),
    patch: { name: 'Nom modifié' },
    rules: {
      anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
      staff: { select: 'visible', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: full,
    },
  },
  {
    table: 'categories',
    visible: (rows) => rows,
    row: async () => factories.categories(),
    patch: { name: 'Catégorie modifiée' },
    rules: {
      anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
      staff: { select: 'visible', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: full,
    },
  },
  {
    table: 'hero_carousel_slides',
    visible: live,
    row: async () => factories.hero_carousel_slides(),
    patch: { title: 'Titre modifié' },
    rules: {
      anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
      staff: { select: 'visible', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: full,
    },
  },
  {
    table: 'quote_requests',
    row: async () => factories.quote_requests(),
    patch: { status: 'in_progress' },
    rules: {
      anon: { select: 'denied', insert: 'ok', update: 'denied', delete: 'denied' },
      staff: { select: 'none', insert: 'ok', update: 'hidden', delete: 'hidden' },
      admin: full,
    },
  },
  {
    table: 'orders',
    row: async () => factories.orders(),
    patch: { status: 'shipped' },
    rules: { anon: adminOnly, staff: signedInNoRole, admin: full },
  },
  {
    table: 'order_items',
    row: async () => ({ order_id: orderId, product_name: 'Totem', duration_months: 36, monthly_payment: 90 }),
    patch: { quantity: 2 },
    rules: { anon: adminOnly, staff: signedInNoRole, admin: full },
  },
  {
    table: 'leads',
    row: async () => factories.leads(),
    patch: { status: 'contacted' },
    rules: { anon: adminOnly, staff: signedInNoRole, admin: full },
  },
  {
    table: 'email_campaigns',
    row: async () => factories.email_campaigns(),
    patch: { status: 'scheduled' },
    rules: { anon: adminOnly, staff: signedInNoRole, admin: full },
  },
  {
    table: 'seo_content',
    visible: (rows) => rows.filter((r) => r.status === 'published'),
    row: async () => factories.seo_content(),
    patch: { meta_title: 'Titre modifié pour le test' },
    rules: {
      anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
      staff: { select: 'visible', insert: 'denied', update: 'hidden', delete: 'hidden' },
      admin: full,
    },
  },
  {
    table: 'user_roles',
    // A signed-in user sees only their own roles (the staff user has none) and can never grant one.
    row: async () => ({ user_id: staffId, role: 'viewer' }),
    patch: { role: 'marketing' },
    rules: { anon: adminOnly, staff: signedInNoRole, admin: full },
  },
];

function expectDenied(error: { code?: string } | null, status: number, role: Role) {
  expect(error?.code).toBe('42501');
  expect(status).toBe(role === 'anon' ? 401 : 403);
}

beforeAll(async () => {
  db = service();
  clients = { anon: anon(), staff: await staff(), admin: await admin() };
  const { data: user } = await clients.staff.auth.getUser();
  staffId = user.user!.id;
  const { data: order } = await db.from('orders').insert(factories.orders()).select().single();
  orderId = order!.id;
});

// Roles granted to the staff user by a test must never leak into the next one.
afterEach(async () => {
  await db.from('user_roles').delete().eq('user_id', staffId);
});

afterAll(async () => {
  await db.from('orders').delete().eq('id', orderId);
  await db.from('user_roles').delete().eq('user_id', staffId);
});

describe.each(cases)('RLS on $table', ({ table, visible, row, patch, rules }) => {
  describe.each(['anon', 'staff', 'admin'] as Role[])('as %s', (role) => {
    const rule = rules[role];

    it(`select: ${rule.select}`, async () => {
      const { data: everything } = await db.from(table).select('*');
      const { data, error, status } = await clients[role].from(table).select('*');
      if (rule.select === 'denied') return expectDenied(error, status, role);
      expect(error).toBeNull();
      const ids = (data ?? []).map((r) => r.id).sort();
      const expected =
        rule.select === 'all' ? everything! : rule.select === 'none' ? [] : visible!(everything as Record<string, unknown>[]);
      expect(ids).toEqual(expected.map((r) => r.id).sort());
    });

    it(`insert: ${rule.insert}`, async () => {
      const values = await row();
      const { error, status } = await clients[role].from(table).insert(values as never);
      if (rule.insert === 'denied') return expectDenied(error, status, role);
      expect(error).toBeNull();
      expect(status).toBe(201);
    });

    it(`update: ${rule.update}`, async () => {
      const { data: target } = await db.from(table).insert((await row()) as never).select().single();
      const { data, error, status } = await clients[role].from(table).update(patch as never).eq('id', target!.id).select();
      const { data: after } = await db.from(table).select('*').eq('id', target!.id).single();
      await db.from(table).delete().eq('id', target!.id);
      if (rule.update === 'denied') return expectDenied(error, status, role);
      expect(error).toBeNull();
      const [key, value] = Object.entries(patch)[0];
      if (rule.update === 'hidden') {
        expect(data).toEqual([]);
        expect((after as Record<string, unknown>)[key]).toEqual((target as Record<string, unknown>)[key]);
      } else {
        expect(data).toHaveLength(1);
        expect((after as Record<string, unknown>)[key]).toEqual(value);
      }
    });

    it(`delete: ${rule.delete}`, async () => {
      const { data: target } = await db.from(table).insert((await row()) as never).select().single();
      const { data, error, status } = await clients[role].from(table).delete().eq('id', target!.id).select();
      const { data: still } = await db.from(table).select('id').eq('id', target!.id);
      await db.from(table).delete().eq('id', target!.id);
      if (rule.delete === 'denied') return expectDenied(error, status, role);
      expect(error).toBeNull();
      expect(data).toHaveLength(rule.delete === 'ok' ? 1 : 0);
      expect(still).toHaveLength(rule.delete === 'ok' ? 0 : 1);
    });
  });
});
