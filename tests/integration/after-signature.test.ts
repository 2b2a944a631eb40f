import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables, TablesInsert, TablesUpdate } from '../../src/lib/database.types';
import { renderEmail } from '../../supabase/functions/_shared/email/render';
import { removeOrders } from '../support/remove-orders';
import { factories } from './factories';
import { service, signedIn, type Client } from './support';

/**
 * After the signature (issue 27), as the database keeps its promises: the contract a confirmed
 * order becomes, the installation window in French working days, the signed report that starts
 * it, incidents with their deadlines (48 h, premium 4 h, plain hours), the late and replacement
 * flags, forward-only statuses and their e-mails, the quarterly visits and the end-of-lease
 * notice of the scheduled jobs, the outcomes of the end of lease. Dated fixtures are written by
 * the service role; the jobs run for a chosen day (p_today) far from today, so the stack's own
 * runs never interfere.
 */

const run = Date.now().toString(36);
let db: Client;
let commercial: Client;
let technicien: Client;
let viewer: Client;
let commercialId = '';
let technicienId = '';
let product = '';
const orders: string[] = [];
const offers: string[] = [];

type Contract = Tables<'contracts'>;

async function userId(client: Client): Promise<string> {
  const { data, error } = await client.auth.getUser();
  if (error) throw error;
  return data.user.id;
}

/**
 * An order with its lines, then confirmed unless said (its contract keeps the lines it was
 * confirmed with: they are written first); returns its id.
 */
async function order(
  lines: { quantity: number; duration_months: number; monthly_payment: number; unit_price?: number }[],
  over: Record<string, unknown> & { status?: string } = {},
): Promise<string> {
  const { status = 'confirmed', ...rest } = over;
  const { data, error } = await db
    .from('orders')
    .insert(factories.orders({ customer_email: `contrat.${run}.${orders.length}@example.fr`, ...rest }))
    .select('id')
    .single();
  if (error) throw error;
  orders.push(data.id);
  const items = await db.from('order_items').insert(
    lines.map((line) => ({
      order_id: data.id,
      product_id: product,
      product_name: 'Totem 55"',
      product_brand: 'Philips',
      ...line,
    })),
  );
  if (items.error) throw items.error;
  if (status !== 'pending') await db.from('orders').update({ status }).eq('id', data.id).throwOnError();
  return data.id;
}

async function contractOf(orderId: string): Promise<Contract> {
  const { data, error } = await db.from('contracts').select('*').eq('order_id', orderId).single();
  if (error) throw error;
  return data;
}

/** A contract of the given level (through an offer for premium), set as the test needs. */
async function contract(level: 'standard' | 'premium', set: TablesUpdate<'contracts'> = {}): Promise<Contract> {
  let offerId: string | null = null;
  if (level === 'premium') {
    const { data, error } = await db
      .from('offers')
      .insert(factories.offers({ maintenance_level: 'premium', created_by: commercialId }))
      .select('id')
      .single();
    if (error) throw error;
    offers.push(data.id);
    offerId = data.id;
  }
  const id = await order([{ quantity: 1, duration_months: 36, monthly_payment: 90, unit_price: 3000 }], {
    offer_id: offerId,
  });
  const created = await contractOf(id);
  if (Object.keys(set).length === 0) return created;
  const { data, error } = await db.from('contracts').update(set).eq('id', created.id).select('*').single();
  if (error) throw error;
  return data;
}

const active = (start: string, end: string): TablesUpdate<'contracts'> => ({
  status: 'active',
  start_date: start,
  end_date: end,
});

