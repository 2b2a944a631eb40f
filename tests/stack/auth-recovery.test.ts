import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config';
import {
  ANON_KEY,
  anonClient,
  api,
  createTestUser,
  databaseUrl,
  serviceClient,
  type AnyClient,
  type TestUser,
} from '../support/clients';

/**
 * Password recovery and invitations as the back-office uses them through supabase-js: the
 * e-mail lands in the local inbox, its link carries a token_hash, verifyOtp spends it.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const { siteUrl } = loadConfig().authEmail;
const V = { 'X-Supabase-Api-Version': '2024-01-01' };
const APP = 'http://localhost:4173/admin/reset-password';
const RECOVERY_SUBJECT = 'Réinitialisation de votre mot de passe VisioLease';
const INVITE_SUBJECT = 'Votre accès à l’espace d’administration VisioLease';
const LINK_INVALID = { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' };

interface Summary {
  ID: string;
  From: { Name: string; Address: string };
  To: { Address: string }[];
  Subject: string;
}

interface Detail extends Summary {
  HTML: string;
  Text: string;
}

const users: TestUser[] = [];
const invited: string[] = [];
const recipients = new Set<string>();
let counter = 0;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;
}

async function testUser(): Promise<TestUser> {
  const user = await createTestUser({ email: uniqueEmail('recovery') });
  users.push(user);
  recipients.add(user.email);
  return user;
}

async function mailsTo(address: string): Promise<Summary[]> {
  const res = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Summary[] }).messages;
}

/** The newest of `count` messages to `address` (the stack sends before it answers; a short wait covers SMTP). */
async function mailTo(address: string, count = 1): Promise<Detail> {
  let messages: Summary[] = [];
  for (let i = 0; i < 25 && messages.length < count; i++) {
    messages = await mailsTo(address);
    if (messages.length < count) await new Promise((r) => setTimeout(r, 100));
  }
  expect(messages).toHaveLength(count);
  const res = await fetch(`${inbox}/api/v1/message/${messages[0]?.ID}`);
  return (await res.json()) as Detail;
}

/** The first link of the HTML part that carries a token_hash, as a mail client would follow it. */
function linkOf(mail: Detail): URL {
  const href = /href="([^"]*token_hash=[^"]*)"/.exec(mail.HTML)?.[1];
  expect(href).toBeTruthy();
  return new URL((href as string).replace(/&amp;/g, '&'));
}

function tokenHashOf(mail: Detail): string {
  return linkOf(mail).searchParams.get('token_hash') as string;
}

function freshClient(): AnyClient {
  return anonClient();
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
}

async function sql(text: string, params: unknown[]): Promise<void> {
  await rowsOf(text, params);
}

async function rowsOf<T extends pg.QueryResultRow>(text: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The user's rows of auth.one_time_tokens, where GoTrue also records each e-mail link's token. */
function oneTimeTokensOf(userId: string) {
  return rowsOf<{ token_type: string; token_hash: string; relates_to: string }>(
    `select token_type::text, token_hash, relates_to from auth.one_time_tokens where user_id = $1 order by token_type`,
    [userId],
  );
}

/** What GoTrue writes itself on insert (auth.users has no default for these). */
function insertedColumnsOf(userId: string) {
  return rowsOf(
    `select instance_id, aud, role, is_super_admin, created_at is not null as created, updated_at is not null as updated,
            confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
            phone_change, phone_change_token, reauthentication_token
       from auth.users where id = $1`,
    [userId],
  );
}

const GOTRUE_INSERT = {
  instance_id: '00000000-0000-0000-0000-000000000000',
  aud: 'authenticated',
  role: 'authenticated',
  is_super_admin: false,
  created: true,
  updated: true,
  recovery_token: '',
  email_change_token_new: '',
  email_change: '',
  email_change_token_current: '',
  phone_change: '',
  phone_change_token: '',
  reauthentication_token: '',
};

afterAll(async () => {
  const ids: string[] = [];
  for (const address of recipients) ids.push(...(await mailsTo(address)).map((m) => m.ID));
  if (ids.length) {
    await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: ids }) });
  }
  for (const user of users) await user.remove();
  for (const id of invited) await serviceClient().auth.admin.deleteUser(id);
});

