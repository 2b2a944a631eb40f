import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Json } from '../../src/lib/database.types';
import { ANON_KEY } from '../../supabase/local/config';
import { factories } from './factories';
import { apiUrl, fromAddress, service, signedIn, type Client } from './support';
import { withSql } from '../support/sql';
import { offerPdfText } from '../support/offer-pdf-text';

/**
 * Offers (issue 26) as the database enforces them: numbers under concurrency, totals, the status
 * moves, sending, the client's link (read, accept, decline), the acceptance transaction and the
 * evidence nobody can change. Direct SQL opens one fresh connection per case.
 */
const run = Date.now().toString(36);
let db: Client;
let commercial: Client;
let viewer: Client;
/** Priced by the simulator's formula: 3 600 € → round(3600 / 36 × 1.08) = 108 € over 36 months. */
let formulaProduct = '';
/** Priced by its rents only: 80 € over 24 months, nothing over 60. */
let rentProduct = '';
let inactiveProduct = '';
const createdOffers: string[] = [];

// The client's browser: its own address (the per-client limit) and a user agent of its own.
let clientAddresses = 0;
function clientBrowser(): Client {
  clientAddresses += 1;
  const options = fromAddress(`127.26.${Math.floor(clientAddresses / 250) % 250}.${(clientAddresses % 250) + 1}`);
  return createClient<Database>(apiUrl, ANON_KEY, {
    ...options,
    global: { ...options.global, headers: { 'user-agent': 'Navigateur de test/1.0' } },
  });
}

const client = {
  client_first_name: 'Inès',
  client_last_name: 'Moreau',
  client_company: 'Boulangeries Moreau',
  client_phone: '06 12 34 56 78',
  client_address: { street: '4 rue Nationale', city: 'Tours', postal_code: '37000', country: 'France' },
};

async function saveOffer(as: Client, items: Json[], fields: Record<string, Json> = {}): Promise<string> {
  const { data, error } = await as.rpc('save_offer', {
    fields: { ...client, client_email: `offre.${run}.${createdOffers.length}@example.fr`, ...fields },
    items,
  });
  if (error) throw new Error(error.message);
  createdOffers.push(data);
  return data;
}

const twoLines = () => [
  { product_id: formulaProduct, quantity: 2, duration_months: 36 },
  { product_id: rentProduct, quantity: 1, duration_months: 24, monthly_rent: 70 },
];

/** The link's token, as the worker derives it when it claims the e-mail (stored nowhere). */
async function tokenOf(offerId: string): Promise<string> {
  const { rows } = await withSql((sql) =>
    sql.query<{ token: string }>('select private.offer_token($1) as token', [offerId]),
  );
  return rows[0]!.token;
}

/** « Envoyer au client » as the app does it: the PDF of the draft first (offer-pdf), then send_offer. */
async function send(as: Client, id: string) {
  const pdf = await as.functions.invoke('offer-pdf', { body: { offer_id: id } });
  if (pdf.error) throw new Error(`offer-pdf: ${pdf.error.message}`);
  return as.rpc('send_offer', { offer_id: id });
}

async function sentOffer(fields: Record<string, Json> = {}): Promise<{ id: string; token: string }> {
  const id = await saveOffer(commercial, twoLines(), fields);
  const { error } = await send(commercial, id);
  if (error) throw new Error(error.message);
  return { id, token: await tokenOf(id) };
}

beforeAll(async () => {
  db = service();
  commercial = await signedIn('commercial@example.com', 'demo123456');
  viewer = await signedIn('lecteur@example.com', 'demo123456');
  const { data, error } = await db
    .from('products')
    .insert([
      factories.products({ name: `Totem devis ${run}`, purchase_price: 3600, monthly_price_36: 999, active: true }),
      factories.products({ name: `Écran devis ${run}`, purchase_price: null, active: true }),
      factories.products({ name: `Retiré devis ${run}`, purchase_price: null, active: false }),
    ])
    .select('id, name');
  if (error) throw error;
  formulaProduct = data.find((p) => p.name.startsWith('Totem'))!.id;
  rentProduct = data.find((p) => p.name.startsWith('Écran'))!.id;
  inactiveProduct = data.find((p) => p.name.startsWith('Retiré'))!.id;
});

