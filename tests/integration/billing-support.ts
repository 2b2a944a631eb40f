import pg from 'pg';
import type { Tables, TablesUpdate } from '../../src/lib/database.types';
import { databaseUrl } from '../support/clients';
import { removeOrders } from '../support/remove-orders';
import { factories } from './factories';
import type { Client } from './support';

/**
 * What the billing tests share: a company block that may invoice (a valid SIREN, SIRET, VAT number,
 * IBAN, BIC and ICS), put in place and restored around a file, and contracts started on a chosen
 * day with the rent they need.
 */
export const billingSettings = {
  siren: '912345675',
  vat_number: 'FR65912345675',
  legal_form: 'SAS',
  share_capital: 500000,
  rcs: 'RCS Paris 912 345 675',
  siret: '91234567500017',
  head_office_street: '48 rue de la Chaussée-d’Antin',
  head_office_postal_code: '75009',
  head_office_city: 'Paris',
  sepa_creditor_id: 'FR72ZZZ123456',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPPXXX',
  late_penalty_rate: 12.15,
  billing_email: 'facturation@visiolease.fr',
} satisfies TablesUpdate<'company_settings'>;

type Settings = Tables<'company_settings'>;

/** Puts the invoicing block in place; the returned function puts back what was there. */
export async function useBillingSettings(db: Client): Promise<() => Promise<void>> {
  const { data: before, error } = await db.from('company_settings').select('*').eq('id', true).single();
  if (error) throw error;
  await setSettings(db, billingSettings);
  const keys = Object.keys(billingSettings) as (keyof typeof billingSettings)[];
  const original = Object.fromEntries(keys.map((key) => [key, (before as Settings)[key]]));
  return async () => setSettings(db, original);
}

export async function setSettings(db: Client, values: TablesUpdate<'company_settings'>): Promise<void> {
  const { error } = await db.from('company_settings').update(values).eq('id', true);
  if (error) throw error;
}

/** Today in Paris, as the database counts days; and `days` later. */
export const parisDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000));

/** `day` + `months` calendar months (the contracts' end date), as Postgres computes it. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

let sequence = 0;

export interface ContractOptions {
  start: string;
  months?: number;
  /** Monthly rent of one unit, HT; two units by default. */
  unitRent?: number;
  quantity?: number;
  frequency?: 'monthly' | 'quarterly';
  firstRent?: number | null;
  offerId?: string | null;
  ownerId?: string | null;
  billingAddress?: Record<string, string> | null;
  /** Leave the contract waiting for its installation. */
  notStarted?: boolean;
}

export interface StartedContract {
  orderId: string;
  contract: Tables<'contracts'>;
}

/**
 * A confirmed order (its contract made by the database), then the contract started on `start` as
 * the installation report starts it: active, with its end date; the schedule follows.
 */
export async function startedContract(db: Client, tag: string, options: ContractOptions): Promise<StartedContract> {
  sequence += 1;
  const months = options.months ?? 12;
  const { data: order, error } = await db
    .from('orders')
    .insert(
      factories.orders({
        customer_email: `facturation.${tag}.${sequence}@example.fr`,
        customer_company: `Boutique ${tag} ${sequence}`,
        offer_id: options.offerId ?? null,
        billing_address:
          options.billingAddress === undefined
            ? { street: '12 rue des Lilas', postal_code: '69003', city: 'Lyon', country: 'France' }
            : options.billingAddress,
        // Without a billing address, the customer is made from the installation's: none at all here.
        shipping_address:
          options.billingAddress === null
            ? null
            : { street: '3 place Bellecour', postal_code: '69002', city: 'Lyon', country: 'France' },
      }),
    )
    .select('id')
    .single();
  if (error) throw error;
  const items = await db.from('order_items').insert({
    order_id: order.id,
    product_name: 'Totem 55"',
    product_brand: 'Philips',
    duration_months: 60,
    quantity: options.quantity ?? 2,
    monthly_payment: options.unitRent ?? 100,
    unit_price: 6000,
  });
  if (items.error) throw items.error;
  // Confirmed once its lines are in: a contract's order keeps the lines it was confirmed with.
  const { error: confirmError } = await db.from('orders').update({ status: 'confirmed' }).eq('id', order.id);
  if (confirmError) throw confirmError;
  const { data: made, error: madeError } = await db.from('contracts').select('*').eq('order_id', order.id).single();
  if (madeError) throw madeError;
  const set: TablesUpdate<'contracts'> = {
    duration_months: months,
    ...(options.frequency ? { billing_frequency: options.frequency } : {}),
    ...(options.firstRent !== undefined ? { first_rent_ht: options.firstRent } : {}),
    ...(options.ownerId !== undefined ? { owner_id: options.ownerId } : {}),
  };
  const { error: setError } = await db.from('contracts').update(set).eq('id', made.id);
  if (setError) throw setError;
  if (options.notStarted) {
    const { data } = await db.from('contracts').select('*').eq('id', made.id).single();
    return { orderId: order.id, contract: data! };
  }
  const { data: contract, error: startError } = await db
    .from('contracts')
    .update({ status: 'active', start_date: options.start, end_date: addMonths(options.start, months) })
    .eq('id', made.id)
    .select('*')
    .single();
  if (startError) throw startError;
  return { orderId: order.id, contract };
}

export async function termsOf(db: Client, contractId: string) {
  const { data, error } = await db.from('billing_terms').select('*').eq('contract_id', contractId).order('term_number');
  if (error) throw error;
  return data;
}

export async function invoicesOf(db: Client, contractId: string) {
  const { data, error } = await db.from('invoices').select('*').eq('contract_id', contractId).order('number');
  if (error) throw error;
  return data;
}

export async function issue(db: Client, day: string) {
  const { data, error } = await db.rpc('issue_due_invoices', { p_today: day });
  if (error) throw error;
  return data as { issue_date: string; issued: number; failed: number; errors: { term_id: string; message: string }[] };
}

/**
 * Removes the orders given, with their contracts, schedules and e-mails, unless invoiced (an invoice
 * is never deleted), as the retention job deletes them: the API deletes no order with a contract.
 */
export async function removeUninvoiced(db: Client, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const { data: contracts } = await db.from('contracts').select('id, order_id').in('order_id', orderIds);
  const { data: invoiced } = await db
    .from('invoices')
    .select('contract_id')
    .in(
      'contract_id',
      (contracts ?? []).map((c) => c.id),
    );
  const kept = new Set((invoiced ?? []).map((i) => i.contract_id));
  const removable = (contracts ?? []).filter((c) => !kept.has(c.id)).map((c) => c.order_id);
  await removeOrders(removable);
}

/** `postgres` on the stack's database, the tables' owner (on the real server, not a superuser). */
export async function ownerConnection(): Promise<pg.Client> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  return sql;
}
