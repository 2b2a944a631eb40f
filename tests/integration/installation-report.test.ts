import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSql } from '../support/sql';
import { offerPdfText } from '../support/offer-pdf-text';
import { factories } from './factories';
import { service, signedIn, type Client } from './support';

/**
 * The installation report (issue 27 §1) through the installation-report function as the contract
 * screen calls it: refused without the rights or while a serial number is missing; signed, the
 * PDF is in the private bucket with the serial numbers, its SHA-256 on the contract is the one of
 * the stored bytes, and the contract has started.
 */
const run = Date.now().toString(36);
const TECHNICIAN_ID = '5eed0001-0000-4000-8000-000000000006'; // technique@example.com (seed)
let db: Client;
let commercial: Client;
let technician: Client;
let viewer: Client;
let accountant: Client;
const orders: string[] = [];

/** A confirmed order of three units (2 + 1) → its contract, installation planned by the commercial. */
async function plannedContract(): Promise<{ id: string; number: string; items: string[] }> {
  const order = await db
    .from('orders')
    .insert(factories.orders({ customer_company: 'Optique l’Œil Vif' }))
    .select('id');
  if (order.error) throw order.error;
  const orderId = order.data[0]!.id;
  orders.push(orderId);
  const lines = await db.from('order_items').insert([
    {
      order_id: orderId,
      product_name: 'Mur LED',
      product_brand: 'Absen',
      quantity: 2,
      duration_months: 36,
      monthly_payment: 400,
      unit_price: 12000,
    },
    {
      order_id: orderId,
      product_name: 'Totem 55"',
      quantity: 1,
      duration_months: 24,
      monthly_payment: 99,
      unit_price: 2400,
    },
  ]);
  if (lines.error) throw lines.error;
  const confirmed = await db.from('orders').update({ status: 'confirmed' }).eq('id', orderId);
  if (confirmed.error) throw confirmed.error;
  const { data: contract, error } = await db
    .from('contracts')
    .select('id, contract_number, contract_items(id, position)')
    .eq('order_id', orderId)
    .single();
  if (error) throw error;
  const plannedOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const plan = await commercial.rpc('plan_installation', {
    p_contract_id: contract.id,
    p_planned_on: plannedOn,
    p_technician_id: TECHNICIAN_ID,
  });
  if (plan.error) throw plan.error;
  const items = [...contract.contract_items].sort((a, b) => a.position - b.position).map((item) => item.id);
  return { id: contract.id, number: contract.contract_number, items };
}

async function enterSerials(items: string[], serials: string[]) {
  for (const [index, id] of items.entries()) {
    const { error } = await db.from('contract_items').update({ serial_number: serials[index] }).eq('id', id);
    if (error) throw error;
  }
}

async function sign(as: Client, contractId: string, signedName = 'Inès Roussel') {
  const { data, error } = await as.functions.invoke('installation-report', {
    body: { contract_id: contractId, signed_name: signedName },
  });
  const context = (error as { context?: Response } | null)?.context;
  return {
    status: context ? context.status : 200,
    body: (context ? await context.json() : data) as {
      report_path?: string;
      report_sha256?: string;
      start_date?: string;
      end_date?: string;
      error?: string;
    },
  };
}

async function storedReports(contractId: string) {
  const { data, error } = await db.storage.from('contract-documents').list(contractId);
  if (error) throw error;
  return data ?? [];
}

beforeAll(async () => {
  db = service();
  [commercial, technician, viewer, accountant] = await Promise.all([
    signedIn('commercial@example.com', 'demo123456'),
    signedIn('technique@example.com', 'demo123456'),
    signedIn('lecteur@example.com', 'demo123456'),
    signedIn('compta@example.com', 'demo123456'),
  ]);
});

afterAll(async () => {
  // The stored reports, then the orders with their contracts, as the retention job deletes them
  // (the API deletes neither; a contract is never removed by a cascade).
  const { data } = await db.from('contracts').select('id').in('order_id', orders);
  for (const { id } of data ?? []) {
    const files = await storedReports(id);
    if (files.length) await db.storage.from('contract-documents').remove(files.map((file) => `${id}/${file.name}`));
  }
  await withSql((sql) => sql.query('select private.delete_orders($1::uuid[])', [orders]));
});

