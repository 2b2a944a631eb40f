import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../supabase/functions/_shared/email/render';
import {
  addMonths,
  parisDay,
  removeUninvoiced,
  startedContract,
  termsOf,
  ownerConnection,
  useBillingSettings,
} from './billing-support';
import { factories } from './factories';
import { admin, service, signedIn, type Client } from './support';

/**
 * The schedule (échéancier) of a contract, made by the database when the contract starts
 * (issue 36, docs/billing.md): calendar months or quarters payable in advance, the first and last
 * pro rata, a higher first rent on large equipment, due dates never less than 14 days after the
 * schedule is sent, a buy-out that ends the rents; the customer each contract bills; the schedule
 * e-mail. No invoice is issued here: every contract of this file is removed at its end.
 */
const tag = `ech-${Date.now().toString(36)}`;
let db: Client;
let asAdmin: Client;
let restoreSettings: () => Promise<void>;
const orders: string[] = [];
const offers: string[] = [];
const products: string[] = [];

async function contract(options: Parameters<typeof startedContract>[2]) {
  const started = await startedContract(db, tag, options);
  orders.push(started.orderId);
  return started.contract;
}

const shape = (terms: Awaited<ReturnType<typeof termsOf>>) =>
  terms.map((t) => [t.term_number, t.period_start, t.period_end, t.amount_ht, t.due_date, t.issue_on]);

beforeAll(async () => {
  db = service();
  asAdmin = await admin();
  restoreSettings = await useBillingSettings(db);
});

afterAll(async () => {
  await removeUninvoiced(db, orders);
  if (offers.length) await db.from('offers').delete().in('id', offers);
  if (products.length) await db.from('products').delete().in('id', products);
  await restoreSettings();
});

