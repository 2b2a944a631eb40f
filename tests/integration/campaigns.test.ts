import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as deliverHandler, type DeliveryReport } from '../../supabase/functions/deliver-emails/handler';
import { createHandler as unsubscribeHandler } from '../../supabase/functions/unsubscribe/handler';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { marketingConsentWording } from '../../src/config/marketing-consent';
import { consentEvidence, factories } from './factories';
import { anon, apiUrl, service, signedIn, staff, type Client } from './support';

/**
 * E-mail campaigns against the real stack: the audience and its consent rule, a send in batches
 * that is interrupted and resumed without e-mailing anyone twice, delivery with List-Unsubscribe
 * headers to the local inbox, the unsubscribe link, and who may do what. The integration stack has
 * no delivery timer: only these calls advance campaigns.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const tag = Date.now().toString(36);
// A score no seeded lead has: the segment holds only this file's leads.
const segment = {
  segment_statuses: ['qualified'],
  segment_sources: ['event'],
  segment_score_min: 97,
  segment_score_max: 97,
};
const audienceArgs = { statuses: ['qualified'], sources: ['event'], score_min: 97, score_max: 97 };
const address = (name: string) => `${name}.${tag}@exemple.fr`;
const consenting = ['alice', 'bruno', 'chloe', 'denis', 'emma'].map(address);
const refusing = address('nadia');
const unsubscribed = address('ugo');

let db: Client;
let asMarketing: Client;
let asViewer: Client;
let asCommercial: Client;
let asAdmin: Client;

async function advance(): Promise<number> {
  const { data, error } = await db.rpc('advance_campaigns');
  if (error) throw error;
  return data as number;
}

async function createCampaign(client: Client, over: Record<string, unknown> = {}) {
  const { data, error } = await client
    .from('email_campaigns')
    .insert({
      name: `Campagne ${tag}`,
      subject: 'Nos nouveaux murs LED',
      content: 'Bonjour,\n\n**Nouveau** : le mur LED 2 m².',
      ...segment,
      ...over,
    })
    .select()
    .single();
  if (error) throw error;
  return data;
}

async function campaignRow(id: string) {
  const { data, error } = await db.from('email_campaigns').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

async function outboxRecipients(campaignId: string): Promise<string[]> {
  const { data, error } = await db.from('email_outbox').select('recipient').eq('campaign_id', campaignId);
  if (error) throw error;
  return data.map((r) => r.recipient).sort();
}

function deliver(): Promise<DeliveryReport> {
  const env: Record<string, string> = {
    SUPABASE_URL: apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    RESEND_API_KEY: 're_test_key',
    RESEND_API_URL: inbox,
    SITE_URL: 'https://www.visiolease.fr',
  };
  return deliverHandler((key) => env[key])(
    new Request('http://functions.local/deliver-emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    }),
  ).then((response) => response.json() as Promise<DeliveryReport>);
}

beforeAll(async () => {
  db = service();
  [asMarketing, asViewer, asCommercial, asAdmin] = await Promise.all([
    signedIn('marketing@example.com', 'demo123456'),
    signedIn('lecteur@example.com', 'demo123456'),
    signedIn('commercial@example.com', 'demo123456'),
    signedIn('admin@example.com', 'admin123456'),
  ]);
  // A consent comes with its evidence (the service role plays the conversion of each lead's request).
  const lead = (email: string, consent: boolean) => ({
    ...factories.leads({ email, status: 'qualified', source: 'event', score: 97 }),
    ...(consent ? consentEvidence() : {}),
  });
  for (const row of [...consenting.map((e) => lead(e, true)), lead(refusing, false), lead(unsubscribed, true)]) {
    const { error } = await db.from('leads').insert(row);
    if (error) throw error;
  }
  const { error: unsubscribeError } = await db.from('email_unsubscribes').insert({ email: unsubscribed });
  if (unsubscribeError) throw unsubscribeError;
});

describe('consent', () => {
  it('the box ticked on a public form follows the request into its lead, with the time it was given', async () => {
    const email = address('formulaire');
    const { error } = await anon()
      .from('quote_requests')
      .insert(
        factories.quote_requests({
          email,
          marketing_consent: true,
          marketing_consent_page: '/contact-pro',
          marketing_consent_wording: marketingConsentWording,
        }),
      );
    expect(error).toBeNull();
    const { data: request } = await db.from('quote_requests').select('id').eq('email', email).single();
    const { data: leadId, error: convertError } = await asAdmin.rpc('convert_request_to_lead', {
      request_id: request!.id,
    });
    expect(convertError).toBeNull();
    const { data: lead } = await db
      .from('leads')
      .select('marketing_consent, marketing_consent_at')
      .eq('id', leadId as string)
      .single();
    expect(lead?.marketing_consent).toBe(true);
    expect(Date.now() - Date.parse(lead!.marketing_consent_at!)).toBeLessThan(60_000);
  });
});

describe('audience', () => {
  it('counts the matching leads and, among them, those who consented and did not unsubscribe', async () => {
    const { data, error } = await asMarketing.rpc('preview_campaign_audience', audienceArgs);
    expect(error).toBeNull();
    expect(data).toEqual({ matching: 7, eligible: 5 });
  });

  it('refuses to send to a segment nobody may receive, in French', async () => {
    const campaign = await createCampaign(asMarketing, {
      segment_score_min: 97,
      segment_score_max: 97,
      segment_sources: ['partner'],
    });
    const { error } = await asMarketing.rpc('schedule_campaign', { campaign_id: campaign.id });
    expect(error?.message).toMatch(/^Aucun destinataire dans ce segment/);
    expect((await campaignRow(campaign.id)).status).toBe('draft');
  });

  it('refuses a schedule in the past', async () => {
    const campaign = await createCampaign(asMarketing);
    const { error } = await asMarketing.rpc('schedule_campaign', {
      campaign_id: campaign.id,
      send_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(error?.message).toBe('La date d’envoi ne peut pas être dans le passé.');
  });
});

describe('sending', () => {
  it('an interrupted, resumed send never e-mails a recipient twice, and skips who withdrew', async () => {
    const campaign = await createCampaign(asMarketing, { batch_size: 2, batch_interval_seconds: 10 });
    expect((await asMarketing.rpc('schedule_campaign', { campaign_id: campaign.id })).error).toBeNull();

    expect(await advance()).toBe(2);
    let row = await campaignRow(campaign.id);
    expect(row.status).toBe('sending');
    expect(row.recipients_count).toBe(5);
    // Within the interval, nothing more is queued.
    expect(await advance()).toBe(0);

    // The worker dies; an operator puts the campaign back to « scheduled » and the clock moves on:
    // the recipients are taken again, and only those not yet queued are queued.
    const resume = () =>
      db
        .from('email_campaigns')
        .update({ status: 'scheduled', last_batch_at: new Date(Date.now() - 60_000).toISOString() })
        .eq('id', campaign.id);
    await resume();
    // Meanwhile the last one withdraws consent: checked again when their batch is queued.
    await db.from('leads').update({ marketing_consent: false }).eq('email', consenting[4]);
    expect(await advance()).toBe(2);
    await resume();
    expect(await advance()).toBe(0);

    const recipients = await outboxRecipients(campaign.id);
    expect(recipients).toEqual(consenting.slice(0, 4));
    expect(new Set(recipients).size).toBe(recipients.length);
    const { data: statuses } = await db
      .from('email_campaign_recipients')
      .select('email, status')
      .eq('campaign_id', campaign.id)
      .order('email');
    expect(statuses).toEqual([
      ...consenting.slice(0, 4).map((email) => ({ email, status: 'queued' })),
      { email: consenting[4], status: 'skipped' },
    ]);

    // Delivered to the inbox: counts and status follow the outbox.
    // The outbox also holds what earlier test files queued (in whatever order the runner chose):
    // drain it whole rather than a fixed number of batches.
    for (let i = 0; i < 100 && (await deliver()).claimed > 0; i++);
    await advance();
    row = await campaignRow(campaign.id);
    expect([row.status, row.delivered_count, row.failed_count]).toEqual(['sent', 4, 0]);
  });

  it('each e-mail carries one-click unsubscribe headers and a visible link that unsubscribes', async () => {
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${consenting[0]}`)}`);
    const { messages } = (await search.json()) as { messages: { ID: string; Subject: string }[] };
    expect(messages.map((m) => m.Subject)).toEqual(['Nos nouveaux murs LED']);
    const message = (await (await fetch(`${inbox}/api/v1/message/${messages[0]!.ID}`)).json()) as {
      Text: string;
      HTML: string;
    };
    const headers = (await (await fetch(`${inbox}/api/v1/message/${messages[0]!.ID}/headers`)).json()) as Record<
      string,
      string[]
    >;
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe']![0]!)![1]!;
    expect(oneClick).toMatch(new RegExp(`^${apiUrl}/functions/v1/unsubscribe\\?token=[0-9a-f]{64}$`));
    expect(message.HTML).toContain('<strong>Nouveau</strong>');
    const link = /https:\/\/www\.visiolease\.fr\/desinscription\?token=([0-9a-f]{64})/.exec(message.Text);
    expect(link).not.toBeNull();

    // The page's button: the anon RPC.
    expect((await anon().rpc('unsubscribe', { token: link![1]! })).data).toBe(true);
    expect((await anon().rpc('unsubscribe', { token: 'pas-un-jeton' })).data).toBe(false);
    const { data: lead } = await db.from('leads').select('marketing_consent').eq('email', consenting[0]).single();
    expect(lead?.marketing_consent).toBe(false);

    // The mail client's one-click POST, on another recipient's token (only their e-mail carries it).
    const otherSearch = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${consenting[1]}`)}`);
    const { messages: otherMessages } = (await otherSearch.json()) as { messages: { ID: string }[] };
    const otherHeaders = (await (
      await fetch(`${inbox}/api/v1/message/${otherMessages[0]!.ID}/headers`)
    ).json()) as Record<string, string[]>;
    const otherToken = /token=([0-9a-f]{64})>$/.exec(otherHeaders['List-Unsubscribe']![0]!)![1]!;
    const env: Record<string, string> = {
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SITE_URL: 'https://www.visiolease.fr',
    };
    const response = await unsubscribeHandler((key) => env[key])(
      new Request(`http://functions.local/unsubscribe?token=${otherToken}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);

    // A second campaign to the same segment skips both, and the one who withdrew (staff can take
    // consent away, never give it back).
    const second = await createCampaign(asMarketing, { name: `Seconde ${tag}` });
    expect((await asMarketing.rpc('preview_campaign_audience', audienceArgs)).data).toEqual({
      matching: 7,
      eligible: 2,
    });
    expect((await asMarketing.rpc('schedule_campaign', { campaign_id: second.id })).error).toBeNull();
    await advance();
    expect(await outboxRecipients(second.id)).toEqual(consenting.slice(2, 4));
  });

  it('« Envoyer un test » goes to the signed-in user only', async () => {
    const campaign = await createCampaign(asMarketing);
    const { data, error } = await asMarketing.rpc('send_campaign_test', { campaign_id: campaign.id });
    expect(error).toBeNull();
    expect(data).toBe('marketing@example.com');
    expect(await outboxRecipients(campaign.id)).toEqual(['marketing@example.com']);
    expect((await campaignRow(campaign.id)).status).toBe('draft');
  });
});

describe('rules the database holds', () => {
  it('refuses raw HTML, scripting links and oversized content, and edits of a sent campaign', async () => {
    for (const content of ['<script>alert(1)</script>', '[clic](javascript:alert(1))', 'x'.repeat(20_001)]) {
      const { error } = await asMarketing.from('email_campaigns').insert({ name: `Refus ${tag}`, content });
      expect(error?.code, content.slice(0, 30)).toBe('23514');
    }
    expect(
      (
        await asMarketing
          .from('email_campaigns')
          .insert({ name: `Lien ${tag}`, content: 'Voir <https://www.visiolease.fr>' })
      ).error,
    ).toBeNull();

    const { data: sent } = await db.from('email_campaigns').select('id').eq('status', 'sent').limit(1).single();
    const { error } = await asMarketing.from('email_campaigns').update({ subject: 'Autre objet' }).eq('id', sent!.id);
    expect(error?.message).toBe('Une campagne en cours d’envoi ou envoyée ne peut plus être modifiée : dupliquez-la.');
    // Status and counts are the database's.
    const forged = await asMarketing
      .from('email_campaigns')
      .update({ status: 'sent' } as never)
      .eq('id', sent!.id);
    expect(forged.error?.code).toBe('42501');
  });

  it('marketing writes, the viewer reads, other roles and visitors see nothing', async () => {
    const campaign = await createCampaign(asMarketing, { name: `Droits ${tag}` });
    const { data: viewerRows } = await asViewer.from('email_campaign_recipients').select('id').limit(1);
    expect(viewerRows?.length).toBe(1);
    expect((await asViewer.from('email_campaigns').select('id').eq('id', campaign.id)).data).toHaveLength(1);
    expect((await asViewer.from('email_campaigns').insert({ name: `Lecteur ${tag}` })).error?.code).toBe('42501');
    expect((await asViewer.rpc('schedule_campaign', { campaign_id: campaign.id })).error?.code).toBe('42501');
    expect((await asViewer.rpc('send_campaign_test', { campaign_id: campaign.id })).error?.code).toBe('42501');

    for (const client of [asCommercial, await staff()]) {
      expect((await client.from('email_campaigns').select('id').eq('id', campaign.id)).data).toEqual([]);
      expect((await client.from('email_campaign_recipients').select('id').limit(1)).data).toEqual([]);
      expect((await client.from('email_unsubscribes').select('id').limit(1)).data).toEqual([]);
      expect((await client.rpc('preview_campaign_audience', audienceArgs)).error?.code).toBe('42501');
    }
    expect((await anon().from('email_unsubscribes').select('id')).error?.code).toBe('42501');
    expect((await anon().rpc('advance_campaigns')).error?.code).toBe('42501');
    expect((await asMarketing.rpc('advance_campaigns')).error?.code).toBe('42501');
  });
});
