import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../supabase/functions/report-incident/handler';
import { removeOrders } from '../support/remove-orders';
import { factories } from './factories';
import { incidentReport, postIncidentReport } from './incident-reports';
import { newStaffAccount, service, type Client } from './support';

/**
 * The « Signaler un incident » form's function (issue 27, §2), against the real stack: a matching
 * contract number and e-mail file the incident, its photos (private bucket + incident_photos)
 * and its acknowledgement; a mismatch gets the very same answer and stores nothing; every attempt
 * counts against the client; a file that is not an image is refused. Only service readers see
 * the photos. The function answers before it looks the pair up (issue 34): the filing is waited for.
 */

const BUCKET = 'incident-photos';
/** The 8-byte PNG signature followed by filler: what the content check and the bucket accept. */
const png = () =>
  new Blob([Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])], {
    type: 'image/png',
  });

let db: Client;
let contract: { id: string; contract_number: string; customer_email: string };
let itemId: string;
let orderId: string;
let visitors = 0;
const accounts: string[] = [];

/** A new client address for each call unless told (the stack passes the socket's as cf-connecting-ip). */
function post(fields: Record<string, string>, photos: { blob: Blob; name: string }[] = [], address?: string) {
  visitors += 1;
  return postIncidentReport(fields, address ?? `127.3.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`, photos);
}

const report = (over: Record<string, string> = {}) => incidentReport(contract, over);

/** The incidents once the function's work after its answer is done: `count` of them, or a second of quiet. */
async function incidentsOnceFiled(count?: number) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const rows = await incidentsOfContract();
    if (count !== undefined ? rows.length >= count : waited >= 1_000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return incidentsOfContract();
}

async function incidentsOfContract() {
  const { data, error } = await db
    .from('incidents')
    .select('id, incident_number, contract_item_id, source, type, description, reporter_email')
    .eq('contract_id', contract.id)
    .order('created_at');
  if (error) throw error;
  return data;
}

beforeAll(async () => {
  db = service();
  const order = await db.from('orders').insert(factories.orders()).select('id').single();
  if (order.error) throw order.error;
  orderId = order.data.id;
  const items = await db.from('order_items').insert([
    {
      order_id: orderId,
      product_name: 'Écran LED 55 pouces',
      product_brand: 'Samsung',
      duration_months: 36,
      quantity: 1,
      monthly_payment: 89,
      unit_price: 2400,
    },
    {
      order_id: orderId,
      product_name: 'Totem tactile',
      product_brand: 'LG',
      duration_months: 36,
      quantity: 1,
      monthly_payment: 120,
      unit_price: 3900,
    },
  ]);
  if (items.error) throw items.error;
  const confirmed = await db.from('orders').update({ status: 'confirmed' }).eq('id', orderId);
  if (confirmed.error) throw confirmed.error;
  const created = await db
    .from('contracts')
    .select('id, contract_number, customer_email')
    .eq('order_id', orderId)
    .single();
  if (created.error) throw created.error;
  contract = created.data;
  const unit = await db
    .from('contract_items')
    .update({ serial_number: `SN-${Date.now().toString(36)}` })
    .eq('contract_id', contract.id)
    .eq('product_name', 'Totem tactile')
    .select('id, serial_number')
    .single();
  if (unit.error) throw unit.error;
  itemId = unit.data.id;
});

afterAll(async () => {
  const incidents = await db.from('incidents').select('id').eq('contract_id', contract.id);
  const { data: photos } = await db
    .from('incident_photos')
    .select('path')
    .in(
      'incident_id',
      (incidents.data ?? []).map((i) => i.id),
    );
  if (photos?.length) await db.storage.from(BUCKET).remove(photos.map((p) => p.path));
  // As the retention job deletes them: the API deletes no order with a contract.
  await removeOrders([orderId]);
  for (const id of accounts) await db.auth.admin.deleteUser(id);
});

