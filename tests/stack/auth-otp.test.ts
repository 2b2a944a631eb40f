import { createClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../supabase/local/config';
import {
  claims,
  codeOf,
  deleteMailsTo,
  linkOf,
  mailIdsTo,
  mailTo,
  noMailTo,
  rowsOf,
  tokenHashOf,
} from '../support/auth-inbox';
import { ANON_KEY, apiUrl, createTestUser, serviceClient, type AnyClient, type TestUser } from '../support/clients';

/**
 * Passwordless sign-in as the customer space will call it through supabase-js: signInWithOtp
 * e-mails a code and a link (POST /auth/v1/otp), verifyOtp spends either (POST /verify), and the
 * link of GoTrue's own template is followed in a browser (GET /verify → 303).
 *
 * Each test talks from its own loopback address: the stack's per-client buckets (30 requests per
 * 5 minutes, as [auth.rate_limit]) then belong to that test alone.
 */
const { siteUrl } = loadConfig().authEmail;
const V = { 'X-Supabase-Api-Version': '2024-01-01' };
/** An allowed redirect: `[auth] additional_redirect_urls` lists the app's origins with `/admin/**` only, today. */
const APP = 'http://127.0.0.1:4173/admin/espace';
const SUBJECT = 'Votre code de connexion à l’espace client VisioLease';
const CODE_INVALID = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };
const LINK_INVALID = { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' };

const users: TestUser[] = [];
const createdIds: string[] = [];
const recipients = new Set<string>();
let counter = 0;

function uniqueEmail(label: string): string {
  const email = `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;
  recipients.add(email);
  return email;
}

async function customer(): Promise<TestUser> {
  const user = await createTestUser({ email: uniqueEmail('client') });
  users.push(user);
  return user;
}

const agents = new Map<string, Agent>();
function agentFor(from: string): Agent {
  if (!agents.has(from)) agents.set(from, new Agent({ localAddress: from }));
  return agents.get(from) as Agent;
}

/** A browser's supabase-js client, its requests sent from `from`. */
function clientFrom(from: string, flowType: 'implicit' | 'pkce' = 'implicit'): AnyClient {
  const fetchFrom = ((input: string, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher: agentFor(from) })) as unknown as typeof fetch;
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, flowType },
    global: { fetch: fetchFrom },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A raw request from `from`, with the apikey unless `keyless`. */
async function raw(
  from: string,
  path: string,
  init: { method?: string; body?: unknown; keyless?: boolean } = {},
): Promise<{ status: number; location: string | null; json: unknown }> {
  const res = await undiciFetch(`${apiUrl}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    dispatcher: agentFor(from),
    redirect: 'manual',
    headers: {
      ...V,
      ...(init.keyless ? {} : { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }),
      'Content-Type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), json: text ? JSON.parse(text) : null };
}

/** A code that is not `right`. */
const wrongCode = (right: string, n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0');

const usersWithEmail = (email: string) =>
  rowsOf<{ id: string }>(`select id from auth.users where lower(email) = lower($1)`, [email]);

function recoveryTokenOf(userId: string) {
  return rowsOf<{ recovery_token: string; rows: string }>(
    `select recovery_token, (select count(*) from auth.one_time_tokens t where t.user_id = u.id)::text as rows
       from auth.users u where id = $1`,
    [userId],
  );
}

afterAll(async () => {
  await deleteMailsTo(recipients);
  for (const user of users) await user.remove();
  for (const id of createdIds) await serviceClient().auth.admin.deleteUser(id);
  for (const agent of agents.values()) await agent.close();
});

describe('signInWithOtp → one French e-mail with the code and the link', () => {
  it('sends the code and a link to the app; the code signs in once, and spends the link with it', async () => {
    const user = await customer();
    const browser = clientFrom('127.0.5.1');
    const asked = await browser.auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: APP },
    });
    expect(asked).toEqual({ data: { user: null, session: null }, error: null });

    const mail = await mailTo(user.email);
    expect(mail.Subject).toBe(SUBJECT);
    expect(mail.From).toMatchObject({ Name: 'VisioLease', Address: 'no-reply@visiolease.fr' });
    expect(mail.Text).toContain('Connexion à votre espace client');
    expect(mail.Text).toContain('valables une heure');
    expect(mail.Text).toContain('qu’une seule fois');
    const code = codeOf(mail);
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(APP);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(tokenHashOf(mail)).toMatch(/^[0-9a-f]{56}$/);
    // GoTrue's sendMagicLink: the user's recovery token, recorded in auth.one_time_tokens.
    expect(await recoveryTokenOf(user.id)).toEqual([{ recovery_token: tokenHashOf(mail), rows: '1' }]);

    const verified = await browser.auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: user.id, email: user.email });
    const session = verified.data.session!;
    expect(claims(session.access_token)).toMatchObject({ sub: user.id, amr: [{ method: 'otp' }] });
    expect((await browser.auth.getUser()).data.user?.id).toBe(user.id);

    const reused = await clientFrom('127.0.5.1').auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(reused.error).toMatchObject(CODE_INVALID);
    expect(reused.data.session).toBeNull();
    const link2 = await clientFrom('127.0.5.1').auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'magiclink' });
    expect(link2.error).toMatchObject(LINK_INVALID);
    expect(await recoveryTokenOf(user.id)).toEqual([{ recovery_token: '', rows: '0' }]);
  });

  it('the link’s token_hash signs in with verifyOtp({ token_hash, type: "magiclink" }), once', async () => {
    const user = await customer();
    await clientFrom('127.0.5.2').auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } });
    const hash = tokenHashOf(await mailTo(user.email));
    const browser = clientFrom('127.0.5.2');
    const verified = await browser.auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    const again = await clientFrom('127.0.5.2').auth.verifyOtp({ token_hash: hash, type: 'magiclink' });
    expect(again.error).toMatchObject(LINK_INVALID);
  });
});

