import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStatuses, requestTransitions } from '../../src/domain/requests/status';
import { factories } from './factories';
import { admin, anon, service, staff, type Client } from './support';
import { databaseUrl } from '../support/clients';

/**
 * The sales pipeline as the database enforces it: the request workflow (the app's map and the SQL
 * rule agree cell by cell), conversion to a lead, order numbers under concurrency, computed totals,
 * the status history, and who may touch the new tables.
 */
const sql = new pg.Client({
  connectionString: databaseUrl,
});
let db: Client;
let asAdmin: Client;
let asStaff: Client;

async function newRequest(over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await db.from('quote_requests').insert(factories.quote_requests(over)).select('id').single();
  if (error) throw error;
  return data.id;
}

const line = (over: Record<string, unknown> = {}) => ({
  product_id: null,
  product_name: 'Totem digital 55"',
  product_brand: 'Samsung',
  quantity: 2,
  duration_months: 36,
  monthly_payment: 89.9,
  ...over,
});
const customer = {
  customer_first_name: 'Inès',
  customer_last_name: 'Roussel',
  customer_email: 'ines.roussel@exemple.fr',
  customer_phone: '06 12 34 56 78',
  customer_company: 'Roussel Optique',
  shipping_address: { street: '4 rue Nationale', city: 'Tours', postal_code: '37000', country: 'France' },
  billing_address: null,
  notes: null,
};

beforeAll(async () => {
  await sql.connect();
  db = service();
  asAdmin = await admin();
  asStaff = await staff();
});
afterAll(async () => {
  await sql.end();
});

describe('request workflow', () => {
  it('the app offers exactly the transitions the database allows', async () => {
    const { rows } = await sql.query<{ from_status: string; to_status: string; allowed: boolean }>(
      `select f as from_status, t as to_status, private.request_transition_allowed(f, t) as allowed
         from unnest($1::text[]) f, unnest($1::text[]) t`,
      [quoteStatuses],
    );
    expect(rows).toHaveLength(36);
    for (const row of rows) {
      const app =
        row.from_status === row.to_status ||
        (requestTransitions as Record<string, readonly string[]>)[row.from_status].includes(row.to_status);
      expect({ ...row, allowed: app }).toEqual(row);
    }
  });

  it('staff move a request along the workflow; a refused move says why, in French', async () => {
    const id = await newRequest();
    const moved = await asAdmin.from('quote_requests').update({ status: 'won' }).eq('id', id).select('status');
    expect(moved.error).toBeNull();
    expect(moved.data).toEqual([{ status: 'won' }]);
    const back = await asAdmin.from('quote_requests').update({ status: 'in_progress' }).eq('id', id).select('status');
    expect(back.error?.code).toBe('P0001');
    expect(back.error?.message).toBe('Passage du statut « Gagné » à « En cours » non autorisé.');
    const { data } = await db.from('quote_requests').select('status').eq('id', id).single();
    expect(data?.status).toBe('won');
  });

  it('what the visitor typed stays read-only, even for staff', async () => {
    const id = await newRequest();
    const { error } = await asAdmin.from('quote_requests').update({ message: 'Réécrit' }).eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it('a request is converted to a lead once, linked both ways', async () => {
    const id = await newRequest({ company: 'Boulangerie Test', siret: '12345678900012' });
    const first = await asAdmin.rpc('convert_request_to_lead', { request_id: id });
    expect(first.error).toBeNull();
    const leadId = first.data as string;
    const { data: lead } = await db
      .from('leads')
      .select('email, company, status, quote_request_id')
      .eq('id', leadId)
      .single();
    expect(lead).toMatchObject({ company: 'Boulangerie Test', status: 'new', quote_request_id: id });
    const { data: request } = await db.from('quote_requests').select('lead_id, status').eq('id', id).single();
    expect(request).toEqual({ lead_id: leadId, status: 'in_progress' });

    const again = await asAdmin.rpc('convert_request_to_lead', { request_id: id });
    expect(again.error?.message).toBe('Cette demande a déjà été convertie en lead.');
    const { count } = await db.from('leads').select('id', { count: 'exact', head: true }).eq('quote_request_id', id);
    expect(count).toBe(1);
  });

  it('notes carry their real author and time, whatever the client sends', async () => {
    const id = await newRequest();
    const { data: me } = await asAdmin.auth.getUser();
    const { error: forged } = await asAdmin
      .from('quote_request_notes')
      .insert({ quote_request_id: id, body: 'Rappel fait', author_email: 'quelquun@exemple.fr' } as never);
    expect(forged?.code).toBe('42501');
    const { data, error } = await asAdmin
      .from('quote_request_notes')
      .insert({ quote_request_id: id, body: 'Rappel fait, devis à envoyer.' })
      .select('author_id, author_email, body')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      author_id: me.user!.id,
      author_email: 'admin@example.com',
      body: 'Rappel fait, devis à envoyer.',
    });
    const blank = await asAdmin.from('quote_request_notes').insert({ quote_request_id: id, body: '   ' });
    expect(blank.error?.code).toBe('23514');
  });
});