async function outbox(filter: { contract_id?: string; incident_id?: string }) {
  let query = db.from('email_outbox').select('template, recipient, payload, contract_id, incident_id');
  if (filter.contract_id) query = query.eq('contract_id', filter.contract_id);
  if (filter.incident_id) query = query.eq('incident_id', filter.incident_id);
  const { data, error } = await query.order('created_at').order('id');
  if (error) throw error;
  return data;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** Today in Paris, as the database counts days. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

beforeAll(async () => {
  db = service();
  [commercial, technicien, viewer] = await Promise.all([
    signedIn('commercial@example.com', 'demo123456'),
    signedIn('technique@example.com', 'demo123456'),
    signedIn('lecteur@example.com', 'demo123456'),
  ]);
  [commercialId, technicienId] = await Promise.all([userId(commercial), userId(technicien)]);
  const { data, error } = await db
    .from('products')
    .insert(factories.products({ name: `Totem contrat ${run}`, monthly_price_36: 60 }))
    .select('id')
    .single();
  if (error) throw error;
  product = data.id;
});

afterAll(async () => {
  // As the retention job deletes them: the API deletes no order with a contract.
  await removeOrders(orders);
  if (offers.length) await db.from('offers').delete().in('id', offers);
  // The renewal offers, made from this file's contracts (their e-mail).
  await db.from('offers').delete().like('client_email', `contrat.${run}.%`);
  if (product) await db.from('products').delete().eq('id', product);
});

describe('a confirmed order becomes a contract', () => {
  it('creates it once, one equipment row per unit, with the rents and the longest duration', async () => {
    const id = await order(
      [
        { quantity: 2, duration_months: 36, monthly_payment: 90, unit_price: 3000 },
        { quantity: 1, duration_months: 48, monthly_payment: 50.5, unit_price: 2000 },
      ],
      { status: 'pending' },
    );
    expect((await db.from('contracts').select('id').eq('order_id', id)).data).toEqual([]);

    await db.from('orders').update({ status: 'confirmed' }).eq('id', id).throwOnError();
    const created = await contractOf(id);
    expect(created.contract_number).toMatch(/^CTR-\d{4}-\d{5}$/);
    expect(created).toMatchObject({
      status: 'pending_installation',
      service_level: 'standard',
      owner_id: null,
      duration_months: 48,
      monthly_rent_ht: 230.5,
      // No purchase price in the catalogue: the value the rent implies, rent × months / 1.08.
      purchase_value_ht: 8244.44,
      start_date: null,
      end_date: null,
    });
    const items = await db
      .from('contract_items')
      .select('position, product_name, serial_number')
      .eq('contract_id', created.id);
    expect(items.data).toHaveLength(3);
    expect(items.data!.map((i) => i.position).sort()).toEqual([0, 1, 2]);

    // Moving on and confirming again makes no second contract.
    await db.from('orders').update({ status: 'in_preparation' }).eq('id', id).throwOnError();
    await db.from('orders').update({ status: 'confirmed' }).eq('id', id).throwOnError();
    const again = await db.from('contracts').select('id').eq('order_id', id);
    expect(again.data).toEqual([{ id: created.id }]);
    expect((await db.from('contract_items').select('id').eq('contract_id', created.id)).data).toHaveLength(3);
  });

  it('takes the service level and the sales owner from the offer', async () => {
    const premium = await contract('premium');
    expect(premium).toMatchObject({ service_level: 'premium', owner_id: commercialId });
    expect(premium.offer_id).not.toBeNull();
  });
});

describe('installation', () => {
  it('warns outside 7 to 15 French working days, Christmas and New Year excluded', async () => {
    // Tuesday 22 December 2026: the 7th working day is Monday 4 January (25 Dec, 1 Jan off).
    const c = await contract('standard', { confirmed_at: '2026-12-22T10:00:00+01:00' });
    const early = await commercial.rpc('plan_installation', {
      p_contract_id: c.id,
      p_planned_on: '2026-12-31',
      p_technician_id: technicienId,
    });
    expect(early.error).toBeNull();
    expect(early.data).toEqual({ window_ok: false, earliest: '2027-01-04', latest: '2027-01-14' });
    const ok = await commercial.rpc('plan_installation', {
      p_contract_id: c.id,
      p_planned_on: '2027-01-04',
      p_technician_id: technicienId,
    });
    expect(ok.data).toMatchObject({ window_ok: true });
    const stored = await db
      .from('contracts')
      .select('installation_planned_on, installation_technician_id, installation_window_ok')
      .eq('id', c.id)
      .single();
    expect(stored.data).toEqual({
      installation_planned_on: '2027-01-04',
      installation_technician_id: technicienId,
      installation_window_ok: true,
    });
    // One installation visit, moved with the plan.
    const visits = await db
      .from('service_visits')
      .select('kind, scheduled_on, technician_id, status')
      .eq('contract_id', c.id);
    expect(visits.data).toEqual([
      { kind: 'installation', scheduled_on: '2027-01-04', technician_id: technicienId, status: 'planned' },
    ]);
  });

  it('counts Easter Monday and Ascension as holidays', async () => {
    // Friday 19 March 2027: without Easter Monday (29 March) the 7th working day would be the 30th.
    const easter = await contract('standard', { confirmed_at: '2027-03-19T09:00:00+01:00' });
    const atEaster = await commercial.rpc('plan_installation', {
      p_contract_id: easter.id,
      p_planned_on: '2027-03-30',
      p_technician_id: technicienId,
    });
    expect(atEaster.data).toEqual({ window_ok: false, earliest: '2027-03-31', latest: '2027-04-12' });
    // Thursday 29 April 2027: Ascension (6 May) pushes the 7th working day to Tuesday 11 May.
    const ascension = await contract('standard', { confirmed_at: '2027-04-29T09:00:00+02:00' });
    const atAscension = await commercial.rpc('plan_installation', {
      p_contract_id: ascension.id,
      p_planned_on: '2027-05-11',
      p_technician_id: technicienId,
    });
    expect(atAscension.data).toMatchObject({ window_ok: true, earliest: '2027-05-11' });
  });

  it('refuses a date before the confirmation, and staff without the right', async () => {
    const c = await contract('standard', { confirmed_at: '2027-02-10T09:00:00+01:00' });
    const before = await commercial.rpc('plan_installation', {
      p_contract_id: c.id,
      p_planned_on: '2027-02-09',
      p_technician_id: technicienId,
    });
    expect(before.error?.message).toBe(
      'L’installation ne peut pas être planifiée avant la confirmation de la commande.',
    );
    const asViewer = await viewer.rpc('plan_installation', {
      p_contract_id: c.id,
      p_planned_on: '2027-02-22',
      p_technician_id: technicienId,
    });
    expect(asViewer.error?.code).toBe('42501');
    const stored = await db.from('contracts').select('installation_planned_on').eq('id', c.id).single();
    expect(stored.data!.installation_planned_on).toBeNull();
  });

  it('starts the contract when the report is signed, every serial number entered', async () => {
    const c = await contract('standard');
    await commercial
      .rpc('plan_installation', {
        p_contract_id: c.id,
        p_planned_on: parisToday(),
        p_technician_id: technicienId,
      })
      .throwOnError();
    const report = {
      p_contract_id: c.id,
      p_signed_name: 'Léa Martin',
      p_path: `${c.id}/pv.pdf`,
      p_sha256: 'a'.repeat(64),
    };
    const may = async (client: Client) =>
      (await client.rpc('can_sign_installation_report', { p_contract_id: c.id })).data;
    expect([await may(technicien), await may(commercial), await may(viewer)]).toEqual([true, true, false]);
    const missing = await db.rpc('record_installation_report', report);
    expect(missing.error?.message).toBe('Saisissez le numéro de série de chaque équipement avant la signature.');

    // The viewer cannot enter a serial number; the technician can.
    const [item] = (await db.from('contract_items').select('id').eq('contract_id', c.id)).data!;
    const byViewer = await viewer
      .from('contract_items')
      .update({ serial_number: 'SN-VIEWER' })
      .eq('id', item!.id)
      .select();
    expect(byViewer.data).toEqual([]);
    await technicien
      .from('contract_items')
      .update({ serial_number: `SN-${run}` })
      .eq('id', item!.id)
      .throwOnError();

    // The audit trail files the technician's entry under the contract.
    const trail = await db
      .from('audit_log')
      .select('area, table_name, entity_id, actor_id, changes')
      .eq('row_id', item!.id)
      .eq('action', 'update');
    expect(trail.data).toEqual([
      {
        area: 'contracts',
        table_name: 'contract_items',
        entity_id: c.id,
        actor_id: technicienId,
        changes: { serial_number: { before: null, after: `SN-${run}` } },
      },
    ]);

    // Staff cannot call it themselves: only the edge function (service role) does.
    expect((await technicien.rpc('record_installation_report', report)).error?.code).toBe('42501');
    const signed = await db.rpc('record_installation_report', report);
    expect(signed.error).toBeNull();
    const today = parisToday();
    const stored = await db.from('contracts').select('*').eq('id', c.id).single();
    expect(stored.data).toMatchObject({ status: 'active', start_date: today, installation_signed_name: 'Léa Martin' });
    const end = new Date(`${today}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 36);
    expect(stored.data!.end_date).toBe(end.toISOString().slice(0, 10));
    const visit = await db
      .from('service_visits')
      .select('status')
      .eq('contract_id', c.id)
      .eq('kind', 'installation')
      .single();
    expect(visit.data!.status).toBe('done');
    // The signed report is evidence: it cannot be signed twice nor changed.
    expect((await db.rpc('record_installation_report', report)).error?.message).toBe(
      'Le PV d’installation de ce contrat est déjà signé.',
    );
    expect(await may(technicien)).toBe(false);
    const rewrite = await db
      .from('contracts')
      .update({ installation_report_sha256: 'b'.repeat(64) })
      .eq('id', c.id);
    expect(rewrite.error?.message).toBe('Le PV d’installation signé ne peut plus être modifié.');
  });
});

describe('incidents', () => {
  it('sets the deadline in plain hours from a report on Friday 27 November 2026 at 23:30 in Paris', async () => {
    const standard = await contract('standard', active('2026-06-01', '2029-06-01'));
    const premium = await contract('premium', active('2026-06-01', '2029-06-01'));
    const reportedAt = '2026-11-27T23:30:00+01:00';
    const { data, error } = await db
      .from('incidents')
      .insert([
        { contract_id: standard.id, type: 'panne', description: 'Écran noir au démarrage.', reported_at: reportedAt },
        { contract_id: premium.id, type: 'panne', description: 'Écran noir au démarrage.', reported_at: reportedAt },
      ])
      .select('contract_id, incident_number, deadline_at');
    expect(error).toBeNull();
    const deadline = (id: string) => new Date(data!.find((r) => r.contract_id === id)!.deadline_at).toISOString();
    // 48 h → Sunday 29 November 23:30 Paris; 4 h → Saturday 28 November 03:30 Paris.
    expect(deadline(standard.id)).toBe('2026-11-29T22:30:00.000Z');
    expect(deadline(premium.id)).toBe('2026-11-28T02:30:00.000Z');
    for (const row of data!) expect(row.incident_number).toMatch(/^INC-\d{4}-\d{5}$/);
  });

  it('never lets staff choose the report time or the deadline', async () => {
    const c = await contract('standard', active('2026-06-01', '2029-06-01'));
    const forged = await technicien.from('incidents').insert({
      contract_id: c.id,
      type: 'panne',
      description: 'Une panne antidatée.',
      reported_at: '2026-01-01T00:00:00Z',
    });
    expect(forged.error?.code).toBe('42501');
    const tooShort = await technicien.rpc('open_incident', {
      p_contract_id: c.id,
      p_type: 'panne',
      p_description: 'HS',
    });
    expect(tooShort.error?.message).toBe('Décrivez l’incident en 10 à 2 000 caractères, sans caractères de contrôle.');
    const before = Date.now();
    const opened = await technicien.rpc('open_incident', {
      p_contract_id: c.id,
      p_type: 'casse',
      p_description: 'Dalle fissurée après un choc.',
    });
    expect(opened.error).toBeNull();
    const row = await db.from('incidents').select('*').eq('id', opened.data!).single();
    expect(row.data).toMatchObject({ source: 'staff', status: 'open', reporter_email: c.customer_email });
    const reported = new Date(row.data!.reported_at).getTime();
    expect(reported).toBeGreaterThanOrEqual(before - 5_000);
    expect(new Date(row.data!.deadline_at).getTime() - reported).toBe(48 * 3_600_000);
    const moved = await technicien
      .from('incidents')
      .update({ deadline_at: '2030-01-01T00:00:00Z' })
      .eq('id', row.data!.id);
    expect(moved.error?.code).toBe('42501');
  });

  it('flags late incidents and the replacement unit due after 5 days', async () => {
    const standard = await contract('standard', active('2026-06-01', '2029-06-01'));
    const premium = await contract('premium', active('2026-06-01', '2029-06-01'));
    const description = 'Panne datée pour les indicateurs.';
    const fixtures: (Omit<TablesInsert<'incidents'>, 'type' | 'description'> & { key: string })[] = [
      {
        key: 'standard-fresh',
        contract_id: standard.id,
        reported_at: hoursAgo(47),
        intervened_at: null,
        status: 'open',
      },
      {
        key: 'standard-late',
        contract_id: standard.id,
        reported_at: hoursAgo(49),
        intervened_at: null,
        status: 'open',
      },
      {
        key: 'premium-fresh',
        contract_id: premium.id,
        reported_at: hoursAgo(3),
        intervened_at: null,
        status: 'planned',
      },
      { key: 'premium-late', contract_id: premium.id, reported_at: hoursAgo(5), intervened_at: null, status: 'open' },
      {
        key: 'in-time',
        contract_id: standard.id,
        reported_at: hoursAgo(72),
        intervened_at: hoursAgo(30),
        status: 'resolved',
      },
      {
        key: 'too-late',
        contract_id: premium.id,
        reported_at: hoursAgo(72),
        intervened_at: hoursAgo(60),
        status: 'resolved',
      },
      {
        key: 'replacement',
        contract_id: standard.id,
        reported_at: hoursAgo(5 * 24 + 1),
        intervened_at: hoursAgo(100),
        status: 'in_progress',
      },
      {
        key: 'not-yet',
        contract_id: standard.id,
        reported_at: hoursAgo(5 * 24 - 1),
        intervened_at: hoursAgo(100),
        status: 'in_progress',
      },
      {
        key: 'solved',
        contract_id: standard.id,
        reported_at: hoursAgo(10 * 24),
        intervened_at: hoursAgo(9 * 24),
        status: 'resolved',
      },
    ];
    const { data, error } = await db
      .from('incidents')
      .insert(fixtures.map(({ key: _key, ...row }) => ({ type: 'panne', description, ...row })))
      .select('id');
    expect(error).toBeNull();
    const board = await viewer
      .from('incident_board')
      .select('id, is_late, replacement_due, contract_number, service_level')
      .in(
        'id',
        data!.map((r) => r.id),
      );
    const flags = Object.fromEntries(
      fixtures.map((f, i) => {
        const row = board.data!.find((r) => r.id === data![i]!.id)!;
        return [f.key, [row.is_late, row.replacement_due]];
      }),
    );
    expect(flags).toEqual({
      'standard-fresh': [false, false],
      'standard-late': [true, false],
      'premium-fresh': [false, false],
      'premium-late': [true, false],
      'in-time': [false, false],
      'too-late': [true, false],
      replacement: [false, true],
      'not-yet': [false, false],
      solved: [false, false],
    });
    expect(board.data!.find((r) => r.id === data![2]!.id)).toMatchObject({ service_level: 'premium' });
  });

  it('moves forward only, dating each step and mailing the customer at each change', async () => {
    const c = await contract('standard', active('2026-06-01', '2029-06-01'));
    const opened = await technicien.rpc('open_incident', {
      p_contract_id: c.id,
      p_type: 'panne',
      p_description: 'Le totem redémarre en boucle.',
    });
    const id = opened.data!;
    const plannedFor = '2027-01-05T09:00:00+01:00';
    const move = (status: string, extra: Record<string, unknown> = {}) =>
      technicien.rpc('set_incident_status', { p_incident_id: id, p_status: status, ...extra });

    expect((await move('planned')).error?.message).toBe('Indiquez la date de l’intervention.');
    expect((await move('planned', { p_planned_for: plannedFor, p_technician_id: technicienId })).data).toBe('planned');
    const visit = await db
      .from('service_visits')
      .select('kind, scheduled_on, technician_id')
      .eq('incident_id', id)
      .single();
    expect(visit.data).toEqual({ kind: 'intervention', scheduled_on: '2027-01-05', technician_id: technicienId });
    expect((await move('in_progress')).data).toBe('in_progress');
    expect((await move('resolved')).data).toBe('resolved');
    const back = await move('open');
    expect(back.error?.message).toBe('Passage du statut « Résolu » à « Ouvert » non autorisé.');
    // The commercial reads incidents but does not work them.
    expect(
      (await commercial.rpc('set_incident_status', { p_incident_id: id, p_status: 'closed' })).error,
    ).not.toBeNull();

    const row = await db.from('incidents').select('*').eq('id', id).single();
    expect(row.data).toMatchObject({ status: 'resolved', technician_id: technicienId, closed_at: null });
    expect(row.data!.intervened_at).not.toBeNull();
    expect(row.data!.resolved_at).not.toBeNull();
    const mails = await outbox({ incident_id: id });
    expect(mails.map((m) => [m.template, m.recipient, (m.payload as { status: string }).status])).toEqual([
      ['incident_acknowledgement', c.customer_email, 'open'],
      ['incident_status', c.customer_email, 'planned'],
      ['incident_status', c.customer_email, 'in_progress'],
      ['incident_status', c.customer_email, 'resolved'],
    ]);
    expect(mails[1]!.payload).toMatchObject({ contract_number: c.contract_number, planned_for: expect.any(String) });
    expect(mails.every((m) => m.contract_id === c.id)).toBe(true);
    // What the database queued is what the worker's templates read.
    const context = { siteUrl: 'https://www.visiolease.fr' };
    expect(mails.map((m) => renderEmail(m.template, m.payload, context).subject)).toEqual([
      `Votre incident ${row.data!.incident_number} est enregistré`,
      `Incident ${row.data!.incident_number} : Planifié`,
      `Incident ${row.data!.incident_number} : En intervention`,
      `Incident ${row.data!.incident_number} : Résolu`,
    ]);
    expect(renderEmail(mails[1]!.template, mails[1]!.payload, context).text).toContain(
      'Une intervention est planifiée le 5 janvier 2027 à 09:00.',
    );
  });

  it('takes a customer report only with the contract number and its e-mail, answering nothing else', async () => {
    const c = await contract('premium', active('2026-06-01', '2029-06-01'));
    const other = await contract('standard', active('2026-06-01', '2029-06-01'));
    const [item] = (await db.from('contract_items').select('id').eq('contract_id', c.id)).data!;
    const [otherItem] = (await db.from('contract_items').select('id').eq('contract_id', other.id)).data!;
    const report = {
      p_contract_number: c.contract_number.toLowerCase(),
      p_email: c.customer_email.toUpperCase(),
      p_contract_item_id: item!.id,
      p_type: 'vol',
      p_description: 'Le totem a disparu de la vitrine cette nuit.',
    };
    const wrongEmail = await db.rpc('report_incident_public', { ...report, p_email: other.customer_email });
    const wrongNumber = await db.rpc('report_incident_public', { ...report, p_contract_number: 'CTR-2026-99999' });
    const wrongItem = await db.rpc('report_incident_public', { ...report, p_contract_item_id: otherItem!.id });
    for (const answer of [wrongEmail, wrongNumber, wrongItem])
      expect(answer).toMatchObject({ data: null, error: null });
    expect((await db.from('incidents').select('id').eq('contract_id', c.id)).data).toEqual([]);

    const ok = await db.rpc('report_incident_public', report);
    expect(ok.data).toMatch(/^INC-\d{4}-\d{5}$/);
    const row = await db.from('incidents').select('*').eq('incident_number', ok.data!).single();
    expect(row.data).toMatchObject({
      source: 'customer',
      type: 'vol',
      contract_item_id: item!.id,
      reporter_email: c.customer_email,
    });
    expect(new Date(row.data!.deadline_at).getTime() - new Date(row.data!.reported_at).getTime()).toBe(4 * 3_600_000);
    const mails = await outbox({ incident_id: row.data!.id });
    expect(mails.map((m) => m.template)).toEqual(['incident_acknowledgement']);
    // Only the edge function may call it.
    expect((await technicien.rpc('report_incident_public', report)).error?.code).toBe('42501');
  });
});

describe('incident photos', () => {
  it('keeps three photos at most per incident', async () => {
    const c = await contract('standard', active('2026-06-01', '2029-06-01'));
    const opened = await technicien.rpc('open_incident', {
      p_contract_id: c.id,
      p_type: 'casse',
      p_description: 'Dalle brisée, photos jointes.',
    });
    const id = opened.data!;
    const add = (n: number) => technicien.from('incident_photos').insert({ incident_id: id, path: `${id}/${n}.webp` });
    for (const n of [1, 2, 3]) expect((await add(n)).error).toBeNull();
    expect((await add(4)).error?.message).toBe('Trois photos au plus par incident.');
    expect((await db.from('incident_photos').select('path').eq('incident_id', id)).data).toHaveLength(3);
  });
});

describe('the scheduled after-sales jobs', () => {
  it('plans one preventive visit per quarter for active premium contracts, however often it runs', async () => {
    const premium = await contract('premium', active('2027-01-04', '2030-01-04'));
    const standard = await contract('standard', active('2027-01-04', '2030-01-04'));
    const first = await db.rpc('run_service_jobs', { p_today: '2027-01-10' });
    expect(first.error).toBeNull();
    await db.rpc('run_service_jobs', { p_today: '2027-01-11' }).throwOnError();
    const visits = async (id: string) =>
      (
        await db
          .from('service_visits')
          .select('kind, period_start, scheduled_on')
          .eq('contract_id', id)
          .order('period_start')
      ).data;
    expect(await visits(premium.id)).toEqual([
      { kind: 'maintenance', period_start: '2027-01-01', scheduled_on: '2027-01-15' },
    ]);
    expect(await visits(standard.id)).toEqual([]);
    await db.rpc('run_service_jobs', { p_today: '2027-04-02' }).throwOnError();
    expect((await visits(premium.id))!.map((v) => v.period_start)).toEqual(['2027-01-01', '2027-04-01']);
  });

  it('tells the owner and the customer exactly three months before the end, once', async () => {
    const c = await contract('premium', active('2024-06-15', '2027-06-15'));
    await db.rpc('run_service_jobs', { p_today: '2027-03-14' }).throwOnError();
    const tasks = async () =>
      (await db.from('staff_tasks').select('kind, assignee_id, due_on, done_at').eq('contract_id', c.id)).data;
    expect(await tasks()).toEqual([]);
    // Its schedule was e-mailed when it started (billing); the notice is this job's.
    const notices = async () => (await outbox({ contract_id: c.id })).filter((m) => m.template !== 'billing_schedule');
    expect(await notices()).toEqual([]);

    await db.rpc('run_service_jobs', { p_today: '2027-03-15' }).throwOnError();
    await db.rpc('run_service_jobs', { p_today: '2027-03-16' }).throwOnError();
    expect(await tasks()).toEqual([
      { kind: 'end_of_lease', assignee_id: commercialId, due_on: '2027-06-15', done_at: null },
    ]);
    const mails = await notices();
    expect(mails.map((m) => [m.template, m.recipient])).toEqual([['contract_end_notice', c.customer_email]]);
    expect(mails[0]!.payload).toMatchObject({
      contract_number: c.contract_number,
      end_date: '2027-06-15',
      renewal_discount_percent: 10,
    });
    const notice = renderEmail(mails[0]!.template, mails[0]!.payload, { siteUrl: 'https://www.visiolease.fr' });
    expect(notice.subject).toBe(`Votre contrat ${c.contract_number} prend fin le 15/06/2027`);
    expect(notice.text).toContain('10 % de remise sur le loyer');
    // The commercial sees the task; the technician reads it but cannot close it.
    expect((await commercial.from('staff_tasks').select('id').eq('contract_id', c.id)).data).toHaveLength(1);
    const closed = await technicien
      .from('staff_tasks')
      .update({ done_at: new Date().toISOString() })
      .eq('contract_id', c.id)
      .select();
    expect(closed.data).toEqual([]);
  });

  it('is for the service role only', async () => {
    expect((await commercial.rpc('run_service_jobs', { p_today: '2027-01-10' })).error?.code).toBe('42501');
  });
});

describe('end of lease', () => {
  it('renews with a draft offer at 10 % off, prefilled from the contract', async () => {
    const c = await contract('premium', active('2024-06-15', '2027-06-15'));
    await db.rpc('run_service_jobs', { p_today: '2027-03-20' }).throwOnError();
    const renewed = await commercial.rpc('record_end_of_lease', { p_contract_id: c.id, p_outcome: 'renewed' });
    expect(renewed.error).toBeNull();
    const offer = await db.from('offers').select('*, offer_items(*)').eq('id', renewed.data!).single();
    expect(offer.data).toMatchObject({
      status: 'draft',
      client_email: c.customer_email,
      maintenance_level: 'premium',
      created_by: commercialId,
    });
    expect(
      offer.data!.offer_items.map((i) => [
        i.product_id,
        i.quantity,
        i.duration_months,
        i.monthly_rent,
        Number(i.discount_percent),
      ]),
    ).toEqual([[product, 1, 36, 54, 10]]);
    const stored = await db
      .from('contracts')
      .select('end_of_lease_outcome, renewal_offer_id, residual_value_ht')
      .eq('id', c.id)
      .single();
    expect(stored.data).toEqual({
      end_of_lease_outcome: 'renewed',
      renewal_offer_id: renewed.data,
      residual_value_ht: null,
    });
    const task = await db.from('staff_tasks').select('done_at').eq('contract_id', c.id).single();
    expect(task.data!.done_at).not.toBeNull();
    const twice = await commercial.rpc('record_end_of_lease', { p_contract_id: c.id, p_outcome: 'returned' });
    expect(twice.error?.message).toBe('L’issue de fin de contrat est déjà enregistrée.');
  });

  it('records a return, and a buy-out at the residual value of the contract’s length', async () => {
    const returned = await contract('standard', active('2024-06-15', '2027-06-15'));
    expect(
      (await commercial.rpc('record_end_of_lease', { p_contract_id: returned.id, p_outcome: 'returned' })).data,
    ).toBeNull();
    // 36 months: 7.5 % of the 3 000 € purchase value.
    const bought = await contract('standard', active('2024-06-15', '2027-06-15'));
    await commercial.rpc('record_end_of_lease', { p_contract_id: bought.id, p_outcome: 'bought_out' }).throwOnError();
    const given = await contract('standard', active('2024-06-15', '2027-06-15'));
    await commercial
      .rpc('record_end_of_lease', { p_contract_id: given.id, p_outcome: 'bought_out', p_residual_value_ht: 150 })
      .throwOnError();
    const rows = await db
      .from('contracts')
      .select('id, end_of_lease_outcome, residual_value_ht, renewal_offer_id')
      .in('id', [returned.id, bought.id, given.id]);
    const byId = Object.fromEntries(
      rows.data!.map((r) => [r.id, [r.end_of_lease_outcome, r.residual_value_ht, r.renewal_offer_id]]),
    );
    expect(byId).toEqual({
      [returned.id]: ['returned', null, null],
      [bought.id]: ['bought_out', 225, null],
      [given.id]: ['bought_out', 150, null],
    });
    // Past its end, a contract with its outcome ends with the next run; the technician may not record outcomes.
    await db.rpc('run_service_jobs', { p_today: '2027-06-15' }).throwOnError();
    expect((await db.from('contracts').select('status').eq('id', returned.id).single()).data!.status).toBe('ended');
    const pending = await contract('standard', active('2024-06-15', '2027-06-15'));
    expect(
      (await technicien.rpc('record_end_of_lease', { p_contract_id: pending.id, p_outcome: 'returned' })).error?.code,
    ).toBe('42501');
  });
});

describe('after-sales figures', () => {
  it('counts March 2025’s incidents, their promised times, the outcomes and the contracts ending soon', async () => {
    const standard = await contract('standard', active('2024-06-15', '2027-06-15'));
    const premium = await contract('premium', active('2024-06-15', '2027-06-15'));
    const at = (iso: string, hours: number) => new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();
    const reported = '2025-03-10T09:00:00+01:00';
    const description = 'Incident daté pour les statistiques.';
    await db
      .from('incidents')
      .insert(
        [
          // Standard 48 h: after 10 h (in time), after 50 h (late); premium 4 h: after 3 h (in time);
          // and one never visited, long past its deadline.
          { contract_id: standard.id, reported_at: reported, intervened_at: at(reported, 10), status: 'resolved' },
          { contract_id: standard.id, reported_at: reported, intervened_at: at(reported, 50), status: 'resolved' },
          { contract_id: premium.id, reported_at: reported, intervened_at: at(reported, 3), status: 'closed' },
          { contract_id: premium.id, reported_at: reported, intervened_at: null, status: 'open' },
        ].map((row) => ({ type: 'panne', description, ...row })),
      )
      .throwOnError();
    const outcomes = await Promise.all(
      (['renewed', 'renewed', 'returned'] as const).map((outcome) =>
        contract('standard', {
          ...active('2022-03-15', '2025-03-15'),
          end_of_lease_outcome: outcome,
          end_of_lease_recorded_at: '2025-03-14T10:00:00+01:00',
        }),
      ),
    );
    expect(outcomes).toHaveLength(3);
    const figures = async (client: Client) => {
      const { data, error } = await client.rpc('analytics_after_sales', { p_from: '2025-03-01', p_to: '2025-03-31' });
      if (error) throw error;
      return data[0]!;
    };
    const march = await figures(commercial);
    expect(march).toMatchObject({
      incidents_opened: 4,
      incidents_due: 4,
      incidents_on_time: 2,
      median_hours_to_intervention: 10,
      outcomes_recorded: 3,
      renewals: 2,
    });

    // Ending in the next three months, counted from today in Paris.
    const inTwoMonths = new Date(`${parisToday()}T00:00:00Z`);
    inTwoMonths.setUTCMonth(inTwoMonths.getUTCMonth() + 2);
    const before = Number(march.contracts_ending_soon);
    await contract('standard', active('2024-01-01', inTwoMonths.toISOString().slice(0, 10)));
    expect(Number((await figures(commercial)).contracts_ending_soon)).toBe(before + 1);

    // Marketing reads neither incidents nor contracts: nothing to count.
    const marketing = await signedIn('marketing@example.com', 'demo123456');
    expect(await figures(marketing)).toMatchObject({
      incidents_opened: 0,
      contracts_ending_soon: 0,
      outcomes_recorded: 0,
    });
  });
});
