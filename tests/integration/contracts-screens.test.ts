import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchContractsPage } from '../../src/features/contracts/api/fetch-contracts';
import type { ContractListQuery } from '../../src/features/contracts/api/keys';
import { databaseUrl } from '../support/clients';
import { factories } from './factories';
import { service, signedIn, type Client } from './support';

/**
 * What the contract screens ask of the database (issue 27 §1), as they ask it: the list (search,
 * filter, count) for contract readers only, the technicians of the « Technicien » picker, and who
 * may have a report signed.
 */
const run = Date.now().toString(36);
const orders: string[] = [];
let db: Client;
let commercial: Client;
let technician: Client;
let viewer: Client;
let marketing: Client;
const contracts: string[] = [];

async function confirmedContract(lastName: string): Promise<string> {
  const order = await db
    .from('orders')
    .insert(factories.orders({ customer_last_name: lastName, customer_company: `Société ${run}` }))
    .select('id');
  if (order.error) throw order.error;
  const orderId = order.data[0]!.id;
  orders.push(orderId);
  const line = await db.from('order_items').insert({
    order_id: orderId,
    product_name: 'Écran vitrine',
    quantity: 1,
    duration_months: 24,
    monthly_payment: 150,
    unit_price: 3000,
  });
  if (line.error) throw line.error;
  const confirmed = await db.from('orders').update({ status: 'confirmed' }).eq('id', orderId);
  if (confirmed.error) throw confirmed.error;
  const { data, error } = await db.from('contracts').select('id').eq('order_id', orderId).single();
  if (error) throw error;
  return data.id;
}

const query = (over: Partial<ContractListQuery> = {}): ContractListQuery => ({
  status: null,
  search: `Zéphyrin-${run}`,
  sort: { key: 'date', desc: true },
  page: 1,
  ...over,
});

beforeAll(async () => {
  db = service();
  [commercial, technician, viewer, marketing] = await Promise.all([
    signedIn('commercial@example.com', 'demo123456'),
    signedIn('technique@example.com', 'demo123456'),
    signedIn('lecteur@example.com', 'demo123456'),
    signedIn('marketing@example.com', 'demo123456'),
  ]);
  contracts.push(await confirmedContract(`Zéphyrin-${run}`), await confirmedContract(`Zéphyrin-${run}`));
});

afterAll(async () => {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    // The retention job's own deletion: a contract is never removed by a cascade.
    await sql.query('select private.delete_orders($1::uuid[])', [orders]);
  } finally {
    await sql.end();
  }
});

describe('contracts list', () => {
  it('finds a customer’s contracts accents and case aside, filters by status, counts them', async () => {
    const page = await fetchContractsPage(commercial, query({ search: `zephyrin-${run}` }));
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.id).sort()).toEqual([...contracts].sort());
    expect(page.rows[0]).toMatchObject({ status: 'pending_installation', monthly_rent_ht: 150, duration_months: 24 });
    expect(page.rows[0]!.contract_number).toMatch(/^CTR-\d{4}-\d{5}$/);
    const byNumber = await fetchContractsPage(viewer, query({ search: page.rows[0]!.contract_number }));
    expect(byNumber.rows.map((row) => row.id)).toEqual([page.rows[0]!.id]);
    expect((await fetchContractsPage(commercial, query({ status: 'active' }))).total).toBe(0);
    expect((await fetchContractsPage(commercial, query({ status: 'pending_installation' }))).total).toBe(2);
  });

  it('shows nothing to a role outside the contracts area (marketing)', async () => {
    expect(await fetchContractsPage(marketing, query())).toEqual({ rows: [], total: 0 });
  });
});

describe('technicians and the right to have a report signed', () => {
  it('lists the staff who may install (technicien or admin) by name to those who assign them, refuses the others', async () => {
    const { data, error } = await commercial.rpc('list_technicians');
    expect(error).toBeNull();
    const names = (data ?? []).map((t) => t.full_name);
    expect(names).toContain('Nicolas Perrin');
    expect(names).toContain('Claire Fontaine');
    expect(names).not.toContain('Thomas Garnier');
    // Read-only roles assign nobody (issue 34: they got every administrator's e-mail address).
    for (const client of [viewer, marketing]) expect((await client.rpc('list_technicians')).error?.code).toBe('42501');
  });

  it('can_sign_installation_report: contracts or service writers yes, readers no', async () => {
    const ask = (as: Client) => as.rpc('can_sign_installation_report', { p_contract_id: contracts[0]! });
    expect((await ask(commercial)).data).toBe(true);
    expect((await ask(technician)).data).toBe(true);
    expect((await ask(viewer)).data).toBe(false);
    // An unknown contract is no one's to sign.
    expect(
      (await commercial.rpc('can_sign_installation_report', { p_contract_id: '00000000-0000-4000-8000-000000000000' }))
        .data,
    ).toBe(false);
  });
});
