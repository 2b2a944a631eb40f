import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler as deliverHandler, type DeliveryReport } from '../../supabase/functions/deliver-emails/handler';
import { SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { marketingConsentWording } from '../../src/config/marketing-consent';
import { databaseUrl } from '../support/clients';
import { consentEvidence, factories } from './factories';
import { visitorFrom } from './hardening-visitor';
import { apiUrl, newStaffAccount, seededRoles, service, signedInRoles, type Client, type SeededRole } from './support';

/**
 * Issue 25 « Hardening III », the database and app items, each as the outside attack played it:
 * 3 consent is the person's act (the public form's box, with its evidence), 5 no control character
 * reaches a mail header, 8 list_staff for the roles that assign owners with names admins manage,
 * 9 unsubscribe tokens readable by nobody, 10 notes deleted by their author or an admin, sent
 * campaigns archived not deleted, the outbox in the audit trail.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const tag = Date.now().toString(36);
const address = (name: string) => `${name}.${tag}@exemple.fr`;
const FORBIDDEN = '42501';
const CHECK = '23514';
const RAISED = 'P0001';
const INJECTION = 'Jean\r\nBcc: exfil@evil.example';

let db: Client;
let as: Record<SeededRole, Client>;

// This file's visitors come from their own loopback range, away from the per-client limit of others.
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return visitorFrom(`127.25.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`);
};

/** One fresh connection per case, as `postgres`. */
async function withSql<T>(run: (sql: pg.Client) => Promise<T>): Promise<T> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

function deliverTo(resendUrl: string): Promise<DeliveryReport> {
  const env: Record<string, string> = {
    SUPABASE_URL: apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    RESEND_API_KEY: 're_test_key',
    RESEND_API_URL: resendUrl,
    SITE_URL: 'https://www.visiolease.fr',
  };
  return deliverHandler((key) => env[key])(
    new Request('http://functions.local/deliver-emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    }),
  ).then((response) => response.json() as Promise<DeliveryReport>);
}

async function drain(resendUrl = inbox) {
  for (let i = 0; i < 30; i++) if ((await deliverTo(resendUrl)).claimed === 0) return;
  throw new Error('the outbox never emptied');
}

/** A public request, as the form sends it (through a fresh visitor). */
async function fileRequest(over: Record<string, unknown>) {
  const row = factories.quote_requests(over);
  const result = await visitor()
    .from('quote_requests')
    .insert(row as never);
  return { ...result, email: row.email };
}

beforeAll(async () => {
  db = service();
  as = await signedInRoles();
});

// == 3. Consent ====================================================================================
describe('3. marketing consent is the person’s own act, with its evidence', () => {
  it('marketing cannot turn consent on (PATCH leads?marketing_consent=eq.false), nor stamp a date', async () => {
    const email = address('sans-accord');
    const { error: seedError } = await db.from('leads').insert(factories.leads({ email }));
    expect(seedError).toBeNull();
    const result = await as.marketing
      .from('leads')
      .update({ marketing_consent: true })
      .eq('marketing_consent', false)
      .eq('email', email)
      .select('id');
    expect(result.error?.code).toBe(RAISED);
    expect(result.error?.message).toMatch(/^Seule la personne concernée peut donner son accord/);
    const { data } = await db.from('leads').select('marketing_consent, marketing_consent_at').eq('email', email);
    expect(data).toEqual([{ marketing_consent: false, marketing_consent_at: null }]);
  });

  it('a commercial inserting a lead with consent ticked gets no consent', async () => {
    const email = address('inconnu');
    const result = await as.commercial.from('leads').insert(factories.leads({ email, marketing_consent: true }));
    expect(result.error?.code).toBe(RAISED);
    const { data } = await db.from('leads').select('marketing_consent').eq('email', email);
    expect((data ?? []).filter((l) => l.marketing_consent)).toEqual([]);
  });

  it('the public form’s box follows its request into the lead, with the evidence: form, page, wording, time', async () => {
    const email = address('formulaire');
    const { error } = await fileRequest({
      email,
      type: 'partner',
      marketing_consent: true,
      marketing_consent_page: '/devenir-partenaire',
      marketing_consent_wording: marketingConsentWording,
    });
    expect(error).toBeNull();
    const { data: request } = await db.from('quote_requests').select('id, created_at').eq('email', email).single();
    // Reclassifying the request later does not rewrite what the person used.
    await as.commercial.from('quote_requests').update({ type: 'quote' }).eq('id', request!.id);
    const { data: leadId, error: convertError } = await as.commercial.rpc('convert_request_to_lead', {
      request_id: request!.id,
    });
    expect(convertError).toBeNull();
    const { data: lead } = await db.from('leads').select('*').eq('id', leadId!).single();
    expect(lead).toMatchObject({
      marketing_consent: true,
      marketing_consent_request_id: request!.id,
      marketing_consent_form: 'partner',
      marketing_consent_page: '/devenir-partenaire',
      marketing_consent_wording: marketingConsentWording,
      marketing_consent_withdrawn_at: null,
    });
    expect(Date.parse(lead!.marketing_consent_at!)).toBe(Date.parse(request!.created_at));
  });

  it('a ticked box without the wording shown and the page is not evidence: refused', async () => {
    const { error, email } = await fileRequest({ email: address('sans-preuve'), marketing_consent: true });
    expect(error?.code).toBe(CHECK);
    expect((await db.from('quote_requests').select('id').eq('email', email)).data).toEqual([]);
  });

  it('the evidence is immutable; staff withdraw consent, never give it back', async () => {
    const email = address('retrait');
    const { data: lead } = await db
      .from('leads')
      .insert({ ...factories.leads({ email }), ...consentEvidence() })
      .select('*')
      .single();
    // Not writable by staff (no column grant), not even by the service role (a trigger).
    const forged = await as.marketing
      .from('leads')
      .update({ marketing_consent_wording: 'Autre texte' })
      .eq('id', lead!.id);
    expect(forged.error?.code).toBe(FORBIDDEN);
    const rewritten = await db.from('leads').update({ marketing_consent_page: '/autre' }).eq('id', lead!.id);
    expect(rewritten.error?.code).toBe(RAISED);

    const withdraw = await as.marketing
      .from('leads')
      .update({ marketing_consent: false })
      .eq('id', lead!.id)
      .select('*');
    expect(withdraw.error).toBeNull();
    const after = withdraw.data![0]!;
    expect(after.marketing_consent).toBe(false);
    expect(after.marketing_consent_withdrawn_at).not.toBeNull();
    expect(after.marketing_consent_wording).toBe(lead!.marketing_consent_wording);
    expect(after.marketing_consent_at).toBe(lead!.marketing_consent_at);

    for (const client of [as.marketing, as.admin, db]) {
      const again = await client.from('leads').update({ marketing_consent: true }).eq('id', lead!.id);
      expect(again.error?.code).toBe(RAISED);
    }
    expect((await db.from('leads').select('marketing_consent').eq('id', lead!.id).single()).data).toEqual({
      marketing_consent: false,
    });
  });

  it('campaigns go only to addresses with evidence', async () => {
    // Even the service role cannot record consent without its evidence.
    const bare = await db
      .from('leads')
      .insert(factories.leads({ email: address('sans-trace'), marketing_consent: true }));
    expect(bare.error).not.toBeNull();
    const segment = { statuses: ['negotiation'], sources: ['ad'], score_min: 98, score_max: 98 };
    const lead = { status: 'negotiation', source: 'ad', score: 98 };
    for (const row of [
      { ...factories.leads({ email: address('preuve'), ...lead }), ...consentEvidence() },
      factories.leads({ email: address('muet'), ...lead }),
    ]) {
      expect((await db.from('leads').insert(row)).error).toBeNull();
    }
    const { data } = await as.marketing.rpc('preview_campaign_audience', segment);
    expect(data).toEqual({ matching: 2, eligible: 1 });
  });
});

// == 5. Control characters =========================================================================
describe('5. no control character reaches a mail header', () => {
  it('names, companies and subjects of a request refuse CR, LF and every control character', async () => {
    for (const column of ['first_name', 'last_name', 'company', 'subject'] as const) {
      for (const value of [INJECTION, 'Jean\nDurand', 'Jean\tDurand', 'Jean\u0085Durand', 'Jean\u2028Durand']) {
        const email = address(`ctl-${column}`);
        const { error } = await db.from('quote_requests').insert(factories.quote_requests({ email, [column]: value }));
        expect({ column, value, code: error?.code, message: error?.message }).toMatchObject({
          code: CHECK,
          message: expect.stringContaining(`quote_requests_${column}_line_check`),
        });
        expect((await db.from('quote_requests').select('id').eq('email', email)).data).toEqual([]);
      }
    }
    // The attack itself, anonymous: refused, nothing stored, nothing queued.
    const attack = await fileRequest({ email: address('attaque'), first_name: INJECTION });
    expect(attack.error?.code).toBe(CHECK);
    // A message keeps its lines.
    const fine = await fileRequest({ email: address('lignes'), message: 'Bonjour,\r\nTrois écrans.\nMerci.' });
    expect(fine.error).toBeNull();
  });

  it('leads, orders, campaign subjects and names refuse them too', async () => {
    const lead = await as.commercial
      .from('leads')
      .insert(factories.leads({ email: address('lead-ctl'), last_name: INJECTION }));
    expect(lead.error?.message).toContain('leads_last_name_line_check');
    const order = await as.commercial
      .from('orders')
      .insert(factories.orders({ customer_email: address('cmd-ctl'), customer_company: 'Société\rX' }));
    expect(order.error?.message).toContain('orders_company_line_check');
    const campaign = await as.marketing
      .from('email_campaigns')
      .insert({ name: `Campagne ${tag}`, subject: 'Offre\r\nBcc: exfil@evil.example' });
    expect(campaign.error?.message).toContain('email_campaigns_subject_line_check');
    const name = await as.marketing.from('email_campaigns').insert({ name: `Nom\n${tag}` });
    expect(name.error?.message).toContain('email_campaigns_name_line_check');
  });

  describe('the mail layer encodes every header value, whatever the database holds', () => {
    const captured: Record<string, unknown>[] = [];
    let provider: http.Server;
    let providerUrl = '';
    beforeAll(async () => {
      await drain();
      // A provider that records each request and forwards it to the inbox.
      provider = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          captured.push(JSON.parse(body) as Record<string, unknown>);
          void fetch(`${inbox}${req.url}`, {
            method: 'POST',
            headers: { Authorization: 'Bearer re_test_key', 'Content-Type': 'application/json' },
            body,
          })
            .then(async (answer) => {
              res.writeHead(answer.status, { 'Content-Type': 'application/json' });
              res.end(await answer.text());
            })
            .catch(() => {
              res.writeHead(502);
              res.end();
            });
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    });

    it('subject, reply-to and extra headers leave without CR, LF or any control character', async () => {
      const sales = address('ventes');
      const tester = address('testeur');
      const { error } = await db.from('email_outbox').insert([
        {
          template: 'request_notification',
          recipient: sales,
          payload: {
            quote_request_id: randomUUID(),
            type: 'quote',
            first_name: INJECTION,
            last_name: 'Durand\u0007',
            email: 'jean@exemple.fr\r\nBcc: exfil@evil.example',
            phone: '06 12 34 56 78',
            company: 'Société\rX\u2028Y',
            siret: null,
            subject: 'Objet',
            message: 'Message',
            created_at: new Date().toISOString(),
          },
        },
        {
          template: 'campaign',
          recipient: tester,
          payload: {
            campaign_id: randomUUID(),
            subject: 'Offre\r\nBcc: exfil@evil.example',
            content: 'Bonjour',
            test: true,
          },
        },
      ]);
      expect(error).toBeNull();
      await drain(providerUrl);

      const sent = captured.filter((c) => [sales, tester].includes((c.to as string[])[0]!));
      expect(sent).toHaveLength(2);
      for (const mail of sent) {
        const headerValues = [mail.from, mail.subject, mail.reply_to, ...Object.values((mail.headers as object) ?? {})];
        for (const value of headerValues.flat()) {
          if (value === undefined) continue;
          // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
          expect(String(value)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        }
        expect(mail).not.toHaveProperty('bcc');
        expect(mail).not.toHaveProperty('cc');
      }
      const notification = sent.find((c) => (c.to as string[])[0] === sales)!;
      expect(notification.subject).toBe(
        'Nouvelle demande de devis : Jean Bcc: exfil@evil.example Durand (Société X Y)',
      );
      // An address that is not one is left out rather than repaired.
      expect(notification.reply_to).toBeUndefined();
      expect(sent.find((c) => (c.to as string[])[0] === tester)!.subject).toBe('[Test] Offre Bcc: exfil@evil.example');
    });
  });
});

// == 8. list_staff =================================================================================
describe('8. list_staff: the roles that assign owners, with names admins manage', () => {
  it('answers admin and commercial only', async () => {
    for (const role of seededRoles) {
      const { data, error } = await as[role].rpc('list_staff');
      if (role === 'admin' || role === 'commercial') {
        expect({ role, error }).toEqual({ role, error: null });
        expect(data).toContainEqual({
          id: expect.any(String),
          email: 'admin@example.com',
          full_name: 'Claire Fontaine',
        });
      } else {
        expect({ role, code: error?.code, data }).toEqual({ role, code: FORBIDDEN, data: null });
      }
    }
  });

  it('a name a user writes about themselves is not shown; the one an admin gives is, within limits', async () => {
    const impostor = await newStaffAccount('viewer');
    try {
      const claim = await impostor.client.auth.updateUser({ data: { full_name: 'Claire Fontaine' } });
      expect(claim.error).toBeNull();
      const huge = await impostor.client.auth.updateUser({ data: { display: 'x'.repeat(200_000) } });
      expect(huge.error).toBeNull();
      const listed = async () => {
        const { data, error } = await as.commercial.rpc('list_staff');
        expect(error).toBeNull();
        return data!.find((m) => m.id === impostor.id);
      };
      expect(await listed()).toEqual({ id: impostor.id, email: impostor.email, full_name: null });
      const users = await as.admin.rpc('list_users', {});
      expect(users.data?.find((u) => u.id === impostor.id)?.full_name).toBeNull();

      // The user cannot name themselves in the profile table either.
      const self = await impostor.client
        .from('staff_profiles')
        .insert({ user_id: impostor.id, display_name: 'Claire Fontaine' });
      expect(self.error?.code).toBe(FORBIDDEN);

      const given = await as.admin
        .from('staff_profiles')
        .insert({ user_id: impostor.id, display_name: 'Nina Valet' })
        .select('display_name');
      expect(given.error).toBeNull();
      expect((await listed())?.full_name).toBe('Nina Valet');

      const tooLong = await as.admin
        .from('staff_profiles')
        .update({ display_name: 'N'.repeat(121) })
        .eq('user_id', impostor.id);
      expect(tooLong.error?.code).toBe(CHECK);
      const twoLines = await as.admin
        .from('staff_profiles')
        .update({ display_name: 'Nina\r\nValet' })
        .eq('user_id', impostor.id);
      expect(twoLines.error?.message).toContain('staff_profiles_display_name_line_check');
      const byCommercial = await as.commercial
        .from('staff_profiles')
        .update({ display_name: 'Pirate' })
        .eq('user_id', impostor.id)
        .select('user_id');
      expect(byCommercial.data ?? []).toEqual([]);
      expect((await listed())?.full_name).toBe('Nina Valet');
    } finally {
      await db.auth.admin.deleteUser(impostor.id);
    }
  });
});

// == 9. Unsubscribe tokens =========================================================================
describe('9. unsubscribe tokens are readable by nobody through the API', () => {
  const segment = {
    segment_statuses: ['negotiation'],
    segment_sources: ['referral'],
    segment_score_min: 99,
    segment_score_max: 99,
  };
  const recipient = address('jeton');
  let campaignId = '';

  beforeAll(async () => {
    await drain();
    const { error } = await db.from('leads').insert({
      ...factories.leads({ email: recipient, status: 'negotiation', source: 'referral', score: 99 }),
      ...consentEvidence(),
    });
    if (error) throw error;
    const { data: campaign, error: campaignError } = await as.marketing
      .from('email_campaigns')
      .insert({
        name: `Jetons ${tag}`,
        subject: 'Nos totems',
        content: 'Bonjour,\n\nDécouvrez nos totems.',
        ...segment,
      })
      .select('id')
      .single();
    if (campaignError) throw campaignError;
    campaignId = campaign.id;
    const scheduled = await as.marketing.rpc('schedule_campaign', { campaign_id: campaignId });
    if (scheduled.error) throw scheduled.error;
    const advanced = await db.rpc('advance_campaigns');
    if (advanced.error) throw advanced.error;
  });

  it('no role reads a token, nor its hash', async () => {
    for (const role of seededRoles) {
      for (const column of ['unsubscribe_token', 'unsubscribe_token_hash', 'token_hash']) {
        const read = await as[role].from('email_campaign_recipients').select(column as never);
        expect({ role, column, data: read.data, failed: read.error !== null }).toEqual({
          role,
          column,
          data: null,
          failed: true,
        });
      }
      // The hashes live in a schema the API does not serve.
      const privateTable = await as[role]
        .schema('private' as never)
        .from('unsubscribe_tokens' as never)
        .select('*');
      expect({ role, data: privateTable.data, failed: privateTable.error !== null }).toEqual({
        role,
        data: null,
        failed: true,
      });
    }
    // What a reader does see.
    const { data } = await as.viewer
      .from('email_campaign_recipients')
      .select('email, status')
      .eq('campaign_id', campaignId);
    expect(data).toEqual([{ email: recipient, status: 'queued' }]);
  });

  it('no outbox payload holds one: only the e-mail carries it, and unsubscribe compares hashes', async () => {
    for (const client of [as.commercial, as.marketing, as.admin, db]) {
      const { data, error } = await client.from('email_outbox').select('payload').eq('campaign_id', campaignId);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(JSON.stringify(data)).not.toMatch(/token/);
    }
    const hash = await withSql(async (sql) => {
      const { rows } = await sql.query<{ hash: string }>(
        `select t.token_hash as hash from private.unsubscribe_tokens t
           join public.email_campaign_recipients r on r.id = t.recipient_id where r.campaign_id = $1`,
        [campaignId],
      );
      return rows[0]!.hash;
    });
    // The stored value is no key: a leaked hash unsubscribes nobody.
    expect((await visitor().rpc('unsubscribe', { token: hash })).data).toBe(false);

    await drain();
    const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${recipient}`)}`);
    const { messages } = (await search.json()) as { messages: { ID: string }[] };
    expect(messages).toHaveLength(1);
    const message = (await (await fetch(`${inbox}/api/v1/message/${messages[0]!.ID}`)).json()) as { Text: string };
    const token = /desinscription\?token=([0-9a-f]{64})/.exec(message.Text)?.[1];
    expect(token).toBeDefined();
    expect(
      await withSql(
        async (sql) =>
          (await sql.query('select 1 from public.email_outbox where payload::text like $1', [`%${token}%`])).rowCount,
      ),
    ).toBe(0);
    expect((await visitor().rpc('unsubscribe', { token: token! })).data).toBe(true);
    expect((await db.from('leads').select('marketing_consent').eq('email', recipient).single()).data).toEqual({
      marketing_consent: false,
    });
  });
});

// == 10. Notes, sent campaigns, outbox audit ==========================================================
describe('10. records: notes, sent campaigns, the outbox', () => {
  it('a request note is deleted by its author or an admin only', async () => {
    const { data: request } = await db
      .from('quote_requests')
      .insert(factories.quote_requests({ email: address('notes') }))
      .select('id')
      .single();
    const note = async (client: Client, body: string) => {
      const { data, error } = await client
        .from('quote_request_notes')
        .insert({ quote_request_id: request!.id, body })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    };
    const remove = (client: Client, id: string) =>
      client.from('quote_request_notes').delete().eq('id', id).select('id');
    const exists = async (id: string) =>
      ((await db.from('quote_request_notes').select('id').eq('id', id)).data ?? []).length;

    const byAdmin = await note(as.admin, 'Rappel fixé au lundi.');
    const attempt = await remove(as.commercial, byAdmin);
    expect({ error: attempt.error, data: attempt.data }).toEqual({ error: null, data: [] });
    expect(await exists(byAdmin)).toBe(1);

    const byCommercial = await note(as.commercial, 'Client rappelé.');
    expect((await remove(as.commercial, byCommercial)).data).toHaveLength(1);
    const another = await note(as.commercial, 'Devis envoyé.');
    expect((await remove(as.admin, another)).data).toHaveLength(1);
    expect(await exists(another)).toBe(0);
  });

  it('a lead note likewise', async () => {
    const { data: lead } = await db
      .from('leads')
      .insert(factories.leads({ email: address('notes-lead') }))
      .select('id')
      .single();
    const { data: note } = await as.admin
      .from('lead_notes')
      .insert({ lead_id: lead!.id, body: 'Note de l’administratrice.' })
      .select('id')
      .single();
    const attempt = await as.marketing.from('lead_notes').delete().eq('id', note!.id).select('id');
    expect(attempt.data).toEqual([]);
    expect((await db.from('lead_notes').select('id').eq('id', note!.id)).data).toHaveLength(1);
  });

  it('a sent campaign is archived, never deleted, and its outbox rows stay', async () => {
    const { data: sent } = await db.from('email_campaigns').select('id').eq('status', 'sent').limit(1).single();
    const attempt = await as.marketing.from('email_campaigns').delete().eq('id', sent!.id).select('id');
    expect(attempt.error?.code).toBe(RAISED);
    expect(attempt.error?.message).toBe(
      'Une campagne envoyée est la trace de ce qui a été envoyé : archivez-la plutôt que de la supprimer.',
    );
    expect((await db.from('email_campaigns').select('id').eq('id', sent!.id)).data).toHaveLength(1);
    const archived = await as.marketing
      .from('email_campaigns')
      .update({ archived: true })
      .eq('id', sent!.id)
      .select('archived');
    expect(archived.data).toEqual([{ archived: true }]);
    await db.from('email_campaigns').update({ archived: false }).eq('id', sent!.id);

    // A draft may go, but the test e-mail it sent stays in the outbox.
    const { data: draft } = await as.marketing
      .from('email_campaigns')
      .insert({ name: `Brouillon ${tag}`, subject: 'Essai', content: 'Bonjour' })
      .select('id')
      .single();
    expect((await as.marketing.rpc('send_campaign_test', { campaign_id: draft!.id })).error).toBeNull();
    const { data: testMail } = await db.from('email_outbox').select('id').eq('campaign_id', draft!.id).single();
    const removed = await as.marketing.from('email_campaigns').delete().eq('id', draft!.id).select('id');
    expect(removed.data).toHaveLength(1);
    expect((await db.from('email_outbox').select('id, campaign_id').eq('id', testMail!.id)).data).toEqual([
      { id: testMail!.id, campaign_id: null },
    ]);
  });

  it('the outbox joins the audit trail', async () => {
    const { data: failed } = await db
      .from('email_outbox')
      .insert({
        template: 'request_notification',
        recipient: address('echec'),
        payload: {},
        status: 'failed',
        attempts: 8,
        last_error: 'Refusé par le fournisseur (test)',
      })
      .select('id')
      .single();
    const { error } = await as.admin.rpc('retry_email', { email_id: failed!.id });
    expect(error).toBeNull();
    const { data: trail } = await as.admin
      .from('audit_log')
      .select('table_name, action, actor_email, area, changes')
      .eq('row_id', failed!.id);
    expect(trail).toEqual([
      {
        table_name: 'email_outbox',
        action: 'update',
        actor_email: 'admin@example.com',
        area: 'outbox',
        changes: expect.objectContaining({ status: { before: 'failed', after: 'pending' } }),
      },
    ]);
  });
});