describe('installation-report', () => {
  it('refuses a role that may only read contracts, and stores nothing', async () => {
    const contract = await plannedContract();
    await enterSerials(contract.items, [`V-${run}-1`, `V-${run}-2`, `V-${run}-3`]);
    for (const reader of [viewer, accountant]) {
      const answer = await sign(reader, contract.id);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('Vous n’avez pas les droits pour faire signer le procès-verbal de ce contrat.');
    }
    expect(await storedReports(contract.id)).toEqual([]);
    const { data } = await db
      .from('contracts')
      .select('status, start_date, installation_report_path')
      .eq('id', contract.id)
      .single();
    expect(data).toEqual({ status: 'pending_installation', start_date: null, installation_report_path: null });
  });

  it('refuses while a unit has no serial number, in French, and stores nothing', async () => {
    const contract = await plannedContract();
    await enterSerials(contract.items.slice(0, 2), [`M-${run}-1`, `M-${run}-2`]);
    const answer = await sign(commercial, contract.id);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      'Renseignez le numéro de série de chaque équipement avant de faire signer le procès-verbal.',
    );
    expect(await storedReports(contract.id)).toEqual([]);
    const { data } = await db.from('contracts').select('status').eq('id', contract.id).single();
    expect(data!.status).toBe('pending_installation');
  });

  it('refuses an empty signatory name', async () => {
    const contract = await plannedContract();
    await enterSerials(contract.items, [`N-${run}-1`, `N-${run}-2`, `N-${run}-3`]);
    const answer = await sign(technician, contract.id, '  ');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Indiquez le nom et le prénom du signataire (2 à 120 caractères).');
  });

  it('signed on site by the technician: the stored PDF names every serial number, its SHA-256 is on the contract, which starts today', async () => {
    const contract = await plannedContract();
    const serials = [`ABS-${run}-0001`, `ABS-${run}-0002`, `TOT/55-${run}`];
    await enterSerials(contract.items, serials);
    const answer = await sign(technician, contract.id, '  Inès   Roussel ');
    expect(answer.status).toBe(200);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const { data: row } = await db
      .from('contracts')
      .select(
        'status, start_date, end_date, duration_months, installation_signed_name, installation_signed_at, installation_report_path, installation_report_sha256',
      )
      .eq('id', contract.id)
      .single();
    expect(row).toMatchObject({
      status: 'active',
      start_date: today,
      duration_months: 36,
      installation_signed_name: 'Inès Roussel',
      installation_report_path: answer.body.report_path,
      installation_report_sha256: answer.body.report_sha256,
    });
    expect(answer.body).toMatchObject({ start_date: today, end_date: row!.end_date });
    expect(row!.end_date! > today).toBe(true);

    // A contract reader (the viewer) opens it from the private bucket; its bytes are the hash.
    const { data: file, error } = await viewer.storage
      .from('contract-documents')
      .download(row!.installation_report_path!);
    expect(error).toBeNull();
    const bytes = new Uint8Array(await file!.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row!.installation_report_sha256);
    const text = await offerPdfText(bytes);
    expect(text).toContain('Procès-verbal d’installation');
    expect(text).toContain(`Contrat ${contract.number}`);
    for (const serial of serials) expect(text).toContain(serial);
    expect(text).toContain('Mur LED (Absen)');
    expect(text).toContain('Technicien : Nicolas Perrin');
    expect(text).toContain('Une formation de 2 h');
    expect(text).toMatch(/Signé pour le client par Inès Roussel, le \d\d\/\d\d\/\d{4} à \d\d:\d\d \(heure de Paris\)/);

    // The installation visit is done; a second signature is refused and changes nothing.
    const { data: visit } = await db
      .from('service_visits')
      .select('status')
      .eq('contract_id', contract.id)
      .eq('kind', 'installation')
      .single();
    expect(visit!.status).toBe('done');
    const again = await sign(commercial, contract.id, 'Quelqu’un d’autre');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Le procès-verbal de ce contrat est déjà signé.');
    expect(await storedReports(contract.id)).toHaveLength(1);
  });

  it('the report itself cannot be recorded by staff: record_installation_report is the service role’s', async () => {
    const contract = await plannedContract();
    const { error } = await commercial.rpc('record_installation_report', {
      p_contract_id: contract.id,
      p_signed_name: 'Inès Roussel',
      p_path: 'x.pdf',
      p_sha256: 'a'.repeat(64),
    });
    expect(error?.code).toBe('42501');
  });
});
