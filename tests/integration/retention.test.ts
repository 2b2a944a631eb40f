import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, type PurgeReport } from '../../supabase/functions/purge-storage/handler';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { admin, anon, apiUrl, service, signedIn, type Client } from './support';
import { databaseUrl } from '../support/clients';

/**
 * Data kept only as long as promised (issue 27 §5): the daily job on dated fixtures (what goes,
 * what stays, once a day, idempotent, a log of counts only), the data-rights export holding
 * every table that names an address, and the erasure (what goes, what stays and why).
 * Fixtures are written and backdated with direct SQL (the owner), the job is called as the
 * scheduled worker calls it (service role), the data-rights functions as an administrator.
 */
const tag = Date.now().toString(36);
const mail = (name: string) => `ret-${tag}-${name}@example.com`;
const TOKEN = (n: number) =>
  `${tag}${n}`
    .padEnd(64, 'a')
    .replace(/[^0-9a-f]/g, 'b')
    .slice(0, 64);

let sql: pg.Client;
let db: Client;
let asAdmin: Client;
let today = '';
let tomorrow = '';

async function one<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const { rows } = await sql.query(text, params);
  return rows[0] as T;
}
async function count(text: string, params: unknown[] = []): Promise<number> {
  return Number((await one<{ n: string }>(`select count(*) as n from (${text}) x`, params)).n);
}
const id = async (text: string, params: unknown[] = []) => (await one<{ id: string }>(text, params)).id;

const created = {
  requests: [] as string[],
  leads: [] as string[],
  orders: [] as string[],
  offers: [] as string[],
  campaigns: [] as string[],
  emails: [] as string[],
  dataRequests: [] as string[],
};

async function request(email: string, age: string, updated = age, type = 'quote'): Promise<string> {
  const requestId = await id(
    `insert into public.quote_requests (first_name, last_name, email, phone, subject, message, created_at, updated_at,
       landing_page, type)
     values ('Ancien', 'Prospect', $1, '06 12 34 56 78', 'Écran LED', 'Bonjour, je souhaite un devis.',
             now() - $2::interval, now() - $3::interval, '/contact-pro', $4)
     returning id`,
    [email, age, updated, type],
  );
  created.requests.push(requestId);
  return requestId;
}
async function lead(email: string, age: string, updated = age): Promise<string> {
  const leadId = await id(
    `insert into public.leads (email, first_name, last_name, phone, company, created_at, updated_at)
     values ($1, 'Léa', 'Ancienne', '06 00 00 00 01', 'Société Ancienne', now() - $2::interval, now() - $3::interval)
     returning id`,
    [email, age, updated],
  );
  created.leads.push(leadId);
  return leadId;
}
async function order(
  email: string,
  age: string,
  extra: { requestId?: string; offerId?: string; updated?: string; status?: string } = {},
) {
  const orderId = await id(
    `insert into public.orders (customer_first_name, customer_last_name, customer_email, total_amount,
       quote_request_id, offer_id, status, created_at, updated_at)
     values ('Client', 'Ancien', $1, 1200, $2, $3, $6, now() - $4::interval, now() - $5::interval) returning id`,
    [email, extra.requestId ?? null, extra.offerId ?? null, age, extra.updated ?? age, extra.status ?? 'pending'],
  );
  created.orders.push(orderId);
  return orderId;
}
let tokens = 0;
async function offer(email: string, status: 'draft' | 'expired' | 'accepted', updated: string, pdfPath?: string) {
  tokens += 1;
  const offerId = await id(
    `insert into public.offers (client_first_name, client_last_name, client_email, status, acceptance_token_hash,
       accepted_at, accepted_name, accepted_position, pdf_path, created_at, updated_at)
     values ('Client', 'Devis', $1, $2, case when $2 <> 'draft' then $3 end,
             case when $2 = 'accepted' then now() - $4::interval end,
             case when $2 = 'accepted' then 'Client Devis' end, case when $2 = 'accepted' then 'Gérant' end,
             $5, now() - $4::interval, now() - $4::interval)
     returning id`,
    [email, status, TOKEN(tokens), updated, pdfPath ?? null],
  );
  created.offers.push(offerId);
  return offerId;
}
/**
 * A confirmed order (its contract made by the database), the contract ended `endedAgo`, last
 * changed then; with an incident reported by the customer (its e-mails queued).
 */