describe('the terms of a contract', () => {
  it('from a 1st: whole months, each due on its first day and issued 14 days before', async () => {
    const c = await contract({ start: '2031-03-01', months: 12 });
    const terms = await termsOf(db, c.id);
    expect(terms).toHaveLength(12);
    expect(shape(terms).slice(0, 2)).toEqual([
      [1, '2031-03-01', '2031-03-31', 200, '2031-03-01', '2031-02-15'],
      [2, '2031-04-01', '2031-04-30', 200, '2031-04-01', '2031-03-18'],
    ]);
    expect(shape(terms).at(-1)).toEqual([12, '2032-02-01', '2032-02-29', 200, '2032-02-01', '2032-01-18']);
    expect(
      terms.every((t) => t.vat_rate === 20 && t.vat_amount === 40 && t.amount_ttc === 240 && t.kind === 'rent'),
    ).toBe(true);
  });

  it('from mid-month: the first and the last pro rata to the day, the whole duration exactly', async () => {
    const c = await contract({ start: '2031-01-15', months: 36 });
    const terms = await termsOf(db, c.id);
    expect(terms).toHaveLength(37);
    // 17 days of January's 31 at 200 € a month; then the 1st of each month; the last to the day
    // before the end (14 days of January 2034).
    expect(shape(terms.slice(0, 2))).toEqual([
      [1, '2031-01-15', '2031-01-31', 109.68, '2031-01-15', '2031-01-01'],
      [2, '2031-02-01', '2031-02-28', 200, '2031-02-01', '2031-01-18'],
    ]);
    expect(shape(terms.slice(-1))).toEqual([[37, '2034-01-01', '2034-01-14', 90.32, '2034-01-01', '2033-12-18']]);
    expect(terms.reduce((sum, t) => sum + t.amount_ht * 100, 0) / 100).toBe(7200);
    expect(terms.map((t) => t.term_number)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
    // Periods follow one another without a gap or an overlap.
    for (let i = 1; i < terms.length; i++) expect(terms[i]!.period_start).toBe(addDays(terms[i - 1]!.period_end, 1));
  });

  it('by calendar quarters when the contract says so, each month of a part counted pro rata', async () => {
    const c = await contract({ start: '2031-02-15', months: 12, unitRent: 150, frequency: 'quarterly' });
    const terms = await termsOf(db, c.id);
    // 14 days of February 2031's 28 and March; three quarters; January and 14 days of February 2032's 29.
    expect(shape(terms)).toEqual([
      [1, '2031-02-15', '2031-03-31', 450, '2031-02-15', '2031-02-01'],
      [2, '2031-04-01', '2031-06-30', 900, '2031-04-01', '2031-03-18'],
      [3, '2031-07-01', '2031-09-30', 900, '2031-07-01', '2031-06-17'],
      [4, '2031-10-01', '2031-12-31', 900, '2031-10-01', '2031-09-17'],
      [5, '2032-01-01', '2032-02-14', 444.83, '2032-01-01', '2031-12-18'],
    ]);
  });

  it('is never due less than 14 days after the schedule is sent', async () => {
    const today = parisDay();
    const c = await contract({ start: today, months: 12 });
    const [first, second] = await termsOf(db, c.id);
    expect(first).toMatchObject({ period_start: today, due_date: parisDay(14), issue_on: today });
    const nextMonth = addMonths(`${today.slice(0, 7)}-01`, 1);
    const due = nextMonth > parisDay(14) ? nextMonth : parisDay(14);
    expect(second).toMatchObject({ period_start: nextMonth, due_date: due, issue_on: addDays(due, -14) });
  });

  it('makes nothing for a contract not started, and is not written by anyone', async () => {
    const waiting = await contract({ start: '2031-01-01', notStarted: true });
    expect(await termsOf(db, waiting.id)).toEqual([]);

    const c = await contract({ start: '2031-06-01', months: 12 });
    const [term] = await termsOf(db, c.id);
    for (const client of [asAdmin, db]) {
      const update = await client.from('billing_terms').update({ amount_ht: 1 }).eq('id', term!.id).select('id');
      expect(update.error?.code).toBe('42501');
      const insert = await client.from('billing_terms').insert({ ...term!, id: undefined, term_number: 99 });
      expect(insert.error?.code).toBe('42501');
    }
    const sql = await ownerConnection();
    try {
      await expect(
        sql.query('update public.billing_terms set amount_ht = 1 where id = $1', [term!.id]),
      ).rejects.toThrow('Une échéance ne se modifie pas : seule son annulation est possible.');
    } finally {
      await sql.end();
    }
    expect((await termsOf(db, c.id))[0]!.amount_ht).toBe(200);
  });
});

describe('a higher first rent and quarterly billing, from the offer', () => {
  let bigProduct = '';
  let smallProduct = '';
  const line = (product: string) => [{ product_id: product, quantity: 2, duration_months: 60 }];
  const fields = (over: Record<string, unknown> = {}) => ({
    client_first_name: 'Nora',
    client_last_name: 'Vidal',
    client_email: `facturation.${tag}.offre@example.fr`,
    client_company: 'Galeries Vidal',
    ...over,
  });

  beforeAll(async () => {
    const { data, error } = await db
      .from('products')
      .insert([
        factories.products({ name: `Mur LED ${tag}`, purchase_price: 60000 }),
        factories.products({ name: `Écran ${tag}`, purchase_price: 30000 }),
      ])
      .select('id, name');
    if (error) throw error;
    bigProduct = data.find((p) => p.name.startsWith('Mur'))!.id;
    smallProduct = data.find((p) => p.name.startsWith('Écran'))!.id;
    products.push(bigProduct, smallProduct);
  });

  it('is refused on equipment of 100 000 € HT or less, and when it does not exceed the rent', async () => {
    const small = await asAdmin.rpc('save_offer', {
      fields: fields({ first_rent_ht: 9000 }),
      items: line(smallProduct),
    });
    expect(small.error?.message).toBe('Le premier loyer majoré est réservé aux équipements de plus de 100 000 € HT.');
    // 2 × 60 000 € over 60 months: 2 × 1 080 € a month.
    const low = await asAdmin.rpc('save_offer', { fields: fields({ first_rent_ht: 2160 }), items: line(bigProduct) });
    expect(low.error?.message).toBe('Le premier loyer majoré doit dépasser le loyer mensuel (2160,00 € HT).');
    const { data: stored } = await db.from('offers').select('id').eq('client_email', fields().client_email);
    expect(stored).toEqual([]);
    const period = await asAdmin.rpc('save_offer', {
      fields: fields({ billing_frequency: 'annual' }),
      items: line(bigProduct),
    });
    expect(period.error?.code).toBe('23514');
  });

  it('goes to the contract and bills the first whole month instead of the rent', async () => {
    const saved = await asAdmin.rpc('save_offer', {
      fields: fields({ first_rent_ht: 8000, billing_frequency: 'quarterly' }),
      items: line(bigProduct),
    });
    expect(saved.error).toBeNull();
    offers.push(saved.data!);
    const { data: offer } = await db
      .from('offers')
      .select('first_rent_ht, billing_frequency')
      .eq('id', saved.data!)
      .single();
    expect(offer).toEqual({ first_rent_ht: 8000, billing_frequency: 'quarterly' });

    const c = await contract({ start: '2031-05-10', months: 60, unitRent: 1080, offerId: saved.data! });
    expect(c).toMatchObject({ first_rent_ht: 8000, billing_frequency: 'quarterly', monthly_rent_ht: 2160 });
    const terms = await termsOf(db, c.id);
    // 22 days of May's 31 at 2 160 €, then June (the first whole month) at 8 000 €.
    expect(shape(terms.slice(0, 2))).toEqual([
      [1, '2031-05-10', '2031-06-30', 9532.9, '2031-05-10', '2031-04-26'],
      [2, '2031-07-01', '2031-09-30', 6480, '2031-07-01', '2031-06-17'],
    ]);
    expect(shape(terms.slice(-1))).toEqual([[21, '2036-04-01', '2036-05-09', 2787.1, '2036-04-01', '2036-03-18']]);
  });
});

describe('a buy-out', () => {
  it('cancels the terms after its day, bills the residual value 14 days later and says so', async () => {
    const today = parisDay();
    const start = addMonths(`${today.slice(0, 7)}-01`, -6);
    const c = await contract({ start, months: 12 });
    const before = await termsOf(db, c.id);
    const bought = await asAdmin.rpc('record_end_of_lease', {
      p_contract_id: c.id,
      p_outcome: 'bought_out',
      p_residual_value_ht: 1500,
    });
    expect(bought.error).toBeNull();

    const after = await termsOf(db, c.id);
    const reason = `Rachat du matériel le ${today.split('-').reverse().join('/')}`;
    for (const term of after.filter((t) => t.kind === 'rent'))
      expect([term.term_number, term.cancel_reason]).toEqual([
        term.term_number,
        term.period_start > today ? reason : null,
      ]);
    expect(after.filter((t) => t.cancelled_at).length).toBeGreaterThan(0);
    expect(after.at(-1)).toMatchObject({
      term_number: before.length + 1,
      kind: 'buyout',
      period_start: today,
      period_end: today,
      amount_ht: 1500,
      vat_amount: 300,
      amount_ttc: 1800,
      due_date: parisDay(14),
      issue_on: today,
    });

    const { data: mails } = await db
      .from('email_outbox')
      .select('template, payload')
      .eq('contract_id', c.id)
      .eq('template', 'billing_schedule')
      .order('created_at');
    expect(mails).toHaveLength(2);
    const listed = (mails![1]!.payload as { terms: { kind: string; term_number: number }[] }).terms;
    expect(listed.at(-1)).toMatchObject({ kind: 'buyout', term_number: before.length + 1 });
    expect(listed).toHaveLength(after.filter((t) => !t.cancelled_at).length);
  });
});

describe('the schedule e-mail', () => {
  it('goes to the billing address with every term, its amount TTC and its due date', async () => {
    const c = await contract({ start: '2031-01-15', months: 12 });
    const { data: customer } = await db.from('customers').select('billing_email').eq('id', c.customer_id).single();
    const { data: mails } = await db.from('email_outbox').select('*').eq('contract_id', c.id);
    expect(mails).toHaveLength(1);
    expect(mails![0]).toMatchObject({
      template: 'billing_schedule',
      recipient: customer!.billing_email,
      order_id: c.order_id,
    });
    const mail = renderEmail('billing_schedule', mails![0]!.payload, { siteUrl: 'https://www.visiolease.fr' });
    expect(mail.subject).toBe(`Échéancier de votre contrat ${c.contract_number}`);
    // Euros are written with no-break spaces.
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      'Échéance : 1 · Période : du 15/01/2031 au 31/01/2031 · Montant TTC : 131,62 € · Date d’échéance : 15/01/2031',
    );
    expect(text).toContain('Échéance : 13 · Période : du 01/01/2032 au 14/01/2032 · Montant TTC : 108,38 €');
    expect(text).toContain('Total TTC : 2 880,00 €');
    expect(text).toContain('cet échéancier vaut pré-notification');
    expect(text).toContain('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('the customer a contract bills', () => {
  const siret = '44306184100005';

  async function offerWith(clientSiret: string | null) {
    const { data, error } = await db
      .from('offers')
      .insert(
        factories.offers({ client_siret: clientSiret, client_email: `facturation.${tag}.${offers.length}@example.fr` }),
      )
      .select('id')
      .single();
    if (error) throw error;
    offers.push(data.id);
    return data.id;
  }

  it('is the one of the offer’s SIREN, else of the order’s e-mail, else a new one', async () => {
    const first = await contract({ start: '2031-01-01', notStarted: true, offerId: await offerWith(siret) });
    const sameSiren = await contract({ start: '2031-01-01', notStarted: true, offerId: await offerWith(siret) });
    expect(sameSiren.customer_id).toBe(first.customer_id);
    const { data: customer } = await db.from('customers').select('*').eq('id', first.customer_id).single();
    expect(customer).toMatchObject({ siren: '443061841', billing_email: first.customer_email });

    // The same address in capitals, no offer: the same customer.
    const { data: order } = await db
      .from('orders')
      .insert(factories.orders({ customer_email: first.customer_email.toUpperCase(), status: 'confirmed' }))
      .select('id')
      .single();
    orders.push(order!.id);
    const { data: byEmail } = await db.from('contracts').select('customer_id').eq('order_id', order!.id).single();
    expect(byEmail!.customer_id).toBe(first.customer_id);

    const other = await contract({ start: '2031-01-01', notStarted: true });
    expect(other.customer_id).not.toBe(first.customer_id);
    const { data: made } = await db.from('customers').select('*').eq('id', other.customer_id).single();
    expect(made).toMatchObject({
      name: other.customer_company,
      siren: null,
      billing_email: other.customer_email,
      billing_address: { street: '12 rue des Lilas', postal_code: '69003', city: 'Lyon', country: 'France' },
    });
  });

  it('checks the SIREN and the VAT number it holds', async () => {
    const base = { name: `Client ${tag}`, billing_email: `facturation.${tag}.client@example.fr` };
    for (const bad of [
      { siren: '443061842' },
      { siren: '443061841', vat_number: 'FR00443061841' },
      { vat_number: 'FR64443061841' },
    ]) {
      const { error } = await db.from('customers').insert({ ...base, ...bad });
      expect(error?.code).toBe('23514');
    }
    const { data, error } = await db
      .from('customers')
      .insert({ ...base, siren: '443061841', vat_number: 'FR64443061841' })
      .select('id');
    // The offer of the test above made a customer with this SIREN: one customer per SIREN.
    expect(error?.code).toBe('23505');
    expect(data).toBeNull();
  });

  it('moves to another customer by a billing or contracts writer only', async () => {
    const c = await contract({ start: '2031-01-01', notStarted: true });
    const target = await contract({ start: '2031-01-01', notStarted: true });
    const technicien = await signedIn('technique@example.com', 'demo123456');
    const refused = await technicien.rpc('attach_contract_to_customer', {
      contract_id: c.id,
      customer_id: target.customer_id,
    });
    expect(refused.error?.code).toBe('42501');
    const compta = await signedIn('compta@example.com', 'demo123456');
    const moved = await compta.rpc('attach_contract_to_customer', {
      contract_id: c.id,
      customer_id: target.customer_id,
    });
    expect(moved.error).toBeNull();
    const { data } = await db.from('contracts').select('customer_id').eq('id', c.id).single();
    expect(data!.customer_id).toBe(target.customer_id);
  });
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