describe('orders', () => {
  it('twenty orders created at once get twenty consecutive numbers of this year', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => asAdmin.rpc('save_order', { fields: customer, items: [line()] })),
    );
    for (const r of results) expect(r.error).toBeNull();
    const ids = results.map((r) => r.data as string);
    const { data } = await db.from('orders').select('order_number').in('id', ids);
    const numbers = (data ?? []).map((o) => o.order_number);
    expect(new Set(numbers).size).toBe(20);
    const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date());
    for (const n of numbers) expect(n).toMatch(new RegExp(`^CMD-${year}-\\d{5}$`));
    const sequence = numbers.map((n) => Number(n.slice(-5))).sort((a, b) => a - b);
    expect(sequence[19] - sequence[0]).toBe(19);
  });

  it('the database computes line totals and the order total, and refuses an order without lines', async () => {
    const { data: id, error } = await asAdmin.rpc('save_order', {
      fields: { ...customer, status: 'pending' },
      items: [line(), line({ quantity: 1, duration_months: 48, monthly_payment: 120 })],
    });
    expect(error).toBeNull();
    const { data: order } = await db
      .from('orders')
      .select('total_amount, order_items(unit_price)')
      .eq('id', id as string)
      .single();
    // 89.90 × 36 × 2 + 120 × 48 × 1
    expect(order?.total_amount).toBe(6472.8 + 5760);
    expect(order?.order_items.map((i) => i.unit_price).sort()).toEqual([3236.4, 5760]);

    const empty = await asAdmin.rpc('save_order', { fields: customer, items: [] });
    expect(empty.error?.message).toBe('Une commande doit comporter au moins une ligne.');
  });

  it('a client can neither choose nor change an order number or total', async () => {
    const { data: id } = await asAdmin.rpc('save_order', { fields: customer, items: [line()] });
    const forged = await asAdmin
      .from('orders')
      .update({ order_number: 'CMD-1999-00001' } as never)
      .eq('id', id as string);
    expect(forged.error?.code).toBe('42501');
    const total = await asAdmin
      .from('orders')
      .update({ total_amount: 1 } as never)
      .eq('id', id as string);
    expect(total.error?.code).toBe('42501');
    const insert = await asAdmin.from('orders').insert({ ...factories.orders(), order_number: 'CMD-1999-00002' });
    expect(insert.error?.code).toBe('42501');
  });

  it('status and payment changes are kept with who, when, from and to', async () => {
    const { data: id } = await asAdmin.rpc('save_order', { fields: customer, items: [line()] });
    await asAdmin
      .from('orders')
      .update({ status: 'confirmed' })
      .eq('id', id as string);
    await asAdmin
      .from('orders')
      .update({ payment_status: 'paid' })
      .eq('id', id as string);
    await asAdmin
      .from('orders')
      .update({ notes: 'Sans changement de statut' })
      .eq('id', id as string);
    const { data } = await asAdmin
      .from('order_status_history')
      .select('field, from_value, to_value, changed_by_email')
      .eq('order_id', id as string)
      .order('changed_at')
      .order('field');
    expect(data).toEqual([
      { field: 'payment_status', from_value: null, to_value: 'pending', changed_by_email: 'admin@example.com' },
      { field: 'status', from_value: null, to_value: 'pending', changed_by_email: 'admin@example.com' },
      { field: 'status', from_value: 'pending', to_value: 'confirmed', changed_by_email: 'admin@example.com' },
      { field: 'payment_status', from_value: 'pending', to_value: 'paid', changed_by_email: 'admin@example.com' },
    ]);
  });

  it('editing replaces the lines and keeps the number', async () => {
    const { data: id } = await asAdmin.rpc('save_order', { fields: customer, items: [line()] });
    const before = await db
      .from('orders')
      .select('order_number')
      .eq('id', id as string)
      .single();
    const { error } = await asAdmin.rpc('save_order', {
      order_id: id as string,
      fields: { ...customer, customer_company: 'Roussel Optique & Fils' },
      items: [line({ quantity: 3 })],
    });
    expect(error).toBeNull();
    const { data } = await db
      .from('orders')
      .select('order_number, customer_company, total_amount, order_items(quantity)')
      .eq('id', id as string)
      .single();
    expect(data).toEqual({
      order_number: before.data?.order_number,
      customer_company: 'Roussel Optique & Fils',
      total_amount: 9709.2,
      order_items: [{ quantity: 3 }],
    });
  });
});

