import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as deliverEmails, type DeliveryReport } from '../../supabase/functions/deliver-emails/handler';
import { createHandler as purgeStorage } from '../../supabase/functions/purge-storage/handler';
import { createHandler as unsubscribe } from '../../supabase/functions/unsubscribe/handler';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { consentEvidence, factories } from '../integration/factories';
import { anon, apiUrl, service, signedIn, type Client } from '../integration/support';
import { databaseUrl } from '../support/clients';
import { mailsTo } from './support/inbox';
import { bearer, callDeno, expectSameAnswer } from './support/runtimes';

/**
 * The e-mail jobs and unsubscribe under Deno, as pg_cron and a mail client call them: after the
 * advance-campaigns job has queued a due campaign's batch, deliver-emails delivers the queue to the
 * stack's inbox; the campaign e-mail's one-click link unsubscribes; purge-storage removes the
 * files the database queued for removal.
 */
const tag = Date.now().toString(36);
const visitor = `visiteur.deno.${tag}@exemple.fr`;
const reader = `lectrice.deno.${tag}@exemple.fr`;
const asService = bearer(SERVICE_ROLE_KEY);
let db: Client;

/** The scheduler's call, until the queue is empty. */
async function deliverAll(): Promise<DeliveryReport[]> {
  const reports: DeliveryReport[] = [];
  for (let run = 0; run < 20; run += 1) {
    const answer = await callDeno('deliver-emails', { headers: asService, body: '{}' });
    expect(answer.status).toBe(200);
    const report = JSON.parse(answer.body) as DeliveryReport;
    reports.push(report);
    if (report.claimed === 0) return reports;
  }
  throw new Error('the outbox never emptied');
}

beforeAll(async () => {
  db = service();
  const { error } = await db.from('leads').insert({
    ...factories.leads({ email: reader, status: 'qualified', source: 'event', score: 93 }),
    ...consentEvidence(),
  });
  if (error) throw error;
});

describe('deliver-emails under Deno', () => {
  it('delivers the queue to the inbox, a campaign’s batch queued by the advance-campaigns job', async () => {
    const request = await anon()
      .from('quote_requests')
      .insert(factories.quote_requests({ email: visitor, subject: 'Mur LED pour le hall' }));
    expect(request.error).toBeNull();
    const marketing = await signedIn('marketing@example.com', 'demo123456');
    const { data: campaign, error } = await marketing
      .from('email_campaigns')
      .insert({
        name: `Campagne Deno ${tag}`,
        subject: 'Nos murs LED sous Deno',
        content: 'Bonjour,\n\n**Nouveau** : le mur LED 2 m².',
        segment_statuses: ['qualified'],
        segment_sources: ['event'],
        segment_score_min: 93,
        segment_score_max: 93,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    expect((await marketing.rpc('schedule_campaign', { campaign_id: campaign!.id })).error).toBeNull();
    // The SQL job of supabase/hosted/schedules.sql that runs beside deliver-emails every minute.
    expect((await db.rpc('advance_campaigns')).error).toBeNull();

    const reports = await deliverAll();
    expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(3);

    // The visitor's acknowledgement, as queued by the request's trigger.
    const [acknowledgement] = await mailsTo(visitor);
    expect(acknowledgement!.subject).toBe('VisioLease : nous avons bien reçu votre demande de devis');
    expect(acknowledgement!.text).toContain('Mur LED pour le hall');
    // The campaign's batch went out.
    const { data: recipients } = await db.from('email_outbox').select('status').eq('campaign_id', campaign!.id);
    expect(recipients).toEqual([{ status: 'sent' }]);
    const [mail] = await mailsTo(reader);
    expect(mail!.subject).toBe('Nos murs LED sous Deno');
    expect(mail!.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
  });

  it('answers a wrong method or caller as Node does', async () => {
    const wrongMethod = await expectSameAnswer(deliverEmails, 'deliver-emails', { method: 'GET', headers: asService });
    expect(wrongMethod).toMatchObject({
      status: 405,
      body: JSON.stringify({ error: 'Méthode non autorisée : utilisez POST.' }),
    });
    const notService = await expectSameAnswer(deliverEmails, 'deliver-emails', {
      headers: bearer(ANON_KEY),
      body: '{}',
    });
    expect(notService).toMatchObject({ status: 403, body: JSON.stringify({ error: 'Réservé au rôle de service.' }) });
  });
});

describe('unsubscribe under Deno', () => {
  it('unsubscribes the address of the campaign e-mail’s one-click link', async () => {
    const [mail] = await mailsTo(reader);
    const link = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']![0]!)![1]!;
    expect(link).toMatch(new RegExp(`^${apiUrl}/functions/v1/unsubscribe\\?token=[0-9a-f]{64}$`));
    const response = await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Votre adresse est désinscrite : vous ne recevrez plus nos campagnes.');
    const { data: unsubscribed } = await db.from('email_unsubscribes').select('email').eq('email', reader);
    expect(unsubscribed).toEqual([{ email: reader }]);
    const { data: lead } = await db.from('leads').select('marketing_consent').eq('email', reader).single();
    expect(lead!.marketing_consent).toBe(false);
  });

  it('answers an unknown token, an opened link and a wrong method as Node does', async () => {
    const unknown = await expectSameAnswer(unsubscribe, 'unsubscribe', { search: `?token=${'0'.repeat(64)}` });
    expect(unknown).toMatchObject({ status: 404, body: 'Lien de désinscription inconnu.' });
    const opened = await expectSameAnswer(unsubscribe, 'unsubscribe', { method: 'GET', search: '?token=abc' });
    expect(opened).toMatchObject({ status: 303, location: 'http://127.0.0.1:5173/desinscription?token=abc' });
    const wrongMethod = await expectSameAnswer(unsubscribe, 'unsubscribe', { method: 'PUT', search: '?token=abc' });
    expect(wrongMethod).toMatchObject({ status: 405, body: 'Méthode non autorisée.' });
  });
});

describe('purge-storage under Deno', () => {
  it('removes a file the database queued for removal, then finds nothing more', async () => {
    const file = `deno/${tag}.pdf`;
    const storage = db.storage.from('offer-documents');
    expect(
      (await storage.upload(file, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      await sql.query(`insert into private.storage_purges (bucket_id, name) values ('offer-documents', $1)`, [file]);
    } finally {
      await sql.end();
    }
    const first = await callDeno('purge-storage', { headers: asService, body: '{}' });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).removed).toBeGreaterThanOrEqual(1);
    expect((await storage.download(file)).error).not.toBeNull();
    const second = await callDeno('purge-storage', { headers: asService, body: '{}' });
    expect(JSON.parse(second.body)).toEqual({ removed: 0, failed: 0 });
  });

  it('answers a wrong method or caller as Node does', async () => {
    const wrongMethod = await expectSameAnswer(purgeStorage, 'purge-storage', { method: 'GET', headers: asService });
    expect(wrongMethod).toMatchObject({ status: 405 });
    const notService = await expectSameAnswer(purgeStorage, 'purge-storage', { headers: bearer(ANON_KEY), body: '{}' });
    expect(notService).toMatchObject({ status: 403, body: JSON.stringify({ error: 'Réservé au rôle de service.' }) });
  });
});
