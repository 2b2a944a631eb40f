import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as deliverEmails, type DeliveryReport } from '../../supabase/functions/deliver-emails/handler';
import { createHandler as unsubscribe } from '../../supabase/functions/unsubscribe/handler';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { consentEvidence, factories } from '../integration/factories';
import { anon, apiUrl, service, signedIn, type Client } from '../integration/support';
import { mailsTo } from './support/inbox';
import { bearer, callDeno, expectSameAnswer } from './support/runtimes';

/**
 * deliver-emails and unsubscribe under Deno, as pg_cron and a mail client call them: one run
 * does its housekeeping (a due campaign queues its batch, the daily retention job runs) and
 * delivers the queue to the stack's inbox; the campaign e-mail's one-click link unsubscribes.
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

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

beforeAll(async () => {
  db = service();
  const { error } = await db.from('leads').insert({
    ...factories.leads({ email: reader, status: 'qualified', source: 'event', score: 93 }),
    ...consentEvidence(),
  });
  if (error) throw error;
});

describe('deliver-emails under Deno', () => {
  it('runs its housekeeping, then delivers the queue to the inbox', async () => {
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

    const reports = await deliverAll();
    expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(3);

    // The visitor's acknowledgement, as queued by the request's trigger.
    const [acknowledgement] = await mailsTo(visitor);
    expect(acknowledgement!.subject).toBe('VisioLease : nous avons bien reçu votre demande de devis');
    expect(acknowledgement!.text).toContain('Mur LED pour le hall');
    // Housekeeping: the campaign queued its batch in the same run, and it went out.
    const { data: recipients } = await db.from('email_outbox').select('status').eq('campaign_id', campaign!.id);
    expect(recipients).toEqual([{ status: 'sent' }]);
    const [mail] = await mailsTo(reader);
    expect(mail!.subject).toBe('Nos murs LED sous Deno');
    expect(mail!.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    // …and the daily retention job ran.
    const { data: retention } = await db.from('retention_log').select('run_on').eq('run_on', today());
    expect(retention).toHaveLength(1);
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