describe('who may touch the pipeline tables', () => {
  it('anonymous visitors and signed-in users without a role see and change nothing', async () => {
    const id = await newRequest();
    await db.from('quote_request_notes').insert({ quote_request_id: id, body: 'Note interne' });
    const { data: order } = await asAdmin.rpc('save_order', { fields: customer, items: [line()] });
    for (const client of [anon(), asStaff]) {
      for (const table of ['quote_request_notes', 'lead_notes', 'order_status_history'] as const) {
        const { data } = await client.from(table).select('id');
        expect(data ?? []).toEqual([]);
      }
      const note = await client.from('quote_request_notes').insert({ quote_request_id: id, body: 'Intrusion' });
      expect(note.error?.code).toBe('42501');
      const history = await client
        .from('order_status_history')
        .insert({ order_id: order as string, field: 'status', to_value: 'paid' } as never);
      expect(history.error?.code).toBe('42501');
      const convert = await client.rpc('convert_request_to_lead', { request_id: id });
      expect(convert.error).not.toBeNull();
      const save = await client.rpc('save_order', { fields: customer, items: [line()] });
      expect(save.error).not.toBeNull();
    }
    // The directory answers the roles that assign owners only.
    const staffList = await asStaff.rpc('list_staff');
    expect({ data: staffList.data, code: staffList.error?.code }).toEqual({ data: null, code: '42501' });
    const deleted = await asStaff.from('quote_request_notes').delete().eq('quote_request_id', id).select('id');
    expect(deleted.data).toEqual([]);
    const { count } = await db
      .from('quote_request_notes')
      .select('id', { count: 'exact', head: true })
      .eq('quote_request_id', id);
    expect(count).toBe(1);
  });

  it('staff see the staff directory with e-mails, and the history cannot be rewritten by anyone but the database', async () => {
    const { data } = await asAdmin.rpc('list_staff');
    expect((data ?? []).map((s) => s.email)).toContain('admin@example.com');
    expect((data ?? []).map((s) => s.email)).not.toContain('staff@example.com');
    const { data: order } = await asAdmin.rpc('save_order', { fields: customer, items: [line()] });
    const update = await asAdmin
      .from('order_status_history')
      .update({ to_value: 'paid' } as never)
      .eq('order_id', order as string);
    expect(update.error?.code).toBe('42501');
  });

  it('erasing a request erases its notes and the e-mails that carry its content', async () => {
    const id = await newRequest();
    await asAdmin.from('quote_request_notes').insert({ quote_request_id: id, body: 'À effacer' });
    const { data: deleted } = await asAdmin.from('quote_requests').delete().eq('id', id).select('id');
    expect(deleted).toEqual([{ id }]);
    const notes = await db
      .from('quote_request_notes')
      .select('id', { count: 'exact', head: true })
      .eq('quote_request_id', id);
    const mails = await db.from('email_outbox').select('id', { count: 'exact', head: true }).eq('quote_request_id', id);
    expect([notes.count, mails.count]).toEqual([0, 0]);
  });
});