afterAll(async () => {
  // Sent offers are a record the API cannot erase; the database owner can.
  await withSql(async (sql) => {
    // As the retention job deletes them: an accepted offer's order and contract are kept from the API.
    await sql.query(
      'select private.delete_orders(array(select id from public.orders where offer_id = any($1::uuid[])))',
      [createdOffers],
    );
    await sql.query('delete from public.offers where id = any($1::uuid[])', [createdOffers]);
    await sql.query('delete from public.products where id = any($1::uuid[])', [
      [formulaProduct, rentProduct, inactiveProduct].filter(Boolean),
    ]);
  });
});

describe('numbers', () => {
  it('20 concurrent creations get 20 consecutive numbers DEV-YYYY-NNNNN, no gap, no duplicate', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => saveOffer(commercial, [{ product_id: rentProduct, duration_months: 24 }])),
    );
    const { data } = await db.from('offers').select('offer_number, version, reference').in('id', ids);
    const numbers = (data ?? []).map((o) => o.offer_number).sort();
    const year = new Date().getFullYear();
    expect(numbers).toHaveLength(20);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^DEV-${year}-\\d{5}$`));
    const sequence = numbers.map((n) => Number(n.slice(-5)));
    expect(new Set(sequence).size).toBe(20);
    expect(sequence[19] - sequence[0]).toBe(19);
    expect((data ?? []).every((o) => o.version === 1 && o.reference === o.offer_number)).toBe(true);
  });

  it('a client cannot choose the number, the version or the status', async () => {
    const { error } = await commercial
      .from('offers')
      .insert({ ...factories.offers(), offer_number: 'DEV-2026-99999' } as never);
    expect(error?.code).toBe('42501');
    const id = await saveOffer(commercial, [{ product_id: rentProduct, duration_months: 24 }]);
    const status = await commercial
      .from('offers')
      .update({ status: 'accepted' } as never)
      .eq('id', id);
    expect(status.error?.code).toBe('42501');
  });
});

describe('totals', () => {
  it('lines are priced from the catalogue, discounts shown, totals computed by the database', async () => {
    const id = await saveOffer(commercial, twoLines());
    const { data: offer } = await db.from('offers').select('*').eq('id', id).single();
    const { data: items } = await db.from('offer_items').select('*').eq('offer_id', id).order('position');
    expect(
      items!.map((i) => ({
        list: Number(i.list_monthly),
        rent: Number(i.monthly_rent),
        discount: Number(i.discount_percent),
        monthly: Number(i.line_monthly_ht),
        total: Number(i.line_total_ht),
      })),
    ).toEqual([
      { list: 108, rent: 108, discount: 0, monthly: 216, total: 7776 },
      { list: 80, rent: 70, discount: 12.5, monthly: 70, total: 1680 },
    ]);
    expect({
      ht: Number(offer!.monthly_total_ht),
      vat: Number(offer!.vat_amount),
      ttc: Number(offer!.monthly_total_ttc),
      commitment: Number(offer!.commitment_total_ht),
    }).toEqual({ ht: 286, vat: 57.2, ttc: 343.2, commitment: 9456 });
    const valid = new Date(offer!.valid_until).getTime() - new Date(new Date().toISOString().slice(0, 10)).getTime();
    expect(Math.round(valid / 86_400_000)).toBeGreaterThanOrEqual(29);
    expect(Math.round(valid / 86_400_000)).toBeLessThanOrEqual(31);
  });

  it('the client can set no total', async () => {
    const id = await saveOffer(commercial, twoLines());
    const write = await commercial
      .from('offers')
      .update({ monthly_total_ht: 1 } as never)
      .eq('id', id);
    expect(write.error?.code).toBe('42501');
    const line = await commercial
      .from('offer_items')
      .update({ line_total_ht: 1 } as never)
      .eq('offer_id', id);
    expect(line.error?.code).toBe('42501');
  });

  it('refuses a discount below the floor, a duration the product is not priced for, an inactive product', async () => {
    const cases: [Json, RegExp][] = [
      [{ product_id: rentProduct, duration_months: 24, monthly_rent: 50 }, /La remise ne peut pas dépasser 30 %/],
      [{ product_id: rentProduct, duration_months: 60 }, /n’a pas de loyer pour 60 mois/],
      [{ product_id: inactiveProduct, duration_months: 36 }, /n’est pas au catalogue actif/],
      [
        { product_id: rentProduct, duration_months: 24, quantity: 0 },
        /La quantité doit être comprise entre 1 et 10 000/,
      ],
      [{ product_id: rentProduct, duration_months: 18 }, /La durée doit être de 12, 24, 36, 48 ou 60 mois/],
    ];
    for (const [line, message] of cases) {
      const { error } = await commercial.rpc('save_offer', {
        fields: { ...client, client_email: `refus.${run}@example.fr` },
        items: [line],
      });
      expect(error?.message).toMatch(message);
    }
    const { count } = await db
      .from('offers')
      .select('id', { count: 'exact', head: true })
      .eq('client_email', `refus.${run}@example.fr`);
    expect(count).toBe(0);
  });
});

describe('status moves', () => {
  it('the trigger refuses any move outside Brouillon → Envoyé → Accepté / Refusé / Expiré / Remplacé', async () => {
    const { id } = await sentOffer();
    await withSql(async (sql) => {
      await expect(sql.query(`update public.offers set status = 'draft' where id = $1`, [id])).rejects.toThrow(
        'Passage du statut « Envoyé » à « Brouillon » non autorisé.',
      );
    });
    const draft = await saveOffer(commercial, twoLines());
    await withSql(async (sql) => {
      await expect(sql.query(`update public.offers set status = 'declined' where id = $1`, [draft])).rejects.toThrow(
        'Passage du statut « Brouillon » à « Refusé » non autorisé.',
      );
    });
    await withSql(async (sql) => {
      await sql.query(`update public.offers set status = 'expired' where id = $1`, [id]);
      await expect(sql.query(`update public.offers set status = 'sent' where id = $1`, [id])).rejects.toThrow(
        'Passage du statut « Expiré » à « Envoyé » non autorisé.',
      );
    });
  });

  it('a sent offer is never edited; « Réviser » makes version 2 and replaces the first', async () => {
    const { id } = await sentOffer();
    const edit = await commercial.rpc('save_offer', {
      fields: { ...client, client_email: `autre.${run}@example.fr` },
      items: twoLines(),
      offer_id: id,
    });
    expect(edit.error?.message).toMatch(/Un devis envoyé ne peut plus être modifié/);
    const line = await commercial.from('offer_items').update({ quantity: 9 }).eq('offer_id', id).select('id');
    expect(line.error?.message).toMatch(/Un devis envoyé ne peut plus être modifié/);

    const { data: v2, error } = await commercial.rpc('revise_offer', { offer_id: id });
    expect(error).toBeNull();
    createdOffers.push(v2!);
    const { data: rows } = await db
      .from('offers')
      .select('id, offer_number, version, reference, status, commitment_total_ht')
      .in('id', [id, v2!]);
    const first = rows!.find((r) => r.id === id)!;
    const second = rows!.find((r) => r.id === v2)!;
    expect(first.status).toBe('superseded');
    expect(second).toMatchObject({ offer_number: first.offer_number, version: 2, status: 'draft' });
    expect(second.reference).toBe(`${first.offer_number}-v2`);
    expect(Number(second.commitment_total_ht)).toBe(Number(first.commitment_total_ht));
    // A replaced offer cannot be revised again.
    expect((await commercial.rpc('revise_offer', { offer_id: id })).error?.message).toMatch(
      /Seul un devis envoyé peut être révisé/,
    );
  });

  it('sending sets Envoyé, the request « Devis envoyé », the lead « Proposition envoyée », and queues one e-mail', async () => {
    const { data: request } = await db
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `demande.${run}@example.fr`, company: 'Boulangeries Moreau' }))
      .select('id')
      .single();
    const lead = await commercial.rpc('convert_request_to_lead', { request_id: request!.id });
    expect(lead.error).toBeNull();
    const id = await saveOffer(commercial, twoLines(), { quote_request_id: request!.id });
    const first = await send(commercial, id);
    const second = await commercial.rpc('send_offer', { offer_id: id });
    expect([first.error, second.error]).toEqual([null, null]);
    const { data: offer } = await db
      .from('offers')
      .select('status, lead_id, acceptance_token_hash')
      .eq('id', id)
      .single();
    expect(offer!.status).toBe('sent');
    expect(offer!.lead_id).toBe(lead.data);
    const { data: mails } = await db.from('email_outbox').select('recipient, payload').eq('offer_id', id);
    expect(mails).toHaveLength(1);
    // Neither the queue staff read nor the offer holds the token: only the e-mail will.
    expect(mails![0].payload).not.toHaveProperty('token');
    const token = await tokenOf(id);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    // Only the hash is kept.
    expect(offer!.acceptance_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const { data: req } = await db.from('quote_requests').select('status').eq('id', request!.id).single();
    const { data: l } = await db.from('leads').select('status').eq('id', lead.data!).single();
    expect([req!.status, l!.status]).toEqual(['quote_sent', 'proposal_sent']);
  });
});

describe('history and expiry', () => {
  it('the audit trail keeps an offer’s history, its lines under it, as the offer screen shows it', async () => {
    const { id } = await sentOffer();
    const admin = await signedIn('admin@example.com', 'admin123456');
    const { data, error } = await admin
      .from('audit_log')
      .select('table_name, action, area, actor_email, changes')
      .eq('entity_id', id)
      .order('at');
    expect(error).toBeNull();
    expect(data!.every((entry) => entry.area === 'offers' && entry.actor_email === 'commercial@example.com')).toBe(
      true,
    );
    expect(data!.map((entry) => `${entry.table_name}:${entry.action}`)).toEqual(
      expect.arrayContaining(['offers:insert', 'offer_items:insert', 'offers:update']),
    );
    const statusChanges = data!
      .filter((entry) => entry.table_name === 'offers' && 'status' in (entry.changes as object))
      .map((entry) => (entry.changes as { status: unknown }).status);
    expect(statusChanges).toEqual([
      { before: null, after: 'draft' },
      { before: 'draft', after: 'sent' },
    ]);
  });

  it('an offer past its validity expires when the e-mail worker runs (expire_offers)', async () => {
    const { id } = await sentOffer();
    // Time passes: the owner lifts the guard on sent offers for this one change.
    await withSql((sql) =>
      sql.query(`
        begin;
        alter table public.offers disable trigger offers_guard_change;
        update public.offers set valid_until = current_date - 1 where id = '${id}';
        alter table public.offers enable trigger offers_guard_change;
        commit;`),
    );
    const { data: expired, error } = await db.rpc('expire_offers');
    expect(error).toBeNull();
    expect(expired).toBeGreaterThanOrEqual(1);
    const { data } = await db.from('offers').select('status').eq('id', id).single();
    expect(data!.status).toBe('expired');
  });
});

describe('the client’s link', () => {
  it('a wrong token shows nothing; a valid one shows the offer without staff data', async () => {
    const { id, token } = await sentOffer();
    const visitor = clientBrowser();
    expect((await visitor.rpc('get_offer_for_client', { token: 'f'.repeat(64) })).data).toBeNull();
    const { data, error } = await visitor.rpc('get_offer_for_client', { token });
    expect(error).toBeNull();
    const doc = data as Record<string, unknown>;
    expect(doc).toMatchObject({ offer_id: id, status: 'sent', client_company: 'Boulangeries Moreau' });
    expect((doc.items as unknown[]).length).toBe(2);
    expect(doc.company).toMatchObject({ siren: expect.stringMatching(/^\d{9}$/) });
    expect(JSON.stringify(doc)).not.toContain('acceptance_token_hash');
    // Visitors cannot read the tables themselves.
    const direct = await visitor.from('offers').select('id').eq('id', id);
    expect(direct.error?.code).toBe('42501');
  });

  it('acceptance: offer Accepté with evidence, order Confirmée with the lines, request and lead Gagné, e-mails queued', async () => {
    const { data: request } = await db
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `gagne.${run}@example.fr` }))
      .select('id')
      .single();
    const lead = await commercial.rpc('convert_request_to_lead', { request_id: request!.id });
    const { id, token } = await sentOffer({ quote_request_id: request!.id });
    const visitor = clientBrowser();
    const refused = await visitor.rpc('accept_offer', {
      token,
      offer_id: id,
      signer_name: 'Inès Moreau',
      signer_position: 'Gérante',
      agreed: false,
    });
    expect(refused.error?.message).toBe('Cochez « Bon pour accord » pour accepter le devis.');
    const { data: orderNumber, error } = await visitor.rpc('accept_offer', {
      token,
      offer_id: id,
      signer_name: 'Inès Moreau',
      signer_position: 'Gérante',
      agreed: true,
    });
    expect(error).toBeNull();
    expect(orderNumber).toMatch(/^CMD-\d{4}-\d{5}$/);

    const { data: offer } = await db.from('offers').select('*').eq('id', id).single();
    expect(offer).toMatchObject({
      status: 'accepted',
      accepted_name: 'Inès Moreau',
      accepted_position: 'Gérante',
      accepted_user_agent: 'Navigateur de test/1.0',
    });
    expect(offer!.accepted_at).not.toBeNull();
    expect(offer!.accepted_ip).toMatch(/^127\.26\./);

    const { data: order } = await db
      .from('orders')
      .select('id, order_number, status, offer_id, quote_request_id, total_amount, customer_company, order_items(*)')
      .eq('offer_id', id)
      .single();
    expect(order).toMatchObject({
      order_number: orderNumber,
      status: 'confirmed',
      quote_request_id: request!.id,
      customer_company: 'Boulangeries Moreau',
    });
    expect(Number(order!.total_amount)).toBe(Number(offer!.commitment_total_ht));
    expect(
      order!.order_items
        .map((i) => [i.quantity, i.duration_months, Number(i.monthly_payment)])
        .sort((a, b) => a[1] - b[1]),
    ).toEqual([
      [1, 24, 70],
      [2, 36, 108],
    ]);

    const { data: req } = await db.from('quote_requests').select('status').eq('id', request!.id).single();
    const { data: l } = await db.from('leads').select('status').eq('id', lead.data!).single();
    expect([req!.status, l!.status]).toEqual(['won', 'won']);

    const { data: mails } = await db.from('email_outbox').select('template, recipient').eq('order_id', order!.id);
    const { data: settings } = await db.from('email_settings').select('sales_email').single();
    expect(mails!.map((m) => m.template).sort()).toEqual(['offer_answer', 'order_confirmation']);
    expect(mails!.find((m) => m.template === 'offer_answer')!.recipient).toBe(settings!.sales_email);

    const again = await clientBrowser().rpc('decline_offer', { token, offer_id: id, reason: 'Trop cher' });
    expect(again.error?.message).toBe('Ce devis a déjà été accepté. Merci de votre confiance.');
  });

  it('an expired, declined or replaced offer cannot be accepted; the old link leads to the new version', async () => {
    const accept = (token: string, offerId: string) =>
      clientBrowser().rpc('accept_offer', {
        token,
        offer_id: offerId,
        signer_name: 'Inès Moreau',
        signer_position: 'Gérante',
        agreed: true,
      });

    const expired = await sentOffer();
    await withSql((sql) => sql.query(`update public.offers set status = 'expired' where id = $1`, [expired.id]));
    expect((await accept(expired.token, expired.id)).error?.message).toMatch(
      /^Ce devis a expiré le \d{2}\/\d{2}\/\d{4}\./,
    );
    const expiredView = await clientBrowser().rpc('get_offer_for_client', { token: expired.token });
    expect((expiredView.data as { status: string }).status).toBe('expired');

    const declined = await sentOffer();
    const decline = await clientBrowser().rpc('decline_offer', {
      token: declined.token,
      offer_id: declined.id,
      reason: 'Budget reporté à l’an prochain',
    });
    expect(decline.error).toBeNull();
    const { data: declinedRow } = await db
      .from('offers')
      .select('status, decline_reason, declined_at')
      .eq('id', declined.id)
      .single();
    expect(declinedRow).toMatchObject({ status: 'declined', decline_reason: 'Budget reporté à l’an prochain' });
    expect((await accept(declined.token, declined.id)).error?.message).toBe(
      'Ce devis a été refusé. Contactez-nous pour recevoir une nouvelle offre.',
    );

    const first = await sentOffer();
    const { data: v2 } = await commercial.rpc('revise_offer', { offer_id: first.id });
    createdOffers.push(v2!);
    expect((await accept(first.token, first.id)).error?.message).toMatch(/remplacé par une nouvelle version/);
    await send(commercial, v2!);
    const viaOldLink = await clientBrowser().rpc('get_offer_for_client', { token: first.token });
    expect(viaOldLink.data).toMatchObject({ offer_id: v2, version: 2, status: 'sent' });
    // Accepting the version the page showed, from the old link, is the new version's acceptance.
    expect((await accept(first.token, first.id)).error?.message).toMatch(/Une nouvelle version de ce devis existe/);
    expect((await accept(first.token, v2!)).error).toBeNull();
    const { data: both } = await db.from('offers').select('id, status').in('id', [first.id, v2!]);
    expect(Object.fromEntries(both!.map((o) => [o.id, o.status]))).toEqual({
      [first.id]: 'superseded',
      [v2!]: 'accepted',
    });
  });

  it('the link is rate-limited per client address', async () => {
    const options = fromAddress('127.26.254.254');
    const visitor = createClient<Database>(apiUrl, ANON_KEY, options);
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(await visitor.rpc('get_offer_for_client', { token: 'a'.repeat(64) }));
    }
    expect(answers.slice(0, 30).every((a) => a.error === null)).toBe(true);
    expect(answers[30].error?.message).toBe(
      'Trop de tentatives depuis votre connexion. Veuillez réessayer dans quelques minutes.',
    );
  });
});

describe('evidence', () => {
  it('nobody — staff, service role or database owner — can change or erase the evidence', async () => {
    const { id, token } = await sentOffer();
    await clientBrowser().rpc('accept_offer', {
      token,
      offer_id: id,
      signer_name: 'Inès Moreau',
      signer_position: 'Gérante',
      agreed: true,
    });
    const staffWrite = await commercial
      .from('offers')
      .update({ accepted_name: 'Autre' } as never)
      .eq('id', id);
    expect(staffWrite.error?.code).toBe('42501');
    const serviceWrite = await db.from('offers').update({ accepted_name: 'Autre' }).eq('id', id);
    expect(serviceWrite.error?.message).toBe('La preuve de la réponse du client à un devis ne peut pas être modifiée.');
    const serviceErase = await db.from('offers').update({ accepted_ip: null }).eq('id', id);
    expect(serviceErase.error?.message).toBe('La preuve de la réponse du client à un devis ne peut pas être modifiée.');
    const serviceDelete = await db.from('offers').delete().eq('id', id);
    expect(serviceDelete.error?.message).toMatch(/Un devis envoyé ne peut pas être supprimé/);
    await withSql(async (sql) => {
      await expect(
        sql.query(`update public.offers set accepted_at = now() - interval '1 day' where id = $1`, [id]),
      ).rejects.toThrow('La preuve de la réponse du client à un devis ne peut pas être modifiée.');
    });
    const { data: after } = await db.from('offers').select('accepted_name, accepted_ip').eq('id', id).single();
    expect(after!.accepted_name).toBe('Inès Moreau');
    expect(after!.accepted_ip).not.toBeNull();
  });
});

describe('who may work offers', () => {
  it('a viewer reads offers but cannot create, send or revise one', async () => {
    const id = await saveOffer(commercial, twoLines());
    const { data: read } = await viewer.from('offers').select('id').eq('id', id);
    expect(read).toHaveLength(1);
    const create = await viewer.rpc('save_offer', {
      fields: { ...client, client_email: `v.${run}@example.fr` },
      items: twoLines(),
    });
    expect(create.error?.code).toBe('42501');
    const send = await viewer.rpc('send_offer', { offer_id: id });
    expect(send.error?.code).toBe('42501');
  });

  it('a technician sees no offer', async () => {
    const technicien = await signedIn('technique@example.com', 'demo123456');
    await saveOffer(commercial, twoLines());
    const { data, error } = await technicien.from('offers').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('the offer’s PDF (offer-pdf)', () => {
  async function render(as: Client, offerId: string) {
    const { data, error } = await as.functions.invoke('offer-pdf', { body: { offer_id: offerId } });
    const context = (error as { context?: Response } | null)?.context;
    return {
      status: context ? context.status : 200,
      body: (context ? await context.json() : data) as { pdf_path?: string; pdf_sha256?: string; error?: string },
    };
  }

  it('renders the draft on the server, stores it privately with its SHA-256, and never changes it once sent', async () => {
    const id = await saveOffer(commercial, twoLines());
    expect((await render(viewer, id)).status).toBe(403);
    const first = await render(commercial, id);
    expect(first.status).toBe(200);
    const { data: offer } = await db
      .from('offers')
      .select('reference, pdf_path, pdf_sha256, commitment_total_ht')
      .eq('id', id)
      .single();
    expect(offer).toMatchObject({ pdf_path: first.body.pdf_path, pdf_sha256: first.body.pdf_sha256 });

    // Staff who read offers download it from the private bucket; visitors cannot.
    const { data: file, error } = await viewer.storage.from('offer-documents').download(offer!.pdf_path!);
    expect(error).toBeNull();
    const bytes = new Uint8Array(await file!.arrayBuffer());
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    expect(Buffer.from(digest).toString('hex')).toBe(offer!.pdf_sha256);
    const text = await offerPdfText(bytes);
    expect(text).toContain(`Devis ${offer!.reference}`);
    expect(text).toContain('Boulangeries Moreau');
    expect(text).toContain('9\u202f456,00\u00a0€');
    const visitor = clientBrowser();
    expect((await visitor.storage.from('offer-documents').download(offer!.pdf_path!)).error).not.toBeNull();

    // Sent: no new rendering, the same PDF for the client through the link, its hash in the evidence.
    expect((await commercial.rpc('send_offer', { offer_id: id })).error).toBeNull();
    expect((await render(commercial, id)).status).toBe(403);
    const token = await tokenOf(id);
    const response = await fetch(`${apiUrl}/functions/v1/offer-pdf?token=${token}&offer_id=${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${apiUrl}/functions/v1/offer-pdf?token=${'b'.repeat(64)}&offer_id=${id}`)).status).toBe(404);
    await visitor.rpc('accept_offer', {
      token,
      offer_id: id,
      signer_name: 'Inès Moreau',
      signer_position: 'Gérante',
      agreed: true,
    });
    const { data: accepted } = await db.from('offers').select('accepted_pdf_sha256, pdf_sha256').eq('id', id).single();
    expect(accepted!.accepted_pdf_sha256).toBe(offer!.pdf_sha256);
    await withSql(async (sql) => {
      await expect(
        sql.query(`update public.offers set pdf_sha256 = $2 where id = $1`, [id, 'c'.repeat(64)]),
      ).rejects.toThrow('Le PDF d’un devis envoyé ne peut plus changer.');
    });
  });
});

describe('analytics: offers in the funnel', () => {
  it('counts offers sent and accepted in the period, and the median days from request to signature', async () => {
    const { data: request } = await db
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `analytique.${run}@example.fr` }))
      .select('id')
      .single();
    const { id, token } = await sentOffer({ quote_request_id: request!.id });
    await clientBrowser().rpc('accept_offer', {
      token,
      offer_id: id,
      signer_name: 'Inès Moreau',
      signer_position: 'Gérante',
      agreed: true,
    });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const { data, error } = await commercial.rpc('analytics_offers', { p_from: today, p_to: today });
    expect(error).toBeNull();
    expect(Number(data![0].offers_sent)).toBeGreaterThanOrEqual(1);
    expect(Number(data![0].offers_accepted)).toBeGreaterThanOrEqual(1);
    expect(Number(data![0].median_days_to_signature)).toBeGreaterThanOrEqual(0);
    // A role that cannot read offers sees none.
    const technicien = await signedIn('technique@example.com', 'demo123456');
    const { data: none } = await technicien.rpc('analytics_offers', { p_from: today, p_to: today });
    expect(none![0]).toMatchObject({ offers_sent: 0, offers_accepted: 0 });
  });
});