describe('what a code is worth', () => {
  it('refuses a code older than otp_expiry (one hour) with 403 otp_expired; in time it works', async () => {
    const user = await customer();
    const from = '127.0.5.10';
    await clientFrom(from).auth.signInWithOtp({ email: user.email });
    const code = codeOf(await mailTo(user.email));
    await rowsOf(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where id = $1`, [user.id]);
    const expired = await clientFrom(from).auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(expired.error).toMatchObject(CODE_INVALID);
    await rowsOf(`update auth.users set recovery_sent_at = now() - interval '3500 seconds' where id = $1`, [user.id]);
    const inTime = await clientFrom(from).auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(inTime.error).toBeNull();
    expect(inTime.data.user?.id).toBe(user.id);
  });

  it('5 wrong codes kill it: the right code and the link are then refused', async () => {
    const user = await customer();
    const from = '127.0.5.11';
    await clientFrom(from).auth.signInWithOtp({ email: user.email });
    const mail = await mailTo(user.email);
    const code = codeOf(mail);
    for (let n = 0; n < 5; n++) {
      const wrong = await clientFrom(from).auth.verifyOtp({
        email: user.email,
        token: wrongCode(code, n),
        type: 'email',
      });
      expect(wrong.error).toMatchObject(CODE_INVALID);
    }
    expect(await recoveryTokenOf(user.id)).toEqual([{ recovery_token: '', rows: '0' }]);
    const right = await clientFrom(from).auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(right.error).toMatchObject(CODE_INVALID);
    const link = await clientFrom(from).auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'magiclink' });
    expect(link.error).toMatchObject(LINK_INVALID);
  });
});

describe('who may ask', () => {
  it('shouldCreateUser: false for an unknown address → 422 otp_disabled, no account, no e-mail', async () => {
    const nobody = uniqueEmail('inconnu');
    const result = await clientFrom('127.0.5.20').auth.signInWithOtp({
      email: nobody,
      options: { shouldCreateUser: false, emailRedirectTo: APP },
    });
    expect(result.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    expect(await usersWithEmail(nobody)).toEqual([]);
    await noMailTo(nobody);
  });

  it('shouldCreateUser left to true, with [auth] enable_signup = false → 422 signup_disabled, no account', async () => {
    const nobody = uniqueEmail('inconnu');
    const result = await clientFrom('127.0.5.21').auth.signInWithOtp({ email: nobody });
    expect(result.error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(await usersWithEmail(nobody)).toEqual([]);
    await noMailTo(nobody);
  });

  it('an account whose address is not confirmed is a sign-up too: 422 signup_disabled, no e-mail', async () => {
    const email = uniqueEmail('non-confirme');
    const { data } = await serviceClient().auth.admin.createUser({ email, email_confirm: false });
    createdIds.push(data.user!.id);
    const result = await clientFrom('127.0.5.22').auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(result.error).toMatchObject({ status: 422, code: 'signup_disabled' });
    await noMailTo(email);
  });

  it('a banned account gets the same 200 and no e-mail', async () => {
    const user = await customer();
    await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: '876000h' });
    const result = await clientFrom('127.0.5.23').auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false },
    });
    expect(result).toEqual({ data: { user: null, session: null }, error: null });
    await noMailTo(user.email);
  });

  it('answers GoTrue’s 400s and 422s for malformed requests', async () => {
    const from = '127.0.5.24';
    const cases: Array<[unknown, number, string, string]> = [
      [{}, 400, 'validation_failed', 'One of email or phone must be set'],
      [
        { email: 'a@example.test', phone: '+33612345678' },
        400,
        'validation_failed',
        'Only an email address or phone number should be provided',
      ],
      [
        { email: 'a@example.test', channel: 'sms' },
        400,
        'validation_failed',
        'Channel should only be specified with Phone OTP',
      ],
      [
        { email: 'a@example.test', code_challenge: 'x'.repeat(43) },
        400,
        'validation_failed',
        'PKCE flow requires code_challenge_method and code_challenge',
      ],
      [{ phone: '+33612345678' }, 400, 'phone_provider_disabled', 'Unsupported phone provider'],
      [{ email: 'pas-une-adresse' }, 400, 'validation_failed', 'Unable to validate email address: invalid format'],
      // shouldCreateUser tests its answer before its error: a malformed address is "unknown".
      [{ email: 'pas-une-adresse', create_user: false }, 422, 'otp_disabled', 'Signups not allowed for otp'],
      [
        { email: 'a@example.test', create_user: 'false' },
        400,
        'bad_json',
        'Could not parse request body as JSON: create_user must be a boolean',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await raw(from, '/otp', { body });
      expect({ body, ...res }).toEqual({ body, status, location: null, json: { code, message } });
    }
  });
});

describe('limits', () => {
  it('one e-mail per address per max_frequency (429 over_email_send_rate_limit), shared with password resets', async () => {
    const user = await customer();
    const from = '127.0.5.30';
    expect((await clientFrom(from).auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const again = await clientFrom('127.0.5.31').auth.signInWithOtp({ email: user.email });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after 5\d seconds\.$/);
    // A magic link is a recovery token: the reset of the same minute is refused too (GoTrue's recovery_sent_at).
    const reset = await clientFrom(from).auth.resetPasswordForEmail(user.email);
    expect(reset.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await mailTo(user.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailIdsTo(user.email)).toHaveLength(1);

    // And the other way round: a reset first, then a code within the minute.
    const other = await customer();
    expect((await clientFrom(from).auth.resetPasswordForEmail(other.email)).error).toBeNull();
    const code = await clientFrom(from).auth.signInWithOtp({ email: other.email });
    expect(code.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('the 31st request from one client within 5 minutes → 429 over_request_rate_limit; another client is not concerned', async () => {
    const from = '127.0.5.32';
    for (let i = 0; i < 30; i++) {
      const res = await raw(from, '/otp', { body: { email: uniqueEmail('rafale'), create_user: false } });
      expect(res.status).toBe(422);
    }
    const blocked = await raw(from, '/otp', { body: { email: uniqueEmail('rafale'), create_user: false } });
    expect(blocked).toMatchObject({
      status: 429,
      json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    const elsewhere = await raw('127.0.5.33', '/otp', { body: { email: uniqueEmail('rafale'), create_user: false } });
    expect(elsewhere.status).toBe(422);
  });
});

describe('where the link lands', () => {
  it('the e-mail links to an allowed redirect only; anything else falls back to site_url', async () => {
    const user = await customer();
    await clientFrom('127.0.5.40').auth.signInWithOtp({
      email: user.email,
      options: { emailRedirectTo: 'https://evil.example/espace-client' },
    });
    const href = linkOf(await mailTo(user.email)).href;
    expect(href.startsWith(`${siteUrl}/?token_hash=`) || href.startsWith(`${siteUrl}?token_hash=`)).toBe(true);
  });

  it('GET /verify (GoTrue’s link, no apikey) → 303 to redirect_to with the session in the fragment, once', async () => {
    const user = await customer();
    const from = '127.0.5.41';
    await clientFrom(from).auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } });
    const hash = tokenHashOf(await mailTo(user.email));
    const path = `/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent(APP)}`;

    const followed = await raw(from, path, { method: 'GET', keyless: true });
    expect(followed.status).toBe(303);
    const location = followed.location as string;
    expect(location.startsWith(`${APP}#`)).toBe(true);
    const fragment = new URLSearchParams(location.slice(APP.length + 1));
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(claims(fragment.get('access_token') as string)).toMatchObject({ sub: user.id });
    const browser = clientFrom(from);
    const set = await browser.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect(set.error).toBeNull();
    expect((await browser.auth.getUser()).data.user?.id).toBe(user.id);

    const again = await raw(from, path, { method: 'GET', keyless: true });
    expect(again.status).toBe(303);
    expect(again.location).toBe(
      `${APP}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('GET /verify sends a link with another redirect_to to site_url; a request without type is a 400', async () => {
    const user = await customer();
    const from = '127.0.5.42';
    await clientFrom(from).auth.signInWithOtp({ email: user.email });
    const hash = tokenHashOf(await mailTo(user.email));
    const evil = await raw(
      from,
      `/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent('https://evil.example/')}`,
      { method: 'GET', keyless: true },
    );
    expect(evil.status).toBe(303);
    expect(evil.location?.startsWith(`${siteUrl}#access_token=`)).toBe(true);
    const untyped = await raw(from, `/verify?token=${hash}`, { method: 'GET', keyless: true });
    expect(untyped).toMatchObject({
      status: 400,
      json: { code: 'validation_failed', message: 'Verify requires a verification type' },
    });
  });
});

describe('PKCE (a client created with flowType: "pkce")', () => {
  it('the link redirects with ?code=, which exchangeCodeForSession trades once, with the right verifier only', async () => {
    const user = await customer();
    const from = '127.0.5.50';
    const browser = clientFrom(from, 'pkce');
    expect(
      (await browser.auth.signInWithOtp({ email: user.email, options: { emailRedirectTo: APP } })).error,
    ).toBeNull();
    const hash = tokenHashOf(await mailTo(user.email));
    expect(hash).toMatch(/^pkce_[0-9a-f]{56}$/);

    const followed = await raw(from, `/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent(APP)}`, {
      method: 'GET',
      keyless: true,
    });
    expect(followed.status).toBe(303);
    const location = new URL(followed.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    const code = location.searchParams.get('code') as string;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const wrong = await raw(from, '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(56) },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: { code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' },
    });
    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.id).toBe(user.id);
    expect(claims(exchanged.data.session!.access_token)).toMatchObject({ amr: [{ method: 'magiclink' }] });
    const twice = await raw(from, '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(56) },
    });
    expect(twice).toMatchObject({ status: 404, json: { code: 'flow_state_not_found' } });
  });
});