async function endedContract(email: string, endedAgo: string) {
  const orderId = await order(email, '15 years', { status: 'confirmed' });
  const contractId = await id(`select id from public.contracts where order_id = $1`, [orderId]);
  await sql.query('begin');
  await sql.query('alter table public.contracts disable trigger contracts_set_updated_at');
  await sql.query(
    `update public.contracts set status = 'ended', start_date = (now() - $2::interval - interval '3 years')::date,
       end_date = (now() - $2::interval)::date, installation_report_path = $3, updated_at = now() - $2::interval
     where id = $1`,
    [contractId, endedAgo, `retention/${tag}/${contractId}.pdf`],
  );
  await sql.query('alter table public.contracts enable trigger contracts_set_updated_at');
  await sql.query('commit');
  // Its confirmation e-mail, sent as long ago as the order.
  await sql.query(
    `update public.email_outbox set status = 'sent', created_at = now() - interval '15 years',
       sent_at = now() - interval '15 years'
     where order_id = $1`,
    [orderId],
  );
  const incidentId = await id(
    `insert into public.incidents (contract_id, type, source, reporter_name, reporter_email, description, reported_at,
       created_at, updated_at)
     values ($1, 'panne', 'customer', 'Client Ancien', $2, 'L’écran ne s’allume plus.', now() - $3::interval,
             now() - $3::interval, now() - $3::interval)
     returning id`,
    [contractId, email, endedAgo],
  );
  return { orderId, contractId, incidentId };
}

async function campaign(): Promise<string> {
  const campaignId = await id(`insert into public.email_campaigns (name) values ($1) returning id`, [
    `Rétention ${tag}`,
  ]);
  created.campaigns.push(campaignId);
  return campaignId;
}
async function email(recipient: string, age: string, orderId: string | null = null): Promise<string> {
  const emailId = await id(
    `insert into public.email_outbox (template, recipient, payload, status, sent_at, order_id, created_at)
     values ('campaign', $1, '{"first_name":"Léa"}', 'sent', now() - $2::interval, $3, now() - $2::interval)
     returning id`,
    [recipient, age, orderId],
  );
  created.emails.push(emailId);
  return emailId;
}
async function dataRequest(email: string, kind: string, handledAgo?: string): Promise<string> {
  const requestId = await id(
    `insert into public.data_requests (email, kind, status) values ($1, $2, $3) returning id`,
    [email, kind, handledAgo ? 'done' : 'open'],
  );
  if (handledAgo)
    await sql.query(`update public.data_requests set handled_at = now() - $2::interval where id = $1`, [
      requestId,
      handledAgo,
    ]);
  created.dataRequests.push(requestId);
  return requestId;
}
async function audit(entityId: string) {
  await sql.query(
    `insert into public.audit_log (area, table_name, row_id, entity_id, action, changes, actor_email)
     values ('requests', 'quote_requests', $1, $1, 'update', '{"first_name":{"before":"Ancien","after":"Vieux"}}',
             'admin@example.com')`,
    [entityId],
  );
}

async function runRetention(day: string) {
  const { data, error } = await db.rpc('run_retention', { p_today: day });
  if (error) throw error;
  return data as { run_on: string; skipped: boolean; counts: Record<string, number> };
}

beforeAll(async () => {
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  db = service();
  asAdmin = await admin();
  ({ today, tomorrow } = await one<{ today: string; tomorrow: string }>(
    `select (now() at time zone 'Europe/Paris')::date::text as today,
            ((now() at time zone 'Europe/Paris')::date + 1)::text as tomorrow`,
  ));
  // Another file may have run the worker today: this file's runs start from a clean log.
  await sql.query('delete from public.retention_log where run_on >= $1', [today]);
});