describe('password recovery', () => {
  it('e-mails a French link whose token_hash signs in once, for a new password', async () => {
    const user = await testUser();
    const reset = await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP });
    expect(reset).toEqual({ data: {}, error: null });

    const mail = await mailTo(user.email);
    expect(mail.Subject).toBe(RECOVERY_SUBJECT);
    expect(mail.From).toMatchObject({ Name: 'VisioLease', Address: 'no-reply@visiolease.fr' });
    expect(mail.Text).toContain('valable une heure');
    expect(mail.Text).toContain('qu’une seule fois');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(APP);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(tokenHashOf(mail)).toMatch(/^[0-9a-f]{56}$/); // hex SHA-224, as GoTrue's
    expect(mail.Text).toContain(link.href);

    const admin = await serviceClient().auth.admin.getUserById(user.id);
    expect(Date.now() - Date.parse(admin.data.user?.recovery_sent_at ?? '')).toBeLessThan(60_000);

    const browser = freshClient();
    const verified = await browser.auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: user.id, email: user.email });
    const session = verified.data.session!;
    expect(claims(session.access_token)).toMatchObject({
      sub: user.id,
      amr: [{ method: 'otp', timestamp: expect.any(Number) }],
    });

    const same = await browser.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const changed = await browser.auth.updateUser({ password: 'nouveau-mot-de-passe-42' });
    expect(changed.error).toBeNull();

    // A password change signs the other sessions out (GoTrue's user.UpdatePassword).
    expect((await user.client.auth.getUser()).error).not.toBeNull();
    expect((await browser.auth.getUser()).data.user?.id).toBe(user.id);

    const signIn = await freshClient().auth.signInWithPassword({
      email: user.email,
      password: 'nouveau-mot-de-passe-42',
    });
    expect(signIn.error).toBeNull();
    const old = await freshClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const reused = await freshClient().auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'recovery' });
    expect(reused.error).toMatchObject(LINK_INVALID);
    expect(reused.data.session).toBeNull();
  });

  it('refuses a link older than otp_expiry (one hour), and a spent one, with 403 otp_expired', async () => {
    const user = await testUser();
    await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP });
    const hash = tokenHashOf(await mailTo(user.email));

    await sql(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where id = $1`, [user.id]);
    const expired = await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(expired.error).toMatchObject(LINK_INVALID);

    await sql(`update auth.users set recovery_sent_at = now() - interval '3500 seconds' where id = $1`, [user.id]);
    const inTime = await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(inTime.error).toBeNull();
    // Single use even when no new password follows (a mail scanner that opened the link).
    const again = await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(again.error).toMatchObject(LINK_INVALID);
  });

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    recipients.add(nobody);
    const res = await api(`/auth/v1/recover?redirect_to=${encodeURIComponent(APP)}`, {
      method: 'POST',
      headers: { ...V, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: nobody,
        code_challenge: null,
        code_challenge_method: null,
        gotrue_meta_security: {},
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('limits one e-mail per user per max_frequency with 429 over_email_send_rate_limit', async () => {
    const user = await testUser();
    expect((await freshClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const again = await freshClient().auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const seconds = Number(
      /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(again.error!.message)?.[1],
    );
    expect(seconds).toBeGreaterThanOrEqual(55);
    expect(seconds).toBeLessThan(60);
    // The e-mail follows the answer: wait for it, then check that no second one came.
    await mailTo(user.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('links to site_url when redirect_to is not allowed', async () => {
    const user = await testUser();
    await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: 'https://evil.example/steal' });
    const href = linkOf(await mailTo(user.email)).href;
    expect(href.startsWith(`${siteUrl}/?token_hash=`) || href.startsWith(`${siteUrl}?token_hash=`)).toBe(true);
  });

  it('validates the address: 400 validation_failed', async () => {
    const empty = await freshClient().auth.resetPasswordForEmail('');
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    const malformed = await freshClient().auth.resetPasswordForEmail('pas-une-adresse');
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('auth.one_time_tokens', () => {
  it('a recovery link is one recovery_token row, deleted once the link is spent', async () => {
    const user = await testUser();
    await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP });
    const hash = tokenHashOf(await mailTo(user.email));
    expect(await oneTimeTokensOf(user.id)).toEqual([
      { token_type: 'recovery_token', token_hash: hash, relates_to: user.email.toLowerCase() },
    ]);
    expect((await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toBeNull();
    expect(await oneTimeTokensOf(user.id)).toEqual([]);
  });

  it('a token_hash is looked up there, as GoTrue does: without its row the link is refused', async () => {
    const user = await testUser();
    await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP });
    const hash = tokenHashOf(await mailTo(user.email));
    await sql(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
    const [column] = await rowsOf<{ recovery_token: string }>(`select recovery_token from auth.users where id = $1`, [
      user.id,
    ]);
    expect(column?.recovery_token).toBe(hash);
    expect((await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' })).error).toMatchObject(
      LINK_INVALID,
    );
  });

  it('users and sessions the stack writes carry the columns GoTrue sets itself', async () => {
    const user = await testUser();
    expect(await insertedColumnsOf(user.id)).toEqual([{ ...GOTRUE_INSERT, confirmation_token: '' }]);
    const sessions = await rowsOf(
      `select s.aal::text, s.created_at is not null as created, s.updated_at is not null as updated,
              bool_and(r.created_at is not null and r.updated_at is not null and r.revoked is not null) as tokens
         from auth.sessions s join auth.refresh_tokens r on r.session_id = s.id
        where s.user_id = $1 group by s.id`,
      [user.id],
    );
    expect(sessions).toEqual([{ aal: 'aal1', created: true, updated: true, tokens: true }]);
  });
});

describe('verify', () => {
  it('answers GoTrue’s 400s and 403s for malformed or unknown links', async () => {
    const post = (body: unknown) =>
      api('/auth/v1/verify', {
        method: 'POST',
        headers: { ...V, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const cases: Array<[unknown, number, string, string]> = [
      [{ token_hash: 'abc' }, 400, 'validation_failed', 'Verify requires a verification type'],
      [{ type: 'recovery' }, 400, 'validation_failed', 'Verify requires either a token or a token hash'],
      [
        { type: 'recovery', token_hash: 'abc', email: 'a@example.test' },
        400,
        'validation_failed',
        'Only the token_hash and type should be provided',
      ],
      [{ type: 'sms', token_hash: 'abc' }, 400, 'validation_failed', 'Invalid email verification type'],
      [{ type: 'recovery', token_hash: 'f'.repeat(56) }, 403, 'otp_expired', 'Email link is invalid or has expired'],
      [{ type: 'invite', token_hash: 'f'.repeat(56) }, 403, 'otp_expired', 'Email link is invalid or has expired'],
      [
        { type: 'recovery', token: '123456', email: 'nobody@example.test' },
        403,
        'otp_expired',
        'Token has expired or is invalid',
      ],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ code, message });
    }
  });
});

describe('invitations', () => {
  async function invite(email: string, options: { data?: object; redirectTo?: string } = {}) {
    recipients.add(email);
    const result = await serviceClient().auth.admin.inviteUserByEmail(email, options);
    if (result.data.user && !invited.includes(result.data.user.id)) invited.push(result.data.user.id);
    return result;
  }

  it('creates the user, e-mails the link, and the link confirms the address for a chosen password', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await invite(email, {
      data: { full_name: 'Camille Durand' },
      redirectTo: 'http://127.0.0.1:4173/admin/reset-password',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Camille Durand' },
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [{ provider: 'email', identity_data: { email, email_verified: false } }],
    });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await mailTo(email);
    expect(mail.Subject).toBe(INVITE_SUBJECT);
    expect(mail.HTML).toContain('Bonjour Camille Durand,');
    expect(mail.Text).toContain('valable une heure');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4173/admin/reset-password');
    expect(link.searchParams.get('type')).toBe('invite');

    const before = await freshClient().auth.signInWithPassword({ email, password: 'mot-de-passe-choisi' });
    expect(before.error).toMatchObject({ status: 400 });

    const browser = freshClient();
    const verified = await browser.auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata).toMatchObject({ full_name: 'Camille Durand', email_verified: true });
    expect(verified.data.user?.identities?.[0]?.identity_data).toMatchObject({ email_verified: true });
    expect((await browser.auth.updateUser({ password: 'mot-de-passe-choisi' })).error).toBeNull();

    const signIn = await freshClient().auth.signInWithPassword({ email, password: 'mot-de-passe-choisi' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(data.user?.id);

    const reused = await freshClient().auth.verifyOtp({ token_hash: tokenHashOf(mail), type: 'invite' });
    expect(reused.error).toMatchObject(LINK_INVALID);
  });

  it('re-sends to a user who has not accepted yet; only the newest link works', async () => {
    const email = uniqueEmail('reinvite');
    const first = await invite(email);
    const firstHash = tokenHashOf(await mailTo(email));
    const second = await invite(email);
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const secondHash = tokenHashOf(await mailTo(email, 2));
    expect(secondHash).not.toBe(firstHash);

    expect((await freshClient().auth.verifyOtp({ token_hash: firstHash, type: 'invite' })).error).toMatchObject(
      LINK_INVALID,
    );
    expect((await freshClient().auth.verifyOtp({ token_hash: secondHash, type: 'invite' })).error).toBeNull();
  });

  it('records each invitation as the user’s one confirmation_token row, the newest replacing the last', async () => {
    const email = uniqueEmail('invite-ott');
    const first = await invite(email);
    const id = first.data.user!.id;
    const firstHash = tokenHashOf(await mailTo(email));
    expect(await insertedColumnsOf(id)).toEqual([{ ...GOTRUE_INSERT, confirmation_token: firstHash }]);
    expect(await oneTimeTokensOf(id)).toEqual([
      { token_type: 'confirmation_token', token_hash: firstHash, relates_to: email },
    ]);
    await invite(email);
    const secondHash = tokenHashOf(await mailTo(email, 2));
    expect(await oneTimeTokensOf(id)).toEqual([
      { token_type: 'confirmation_token', token_hash: secondHash, relates_to: email },
    ]);
    expect((await freshClient().auth.verifyOtp({ token_hash: secondHash, type: 'invite' })).error).toBeNull();
    expect(await oneTimeTokensOf(id)).toEqual([]);
  });

  it('refuses a confirmed address (422 email_exists), a bad address (400) and a non-admin caller (403)', async () => {
    const user = await testUser();
    const existing = await invite(user.email);
    expect(existing.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const malformed = await invite('pas-une-adresse');
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const asAnon = await anonClient().auth.admin.inviteUserByEmail(uniqueEmail('anon'));
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const asUser = await api('/auth/v1/invite', {
      method: 'POST',
      headers: {
        ...V,
        Authorization: `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: uniqueEmail('by-user') }),
    });
    expect(asUser.status).toBe(403);
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('banned users', () => {
  it('can neither sign in, refresh, recover nor verify, until ban_duration "none"', async () => {
    const user = await testUser();
    const admin = serviceClient().auth.admin;
    const session = (await user.client.auth.getSession()).data.session!;
    await freshClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP });
    const hash = tokenHashOf(await mailTo(user.email));

    const banned = await admin.updateUserById(user.id, { ban_duration: '876000h' });
    expect(banned.error).toBeNull();
    const until = Date.parse(banned.data.user?.banned_until ?? '');
    expect(until - Date.now()).toBeGreaterThan(99 * 365 * 24 * 3600 * 1000);

    const signIn = await freshClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect((await freshClient().auth.refreshSession({ refresh_token: session.refresh_token })).error).not.toBeNull();
    const verify = await freshClient().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(verify.error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' });

    // Asked again within max_frequency: the 429 that any address, known or not, gets (issue 25 §6).
    const again = await freshClient().auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // A banned user who asks for the first time: the answer of an unknown address, and no e-mail.
    const other = await testUser();
    await admin.updateUserById(other.id, { ban_duration: '876000h' });
    expect(await freshClient().auth.resetPasswordForEmail(other.email)).toEqual({ data: {}, error: null });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(other.email)).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);

    const lifted = await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect(
      (await freshClient().auth.signInWithPassword({ email: user.email, password: user.password })).error,
    ).toBeNull();
  });
});
