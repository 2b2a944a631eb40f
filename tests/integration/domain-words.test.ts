import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLabels } from '../../src/domain/privacy/labels';
import { fetchRecordNames, nameKey, recordRefs } from '../../src/domain/record-names';
import { PEOPLE } from '../../src/domain/shared/table-words';
import {
  columnTarget,
  columnUnit,
  isHiddenColumn,
  isLabelledColumn,
  namingOf,
  tableWords,
  valueLabel,
} from '../../src/domain/tables';
import type { SupabaseClient } from '../../src/lib/supabase';
import { databaseUrl } from '../support/clients';
import { admin, newStaffAccount, service, type Client } from './support';

/**
 * The words staff read on the histories and the data-rights screen (src/domain/<domain>/tables.ts)
 * against the live catalog: every audited table and every table find_personal_data answers has a
 * French name, every one of its columns a French name or a reason to be hidden, every id column a
 * record it names, every coded value of a CHECK its French name, every amount its unit. A column
 * or a status added by a migration without its words fails here, not on a screen.
 */
let sql: pg.Client;
let asAdmin: Client;

interface Column {
  table: string;
  column: string;
  type: string;
  scale: number | null;
}
let columns: Column[] = [];
const columnsOf = (table: string) => columns.filter((column) => column.table === table);

/** What a column lacks for a screen to show it in French (empty when nothing). */
function missingWords(table: string, { column, type, scale }: Omit<Column, 'table'>): string[] {
  if (isHiddenColumn(table, column)) return [];
  const missing: string[] = [];
  if (!isLabelledColumn(table, column)) missing.push(`${table}.${column} has no French name and is not hidden`);
  if (type === 'uuid' && !columnTarget(table, column)) {
    missing.push(`${table}.${column} holds an id but names no record and is not hidden`);
  }
  if (type === 'numeric' && scale === 2 && !columnUnit(table, column)) {
    missing.push(`${table}.${column} is an amount without a unit (euros or percent)`);
  }
  return missing;
}

beforeAll(async () => {
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  asAdmin = await admin();
  const { rows } = await sql.query<Column>(
    `select c.table_name as table, c.column_name as column, c.data_type as type, c.numeric_scale as scale
       from information_schema.columns c
      where c.table_schema = 'public'
      order by c.table_name, c.ordinal_position`,
  );
  columns = rows;
});

afterAll(async () => {
  await sql.end();
});