afterAll(async () => {
  await sql.query('delete from public.email_outbox where id = any($1::uuid[])', [created.emails]);
  // As the job itself deletes them: a contract and its incidents are never removed by a cascade.
  await sql.query('select private.delete_orders($1::uuid[])', [created.orders]);
  await sql.query('delete from public.offers where id = any($1::uuid[])', [created.offers]);
  await sql.query('delete from public.quote_requests where id = any($1::uuid[])', [created.requests]);
  await sql.query('delete from public.leads where id = any($1::uuid[])', [created.leads]);
  await sql.query('delete from public.email_campaigns where id = any($1::uuid[])', [created.campaigns]);
  await sql.query('delete from public.data_requests where id = any($1::uuid[])', [created.dataRequests]);
  await sql.query(`delete from public.email_unsubscribes where email like $1`, [`ret-${tag}-%`]);
  await sql.query(`delete from public.site_publications where requested_by_email like $1`, [`ret-${tag}-%`]);
  await sql.query(`delete from public.audit_log where actor_email like $1`, [`ret-${tag}-%`]);
  await sql.query(`delete from private.storage_purges where name like $1`, [`retention/${tag}/%`]);
  await sql.end();
});

describe('the daily retention job', () => {
  const f = {} as Record<string, string>;

  beforeAll(async () => {
    // Requests: silent for 4 years; 4 years old but a note a year ago; 4 years old, its order
    // changed 2 years ago.
    f.oldRequest = await request(mail('old-request'), '4 years');
    await sql.query(
      `insert into public.quote_request_notes (quote_request_id, body, created_at) values ($1, 'Rappelé.', now() - interval '4 years')`,
      [f.oldRequest],
    );
    await audit(f.oldRequest);
    f.notedRequest = await request(mail('noted-request'), '4 years');
    await sql.query(
      `insert into public.quote_request_notes (quote_request_id, body, created_at) values ($1, 'Relancé.', now() - interval '1 year')`,
      [f.notedRequest],
    );
    await audit(f.notedRequest);
    f.orderedRequest = await request(mail('ordered-request'), '4 years');
    // A job application silent for 2 and a half years goes; a quote request as old stays.
    f.oldApplication = await request(mail('old-application'), '30 months', '30 months', 'job');
    f.youngRequest = await request(mail('young-request'), '30 months');
    f.requestOrder = await order(mail('ordered-request'), '4 years', {
      requestId: f.orderedRequest,
      updated: '2 years',
    });

    // Leads: silent for 4 years (a note, a campaign send); touched 2 years ago.
    f.oldLead = await lead(mail('old-lead'), '4 years');
    await sql.query(
      `insert into public.lead_notes (lead_id, body, created_at) values ($1, 'Salon 2022.', now() - interval '4 years')`,
      [f.oldLead],
    );
    f.activeLead = await lead(mail('active-lead'), '4 years', '2 years');

    // Orders: 11 years after their last change (with its accepted offer and e-mail); 9 years.
    f.acceptedOffer = await offer(mail('old-order'), 'accepted', '11 years');
    f.oldOrder = await order(mail('old-order'), '11 years', { offerId: f.acceptedOffer });
    f.oldOrderEmail = await email(mail('old-order'), '11 years', f.oldOrder);
    f.keptOrder = await order(mail('kept-order'), '9 years');
    // Contracts: ended 11 years ago (gone with its order, equipment, incident and e-mails); ended
    // 9 years ago on an order confirmed 15 years ago (the term counts, so it stays).
    const ended = await endedContract(mail('ended-contract'), '11 years');
    f.endedOrder = ended.orderId;
    f.endedContract = ended.contractId;
    f.endedIncident = ended.incidentId;
    const running = await endedContract(mail('recent-contract'), '9 years');
    f.recentContractOrder = running.orderId;
    f.recentContract = running.contractId;
    f.keptOrderEmail = await email(mail('kept-order'), '4 years', f.keptOrder);

    // Offers never accepted: untouched for 4 years (its PDF queued for removal); for 2 years.
    f.staleOffer = await offer(mail('stale-offer'), 'expired', '4 years', `retention/${tag}/stale.pdf`);
    f.freshOffer = await offer(mail('fresh-offer'), 'expired', '2 years');

    // Campaign sends 4 years and 1 year ago; an unsubscribe 5 years ago.
    const campaignId = await campaign();
    f.oldRecipient = await id(
      `insert into public.email_campaign_recipients (campaign_id, lead_id, email, created_at)
       values ($1, $2, $3, now() - interval '4 years') returning id`,
      [campaignId, f.activeLead, mail('old-recipient')],
    );
    f.newRecipient = await id(
      `insert into public.email_campaign_recipients (campaign_id, email, created_at)
       values ($1, $2, now() - interval '1 year') returning id`,
      [campaignId, mail('new-recipient')],
    );
    await sql.query(
      `insert into public.email_unsubscribes (email, created_at) values ($1, now() - interval '5 years')`,
      [mail('unsubscribed')],
    );

    // E-mails 4 years old and 1 year old, on nothing kept.
    f.oldEmail = await email(mail('old-email'), '4 years');
    f.newEmail = await email(mail('new-email'), '1 year');

    // Data-rights requests answered 4 years and 1 year ago.
    f.oldDataRequest = await dataRequest(mail('old-rights'), 'access', '4 years');
    f.newDataRequest = await dataRequest(mail('new-rights'), 'access', '1 year');
  });

  it('anonymises, deletes and keeps exactly what the policy says, and logs counts only', async () => {
    const result = await runRetention(today);
    expect(result.skipped).toBe(false);
    const counts = result.counts;

    // The silent request: no name, no address, no notes, no e-mails, no audit entry; its figures stay.
    const oldRequest = await one(`select * from public.quote_requests where id = $1`, [f.oldRequest]);
    expect(oldRequest).toMatchObject({
      first_name: 'Anonyme',
      last_name: 'Anonyme',
      company: null,
      subject: 'Demande anonymisée',
      landing_page: '/contact-pro',
      type: 'quote',
      status: 'pending',
    });
    expect(oldRequest.email).toMatch(/^anonyme-[0-9a-f]{12}@anonyme\.invalid$/);
    expect(JSON.stringify(oldRequest)).not.toContain(tag);
    expect(await count(`select 1 from public.quote_request_notes where quote_request_id = $1`, [f.oldRequest])).toBe(0);
    expect(await count(`select 1 from public.email_outbox where quote_request_id = $1`, [f.oldRequest])).toBe(0);
    expect(await count(`select 1 from public.audit_log where entity_id = $1`, [f.oldRequest])).toBe(0);
    // A note a year ago, an order two years ago: activity, so both stay whole.
    for (const requestId of [f.notedRequest, f.orderedRequest])
      expect((await one(`select email from public.quote_requests where id = $1`, [requestId])).email).toContain(tag);
    expect(await count(`select 1 from public.audit_log where entity_id = $1`, [f.notedRequest])).toBe(1);
    expect((await one(`select email from public.quote_requests where id = $1`, [f.oldApplication])).email).toMatch(
      /@anonyme\.invalid$/,
    );
    expect((await one(`select email from public.quote_requests where id = $1`, [f.youngRequest])).email).toBe(
      mail('young-request'),
    );

    const oldLead = await one(`select * from public.leads where id = $1`, [f.oldLead]);
    expect(oldLead).toMatchObject({ first_name: null, last_name: null, phone: null, company: null });
    expect(oldLead.email).toMatch(/@anonyme\.invalid$/);
    expect(await count(`select 1 from public.lead_notes where lead_id = $1`, [f.oldLead])).toBe(0);
    expect((await one(`select email from public.leads where id = $1`, [f.activeLead])).email).toBe(mail('active-lead'));

    // 10 years after the relationship: the order, its accepted offer and its e-mails go.
    expect(await count(`select 1 from public.orders where id = $1`, [f.oldOrder])).toBe(0);
    expect(await count(`select 1 from public.offers where id = $1`, [f.acceptedOffer])).toBe(0);
    expect(await count(`select 1 from public.email_outbox where id = $1`, [f.oldOrderEmail])).toBe(0);
    expect(await count(`select 1 from public.orders where id = $1`, [f.keptOrder])).toBe(1);
    expect(await count(`select 1 from public.orders where id = $1`, [f.endedOrder])).toBe(0);
    expect(await count(`select 1 from public.contracts where id = $1`, [f.endedContract])).toBe(0);
    expect(await count(`select 1 from public.contract_items where contract_id = $1`, [f.endedContract])).toBe(0);
    expect(await count(`select 1 from public.incidents where id = $1`, [f.endedIncident])).toBe(0);
    expect(await count(`select 1 from public.email_outbox where recipient = $1`, [mail('ended-contract')])).toBe(0);
    expect(
      await count(`select 1 from private.storage_purges where bucket_id = 'contract-documents' and name = $1`, [
        `retention/${tag}/${f.endedContract}.pdf`,
      ]),
    ).toBe(1);
    expect(await count(`select 1 from public.contracts where id = $1`, [f.recentContract])).toBe(1);
    expect(await count(`select 1 from public.orders where id = $1`, [f.recentContractOrder])).toBe(1);
    // Its old confirmation e-mail stays, emptied, as proof of sending.
    expect(
      await one(`select payload from public.email_outbox where order_id = $1 and template = 'order_confirmation'`, [
        f.recentContractOrder,
      ]),
    ).toEqual({ payload: {} });
    // The kept order's 4-year-old e-mail: its content emptied, recipient and date kept as proof.
    expect(
      await one(`select recipient, payload, sent_at is not null as sent from public.email_outbox where id = $1`, [
        f.keptOrderEmail,
      ]),
    ).toEqual({ recipient: mail('kept-order'), payload: {}, sent: true });

    expect(await count(`select 1 from public.offers where id = $1`, [f.staleOffer])).toBe(0);
    expect(await count(`select 1 from public.offers where id = $1`, [f.freshOffer])).toBe(1);
    expect(
      await count(`select 1 from private.storage_purges where bucket_id = 'offer-documents' and name = $1`, [
        `retention/${tag}/stale.pdf`,
      ]),
    ).toBe(1);

    expect(await count(`select 1 from public.email_campaign_recipients where id = $1`, [f.oldRecipient])).toBe(0);
    expect(await count(`select 1 from public.email_campaign_recipients where id = $1`, [f.newRecipient])).toBe(1);
    expect(await count(`select 1 from public.email_unsubscribes where email = $1`, [mail('unsubscribed')])).toBe(1);
    expect(await count(`select 1 from public.email_outbox where id = $1`, [f.oldEmail])).toBe(0);
    expect(await one(`select payload from public.email_outbox where id = $1`, [f.newEmail])).toEqual({
      payload: { first_name: 'Léa' },
    });
    expect(await count(`select 1 from public.data_requests where id = $1`, [f.oldDataRequest])).toBe(0);
    expect(await count(`select 1 from public.data_requests where id = $1`, [f.newDataRequest])).toBe(1);

    // Counts at least this file's fixtures (the database may hold others' old rows).
    expect(counts.requests_anonymised).toBeGreaterThanOrEqual(1);
    expect(counts.request_notes_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.leads_anonymised).toBeGreaterThanOrEqual(1);
    expect(counts.lead_notes_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.orders_deleted).toBeGreaterThanOrEqual(2);
    expect(counts.contracts_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.incidents_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.offers_deleted).toBeGreaterThanOrEqual(2);
    expect(counts.campaign_recipients_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.emails_deleted).toBeGreaterThanOrEqual(3);
    expect(counts.email_payloads_purged).toBeGreaterThanOrEqual(1);
    expect(counts.data_requests_deleted).toBeGreaterThanOrEqual(1);
    expect(counts.audit_entries_deleted).toBeGreaterThanOrEqual(1);

    // The log: the day and numbers, nothing else; readable by an administrator.
    const { data: log, error } = await asAdmin.from('retention_log').select('*').eq('run_on', today).single();
    expect(error).toBeNull();
    expect(log!.counts).toEqual(counts);
    expect(Object.values(log!.counts as Record<string, unknown>).every((v) => Number.isInteger(v))).toBe(true);
    expect(JSON.stringify(log)).not.toMatch(/@|Ancien|Léa/);
    // Even the owner cannot write anything but numbers there.
    await expect(
      sql.query(`insert into public.retention_log (run_on, counts) values ('2001-01-01', '{"email":"x@example.com"}')`),
    ).rejects.toThrow(/retention_log_counts_check/);
  });

  it('runs once a day, and a later run deletes nothing more', async () => {
    const snapshot = () =>
      sql.query(
        `select 'q' as t, id::text, email as v from public.quote_requests where id = any($1::uuid[])
         union all select 'l', id::text, email from public.leads where id = any($2::uuid[])
         union all select 'o', id::text, customer_email from public.orders where id = any($3::uuid[])
         union all select 'e', id::text, payload::text from public.email_outbox where id = any($4::uuid[])
         order by 1, 2`,
        [created.requests, created.leads, created.orders, created.emails],
      );
    const before = (await snapshot()).rows;
    const again = await runRetention(today);
    expect(again.skipped).toBe(true);
    expect(await count(`select 1 from public.retention_log where run_on = $1`, [today])).toBe(1);

    const next = await runRetention(tomorrow);
    expect(next.skipped).toBe(false);
    const { storage_objects_pending: pending, ...changes } = next.counts;
    expect(pending).toBeGreaterThanOrEqual(1);
    expect(Object.values(changes).every((n) => n === 0)).toBe(true);
    expect((await snapshot()).rows).toEqual(before);
  });

  it('is the scheduled worker’s alone, and its worker removes the files of what it deleted', async () => {
    expect((await anon().rpc('run_retention')).error?.code).toBe('42501');
    expect((await asAdmin.rpc('run_retention')).error?.code).toBe('42501');
    expect((await asAdmin.rpc('storage_purges_due')).error?.code).toBe('42501');

    // A stale offer's PDF in storage: deleted with the offer, then removed by purge-storage.
    const path = `retention/${tag}/worker.pdf`;
    const upload = await db.storage
      .from('offer-documents')
      .upload(path, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const offerId = await offer(mail('worker-offer'), 'expired', '4 years', path);
    await sql.query('delete from public.retention_log where run_on = $1', [tomorrow]);
    await runRetention(tomorrow);
    expect(await count(`select 1 from public.offers where id = $1`, [offerId])).toBe(0);

    const env: Record<string, string> = { SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const response = await createHandler((key) => env[key])(
      new Request('http://functions.local/purge-storage', {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as PurgeReport).removed).toBeGreaterThanOrEqual(1);
    expect((await db.storage.from('offer-documents').download(path)).error).not.toBeNull();
    expect(await count(`select 1 from private.storage_purges where name = $1`, [path])).toBe(0);
  });
});

describe('data-rights requests', () => {
  const person = `Ret-${tag}-Personne`;
  const address = `${person}@Example.com`;
  const f = {} as Record<string, string>;
  let salesEmail = '';

  beforeAll(async () => {
    // The same mailbox written four ways: case and +tag aside, it is one person's.
    f.request = await request(`${person.toLowerCase()}+devis@example.com`, '1 day');
    await sql.query(`insert into public.quote_request_notes (quote_request_id, body) values ($1, 'Appelé.')`, [
      f.request,
    ]);
    f.lead = await lead(address.toUpperCase(), '1 day');
    await sql.query(`insert into public.lead_notes (lead_id, body) values ($1, 'Intéressé.')`, [f.lead]);
    f.draftOffer = await offer(address, 'draft', '1 day');
    f.acceptedOffer = await offer(address, 'accepted', '1 day');
    f.order = await order(address, '1 day', { offerId: f.acceptedOffer, status: 'confirmed' });
    f.contract = await id(`select id from public.contracts where order_id = $1`, [f.order]);
    const incidentId = await id(
      `insert into public.incidents (contract_id, type, source, reporter_email, description)
       values ($1, 'casse', 'customer', $2, 'Dalle fissurée au transport.') returning id`,
      [f.contract, address],
    );
    await sql.query(`insert into public.incident_notes (incident_id, body) values ($1, 'Dalle commandée.')`, [
      incidentId,
    ]);
    f.orderEmail = await email(address, '1 day', f.order);
    f.looseEmail = await email(address, '1 day');
    const campaignId = await campaign();
    await sql.query(`insert into public.email_campaign_recipients (campaign_id, lead_id, email) values ($1, $2, $3)`, [
      campaignId,
      f.lead,
      address.toLowerCase(),
    ]);
    await sql.query(`insert into public.email_unsubscribes (email) values ($1)`, [address.toLowerCase()]);
    await sql.query(`insert into public.site_publications (requested_by_email) values ($1)`, [address]);
    await sql.query(
      `insert into public.audit_log (area, table_name, row_id, entity_id, action, actor_email)
       values ('leads', 'leads', $1, $1, 'update', $2)`,
      [f.lead, address.toLowerCase()],
    );
    // The admin's own change to the lead: an audit entry that holds its values.
    expect((await asAdmin.from('leads').update({ company: 'Société Personne' }).eq('id', f.lead)).error).toBeNull();
    salesEmail = (await one<{ sales_email: string }>('select sales_email from public.email_settings')).sales_email;
    f.erasure = await dataRequest(address, 'erasure');
  });

  it('logs a request with its one-month deadline, stamped by the database', async () => {
    const { data, error } = await asAdmin
      .from('data_requests')
      .insert({ email: mail('deadline'), kind: 'access', received_on: '2027-01-31' })
      .select('*')
      .single();
    expect(error).toBeNull();
    created.dataRequests.push(data!.id);
    expect(data).toMatchObject({ due_on: '2027-02-28', status: 'open', handled_at: null });
    expect(data!.created_by).not.toBeNull();
    const done = await asAdmin.from('data_requests').update({ status: 'done' }).eq('id', data!.id).select('*').single();
    expect(done.data!.handled_at).not.toBeNull();
    expect(done.data!.handled_by).toBe(data!.created_by);
    // Kinds and addresses are checked by the database.
    expect((await asAdmin.from('data_requests').insert({ email: 'pas-une-adresse', kind: 'access' })).error?.code).toBe(
      '23514',
    );
    expect((await asAdmin.from('data_requests').insert({ email: mail('x'), kind: 'oubli' })).error?.code).toBe('23514');
  });

  it('finds the address in every table that has an e-mail column, and nobody else may look', async () => {
    await sql.query('update public.email_settings set sales_email = $1', [address.toLowerCase()]);
    const billingEmail = (await one<{ billing_email: string | null }>('select billing_email from public.company_settings'))
      .billing_email;
    await sql.query('update public.company_settings set billing_email = $1', [address.toLowerCase()]);
    try {
      const { rows: tables } = await sql.query<{ table_name: string }>(
        `select distinct c.table_name
         from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and (c.column_name like '%email%' or c.column_name = 'recipient')
         order by 1`,
      );
      expect(tables.length).toBeGreaterThanOrEqual(14);
      const { data, error } = await asAdmin.rpc('find_personal_data', { p_email: `  ${address.toLowerCase()} ` });
      expect(error).toBeNull();
      const found = data as Record<string, Record<string, unknown>[]>;
      for (const { table_name: table } of tables) {
        expect(Object.keys(found), `find_personal_data has no key for ${table}`).toContain(table);
        expect(found[table].length, `nothing found in ${table}`).toBeGreaterThan(0);
      }
      // The rows under them, too.
      expect(found.quote_request_notes.map((n) => n.body)).toContain('Appelé.');
      expect(found.lead_notes.map((n) => n.body)).toContain('Intéressé.');
      expect(found.email_outbox.map((e) => e.id)).toEqual(expect.arrayContaining([f.orderEmail, f.looseEmail]));
      expect(JSON.stringify(found)).not.toContain('acceptance_token_hash');
    } finally {
      await sql.query('update public.email_settings set sales_email = $1', [salesEmail]);
      await sql.query('update public.company_settings set billing_email = $1', [billingEmail]);
    }

    const commercial = await signedIn('commercial@example.com', 'demo123456');
    expect((await commercial.rpc('find_personal_data', { p_email: address })).error?.code).toBe('42501');
    expect((await anon().rpc('find_personal_data', { p_email: address })).error?.code).toBe('42501');
    expect((await asAdmin.rpc('find_personal_data', { p_email: 'pas-une-adresse' })).error?.message).toBe(
      'Adresse e-mail invalide.',
    );
  });

  it('erases what the law allows, keeps and says what it must, and only once', async () => {
    const find = async () =>
      (await asAdmin.rpc('find_personal_data', { p_email: address })).data as Record<string, unknown[]>;
    const before = await find();

    // The plan changes nothing.
    const { data: plan, error: planError } = await asAdmin.rpc('erasure_plan', { p_request_id: f.erasure });
    expect(planError).toBeNull();
    expect(await find()).toEqual(before);

    const commercial = await signedIn('commercial@example.com', 'demo123456');
    expect((await commercial.rpc('erase_personal_data', { p_request_id: f.erasure })).error?.code).toBe('42501');

    const { data: outcome, error } = await asAdmin.rpc('erase_personal_data', { p_request_id: f.erasure });
    expect(error).toBeNull();
    expect(outcome).toEqual(plan);
    const report = outcome as {
      erased: Record<string, number>;
      kept: { table: string; count: number; reason: string }[];
    };
    expect(report.erased).toMatchObject({
      requests_anonymised: 1,
      request_notes_deleted: 1,
      leads_anonymised: 1,
      lead_notes_deleted: 1,
      offers_deleted: 1,
      campaign_recipients_deleted: 1,
    });
    // The e-mail without an order, and the request's acknowledgement and notification.
    expect(report.erased.emails_deleted).toBeGreaterThanOrEqual(2);
    const kept = Object.fromEntries(report.kept.map((k) => [k.table, k]));
    expect(kept.orders).toMatchObject({ count: 1, reason: expect.stringContaining('10 ans') });
    expect(kept.contracts).toMatchObject({ count: 1, reason: expect.stringContaining('10 ans') });
    expect(kept.incidents.count).toBe(1);
    expect(kept.offers).toMatchObject({ count: 1, reason: expect.stringContaining('commande') });
    // Its e-mail, the order's confirmation and the incident's acknowledgement.
    expect(kept.email_outbox.count).toBe(3);
    expect(kept.email_unsubscribes.reason).toContain('opposition');
    expect(kept.data_requests.count).toBe(1);

    const after = await find();
    expect(after.quote_requests).toEqual([]);
    expect(after.leads).toEqual([]);
    expect(after.email_campaign_recipients).toEqual([]);
    expect(after.offers).toHaveLength(1);
    expect(after.orders).toHaveLength(1);
    expect(after.email_unsubscribes).toHaveLength(1);
    const emails = after.email_outbox as { id: string; order_id: string | null; incident_id: string | null }[];
    expect(emails.map((e) => e.id)).toContain(f.orderEmail);
    expect(emails.every((e) => e.order_id !== null || e.incident_id !== null)).toBe(true);
    expect(emails.map((e) => e.id)).not.toContain(f.looseEmail);
    expect(await count(`select 1 from public.offers where id = $1`, [f.draftOffer])).toBe(0);
    // The anonymised records' trail (the admin's change, the erasure's own entries) is gone; the
    // staff member's actions elsewhere are not this person's data.
    expect(await count(`select 1 from public.audit_log where entity_id = any($1)`, [[f.request, f.lead]])).toBe(0);

    const request = await one(
      `select status, handled_at, handled_by, outcome from public.data_requests where id = $1`,
      [f.erasure],
    );
    expect(request.status).toBe('done');
    expect(request.handled_by).toBe('5eed0001-0000-4000-8000-000000000001');
    expect(request.outcome).toEqual(outcome);

    expect((await asAdmin.rpc('erase_personal_data', { p_request_id: f.erasure })).error?.message).toBe(
      'Cette demande est déjà traitée.',
    );
    const access = await dataRequest(address, 'access');
    expect((await asAdmin.rpc('erase_personal_data', { p_request_id: access })).error?.message).toBe(
      'Seule une demande d’effacement permet d’effacer les données.',
    );
  });
});