describe('report-incident', () => {
  it('files the incident, its photo and its acknowledgement when the contract and e-mail match', async () => {
    const response = await post(report({ email: contract.customer_email.toUpperCase() }), [
      { blob: png(), name: 'ecran.png' },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.accepted });

    const [incident] = await incidentsOnceFiled(1);
    expect(incident).toMatchObject({ source: 'customer', type: 'panne', reporter_email: contract.customer_email });
    expect(incident!.incident_number).toMatch(/^INC-\d{4}-\d{5,}$/);
    expect(incident!.description).toBe(
      'Équipement indiqué : Écran LED 55 pouces\n\nL’écran reste noir depuis ce matin malgré un redémarrage.',
    );

    let photos: { path: string }[] | null = [];
    for (let waited = 0; waited < 10_000 && photos!.length === 0; waited += 100) {
      if (waited) await new Promise((resolve) => setTimeout(resolve, 100));
      ({ data: photos } = await db.from('incident_photos').select('path').eq('incident_id', incident!.id));
    }
    expect(photos).toHaveLength(1);
    expect(photos![0]!.path).toMatch(new RegExp(`^${incident!.id}/[0-9a-f-]{36}\\.png$`));
    const stored = await db.storage.from(BUCKET).download(photos![0]!.path);
    expect(stored.error).toBeNull();
    expect(new Uint8Array(await stored.data!.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );

    const { data: outbox } = await db
      .from('email_outbox')
      .select('template, recipient, payload')
      .eq('incident_id', incident!.id);
    expect(outbox).toEqual([
      expect.objectContaining({
        template: 'incident_acknowledgement',
        recipient: contract.customer_email,
        payload: expect.objectContaining({ incident_number: incident!.incident_number }),
      }),
    ]);
  });

  it('names the unit whose serial number the customer typed', async () => {
    const { data: unit } = await db.from('contract_items').select('serial_number').eq('id', itemId).single();
    expect((await post(report({ type: 'casse', equipment: unit!.serial_number!.toLowerCase() }))).status).toBe(200);
    const incidents = await incidentsOnceFiled(2);
    expect(incidents.at(-1)).toMatchObject({ type: 'casse', contract_item_id: itemId });
  });

  it('answers a wrong e-mail or an unknown contract exactly as a match, and stores nothing', async () => {
    const before = await incidentsOfContract();
    const { count: outboxBefore } = await db.from('email_outbox').select('id', { count: 'exact', head: true });
    for (const fields of [
      report({ email: 'quelquun.dautre@example.fr' }),
      report({ contract_number: 'CTR-1999-99999' }),
    ]) {
      const response = await post(fields, [{ blob: png(), name: 'photo.png' }]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: messages.accepted });
    }
    expect(await incidentsOnceFiled()).toEqual(before);
    const { count: outboxAfter } = await db.from('email_outbox').select('id', { count: 'exact', head: true });
    expect(outboxAfter).toBe(outboxBefore);
  });

  it('refuses a file that is not an image, and more than 3 photos, before storing anything', async () => {
    const before = await incidentsOfContract();
    const text = await post(report(), [{ blob: new Blob(['pas une image'], { type: 'image/png' }), name: 'faux.png' }]);
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ field: 'photos', error: expect.stringContaining('faux.png') });
    const four = Array.from({ length: 4 }, (_, index) => ({ blob: png(), name: `vue-${index}.png` }));
    const tooMany = await post(report(), four);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ field: 'photos', error: messages.tooManyPhotos });
    expect(await incidentsOnceFiled()).toEqual(before);
  });

  it('refuses bad fields the same way whether or not the contract matches', async () => {
    for (const email of [contract.customer_email, 'inconnu@example.fr']) {
      const response = await post(report({ email, description: '<script>alert(1)</script> écran noir' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: messages.invalid });
    }
  });

  it('counts every attempt of a client, matched or not: the sixth in 10 minutes is refused', async () => {
    const address = '127.4.0.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post(report({ email: `essai${attempt}@example.fr` }), [], address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await post(report(), [], address);
    expect(await refused.json()).toEqual({ error: messages.rateLimited });
    // Another client is not held back.
    expect((await post(report({ email: 'autre@example.fr' }))).status).toBe(200);
  });

  it('lets service readers read the photos, and no one else', async () => {
    const [incident] = await incidentsOfContract();
    const { data: photos } = await db.from('incident_photos').select('path').eq('incident_id', incident!.id);
    const path = photos![0]!.path;
    const technician = await newStaffAccount('technicien');
    const accountant = await newStaffAccount('comptabilite');
    accounts.push(technician.id, accountant.id);
    expect((await technician.client.storage.from(BUCKET).download(path)).error).toBeNull();
    expect((await accountant.client.storage.from(BUCKET).download(path)).error).not.toBeNull();
    const upload = await technician.client.storage.from(BUCKET).upload(`${incident!.id}/ajout.png`, png());
    expect(upload.error).not.toBeNull();
  });
});