describe('the audit trail’s words', () => {
  let audited: string[] = [];

  beforeAll(async () => {
    // The tables whose rows feed audit_log: those with a trigger on private.audit_row.
    const { rows } = await sql.query<{ table: string }>(
      `select distinct c.relname as table
         from pg_catalog.pg_trigger t
         join pg_catalog.pg_class c on c.oid = t.tgrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         join pg_catalog.pg_proc p on p.oid = t.tgfoid
         join pg_catalog.pg_namespace pn on pn.oid = p.pronamespace and pn.nspname = 'private'
        where not t.tgisinternal and p.proname = 'audit_row'
        order by 1`,
    );
    audited = rows.map((row) => row.table);
  });

  it('names every audited table, and every column of each in French (or hides it, saying why)', () => {
    expect(audited.length).toBeGreaterThanOrEqual(25);
    expect(audited.filter((table) => !Object.hasOwn(tableWords, table))).toEqual([]);
    expect(audited.flatMap((table) => columnsOf(table).flatMap((column) => missingWords(table, column)))).toEqual([]);
  });

  it('names the fields of the account events the admin-users function records', () => {
    expect(['email', 'roles', 'active'].filter((column) => !isLabelledColumn('users', column))).toEqual([]);
  });

  it('names every value the database allows in a coded column of a described table', async () => {
    const { rows } = await sql.query<{ table: string; definition: string }>(
      `select conrelid::regclass::text as table, pg_catalog.pg_get_constraintdef(oid) as definition
         from pg_catalog.pg_constraint
        where contype = 'c' and connamespace = 'public'::regnamespace`,
    );
    const missing: string[] = [];
    let coded = 0;
    for (const { table, definition } of rows) {
      if (!Object.hasOwn(tableWords, table)) continue;
      const lists = [
        ...definition.matchAll(/\((\w+) = ANY \(ARRAY\[([^\]]*)\]\)\)/g),
        ...definition.matchAll(/\((\w+) = ('[^']*'::text)\)/g),
      ];
      for (const [, column, list] of lists) {
        if (isHiddenColumn(table, column)) continue;
        for (const [, value] of list.matchAll(/'([^']*)'::text/g)) {
          coded += 1;
          if (valueLabel(table, column, value) === undefined) missing.push(`${table}.${column} = '${value}'`);
        }
      }
    }
    expect(coded).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('reads what names each kind of record from columns that exist', () => {
    const targets = new Set(Object.values(tableWords).flatMap((words) => Object.values(words.references ?? {})));
    for (const target of targets) {
      if (target === PEOPLE) continue;
      const naming = namingOf(target);
      expect(naming, `${target} is named by references but has no naming`).toBeDefined();
      const known = new Set(columnsOf(target).map((column) => column.column));
      expect(
        naming!.select
          .split(',')
          .map((column) => column.trim())
          .filter((column) => !known.has(column)),
      ).toEqual([]);
    }
  });
});

describe('the data-rights screen’s words', () => {
  it('names every table find_personal_data answers, and every column of each', async () => {
    const { data, error } = await asAdmin.rpc('find_personal_data', { p_email: 'admin@example.com' });
    expect(error).toBeNull();
    const found = data as Record<string, Record<string, unknown>[]>;
    const tables = Object.keys(found).sort();
    expect(tables.length).toBeGreaterThanOrEqual(25);
    expect(tables.filter((table) => !Object.hasOwn(tableWords, table))).toEqual([]);
    const missing = tables.flatMap((table) => columnsOf(table).flatMap((column) => missingWords(table, column)));
    // The accounts are not a table of the API: their fields are those of the rows found.
    const accountFields = Object.keys(found.users[0] ?? {});
    expect(accountFields).toContain('last_sign_in_at');
    missing.push(...accountFields.flatMap((column) => missingWords('users', { column, type: 'text', scale: null })));
    expect(missing).toEqual([]);
  });

  it('names every count and every kept table of an erasure plan', async () => {
    const email = `mots-${Date.now().toString(36)}@example.com`;
    const { rows } = await sql.query<{ id: string }>(
      `insert into public.data_requests (email, kind) values ($1, 'erasure') returning id`,
      [email],
    );
    try {
      const { data, error } = await asAdmin.rpc('erasure_plan', { p_request_id: rows[0].id });
      expect(error).toBeNull();
      const plan = data as { erased: Record<string, number>; kept: { table: string }[] };
      // Every count is in the plan, zero or not.
      expect(Object.keys(plan.erased).length).toBeGreaterThanOrEqual(6);
      expect(Object.keys(plan.erased).filter((key) => !Object.hasOwn(countLabels, key))).toEqual([]);
      expect(plan.kept.map((kept) => kept.table).filter((table) => !Object.hasOwn(tableWords, table))).toEqual([]);
    } finally {
      await sql.query('delete from public.data_requests where id = $1', [rows[0].id]);
    }
  });
});

describe('record names through the API', () => {
  it('names what the reader may read, one request per kind, and nothing the database hides from them', async () => {
    const db = service();
    const order = await db
      .from('orders')
      .insert({ customer_first_name: 'Nadia', customer_last_name: 'Mots', customer_email: 'nadia.mots@exemple.fr' })
      .select('id, order_number')
      .single();
    if (order.error) throw order.error;
    const { data: product } = await db.from('products').select('id, name').limit(1).single();
    const marketing = await newStaffAccount('marketing');
    try {
      const adminId = (await asAdmin.auth.getUser()).data.user!.id;
      const refs = recordRefs([
        { target: 'orders', id: order.data.id },
        { target: 'products', id: product!.id },
        { target: PEOPLE, id: adminId },
      ]);
      const asAdminNames = await fetchRecordNames(asAdmin as unknown as SupabaseClient, refs);
      expect(asAdminNames.get(nameKey('orders', order.data.id))).toBe(order.data.order_number);
      expect(asAdminNames.get(nameKey('products', product!.id))).toBe(product!.name);
      expect(asAdminNames.get(nameKey(PEOPLE, adminId))).toBeTruthy();

      // Marketing reads the catalogue and orders, but not the team directory (list_users): the
      // person stays unnamed (the screens write « (élément non consultable) »), never an error.
      const asMarketing = await fetchRecordNames(marketing.client as unknown as SupabaseClient, refs);
      expect(asMarketing.get(nameKey('products', product!.id))).toBe(product!.name);
      expect(asMarketing.get(nameKey('orders', order.data.id))).toBe(order.data.order_number);
      expect(asMarketing.has(nameKey(PEOPLE, adminId))).toBe(false);
    } finally {
      await db.from('orders').delete().eq('id', order.data.id);
      await db.auth.admin.deleteUser(marketing.id);
    }
  });
});
