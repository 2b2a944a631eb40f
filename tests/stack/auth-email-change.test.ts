import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ANON_KEY, apiUrl, createTestUser, databaseUrl, serviceClient, type TestUser } from '../support/clients';

/**
 * PUT /auth/v1/user with a new e-mail (issue 25 §4): as GoTrue with `[auth.email]
 * double_confirm_changes = true`, the address changes only once a link sent to the new address
 * and one sent to the current address have both been followed.
 */
const inbox = `http://127.0.0.1:${process.env.STACK_MAIL_PORT ?? 31424}`;
const V = { 'X-Supabase-Api-Version': '2024-01-01' };
const SUBJECT = 'Confirmez le changement d’adresse e-mail de votre compte VisioLease';
const SINGLE = {
  msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
  code: '200',
};

const users: TestUser[] = [];
const recipients = new Set<string>();
let counter = 0;

afterAll(async () => {
  for (const user of users) await user.remove();
  const ids: string[] = [];
  for (const address of recipients) ids.push(...(await mailsTo(address)).map((m) => m.ID));
  if (ids.length) await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: ids }) });
});

const uniqueEmail = (label: string) => {
  const email = `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;
  recipients.add(email);
  return email;
};

async function testUser(): Promise<TestUser> {
  const user = await createTestUser({ email: uniqueEmail('change') });
  users.push(user);
  return user;
}

async function mailsTo(address: string): Promise<{ ID: string; Subject: string }[]> {
  const res = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  return ((await res.json()) as { messages: { ID: string; Subject: string }[] }).messages;
}

/** The one e-mail to `address`, once it has arrived. */
async function mailTo(address: string): Promise<{ Subject: string; HTML: string; Text: string }> {
  let messages: { ID: string }[] = [];
  for (let i = 0; i < 30 && messages.length === 0; i++) {
    messages = await mailsTo(address);
    if (messages.length === 0) await new Promise((r) => setTimeout(r, 100));
  }
  expect(messages).toHaveLength(1);
  const res = await fetch(`${inbox}/api/v1/message/${messages[0]?.ID}`);
  return (await res.json()) as { Subject: string; HTML: string; Text: string };
}

const hashIn = (mail: { HTML: string }) => /token_hash=([0-9a-f]+)&(?:amp;)?type=email_change/.exec(mail.HTML)?.[1];

async function accessToken(user: TestUser): Promise<string> {
  return (await user.client.auth.getSession()).data.session!.access_token;
}

async function putUser(user: TestUser, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${apiUrl}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      ...V,
      apikey: ANON_KEY,
      Authorization: `Bearer ${await accessToken(user)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function verify(tokenHash: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${apiUrl}/auth/v1/verify`, {
    method: 'POST',
    headers: { ...V, apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'email_change', token_hash: tokenHash }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
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

const emailOf = async (id: string) =>
  (await rowsOf<{ email: string }>(`select email from auth.users where id = $1`, [id]))[0]?.email;

/** A change requested: the answer, and the hashes of the links mailed to the new and the current address. */
async function requestChange(user: TestUser) {
  const next = uniqueEmail('new');
  const answer = await putUser(user, { email: next });
  const toNew = await mailTo(next);
  const toCurrent = await mailTo(user.email);
  return { next, answer, toNew, toCurrent, hashNew: hashIn(toNew)!, hashCurrent: hashIn(toCurrent)! };
}

describe('e-mail change waits for both addresses (double_confirm_changes)', () => {
  it('PUT answers 200 with the old e-mail and new_email, stores the tokens and mails both addresses', async () => {
    const user = await testUser();
    const { next, answer, toNew, toCurrent, hashNew, hashCurrent } = await requestChange(user);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: user.id, email: user.email, new_email: next });
    expect(Date.now() - Date.parse(answer.json.email_change_sent_at as string)).toBeLessThan(60_000);
    expect(await emailOf(user.id)).toBe(user.email);

    expect(toNew.Subject).toBe(SUBJECT);
    expect(toCurrent.Subject).toBe(SUBJECT);
    expect(toNew.Text).toContain('Pour confirmer que cette nouvelle adresse est bien la vôtre');
    expect(toCurrent.Text).toContain('Ce message est envoyé à votre adresse actuelle');
    for (const text of [toNew.Text, toCurrent.Text]) {
      expect(text).toContain(next);
      expect(text).toContain(user.email);
      expect(text).toContain('depuis les deux adresses');
    }
    expect(hashNew).toMatch(/^[0-9a-f]{56}$/);
    expect(hashCurrent).toMatch(/^[0-9a-f]{56}$/);
    expect(hashNew).not.toBe(hashCurrent);

    const [row] = await rowsOf(
      `select email_change, email_change_token_new, email_change_token_current, email_change_confirm_status
         from auth.users where id = $1`,
      [user.id],
    );
    expect(row).toEqual({
      email_change: next,
      email_change_token_new: hashNew,
      email_change_token_current: hashCurrent,
      email_change_confirm_status: 0,
    });
    expect(
      await rowsOf(
        `select token_type::text, token_hash, relates_to from auth.one_time_tokens where user_id = $1 order by token_type`,
        [user.id],
      ),
    ).toEqual([
      { token_type: 'email_change_token_current', token_hash: hashCurrent, relates_to: user.email },
      { token_type: 'email_change_token_new', token_hash: hashNew, relates_to: next },
    ]);
  });

  it('one link followed: the address is unchanged; both followed: it changes, sign-in uses the new one', async () => {
    const user = await testUser();
    const { next, hashNew, hashCurrent } = await requestChange(user);

    expect(await verify(hashNew)).toEqual({ status: 200, json: SINGLE });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await verify(hashNew)).toMatchObject({ status: 403, json: { code: 'otp_expired' } }); // spent

    const second = await verify(hashCurrent);
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ user: { id: user.id, email: next }, access_token: expect.any(String) });
    expect(await emailOf(user.id)).toBe(next);
    const identity = await rowsOf<{ email: string }>(
      `select identity_data->>'email' as email from auth.identities where user_id = $1 and provider = 'email'`,
      [user.id],
    );
    expect(identity).toEqual([{ email: next }]);
    expect((await rowsOf(`select 1 from auth.one_time_tokens where user_id = $1`, [user.id])).length).toBe(0);

    expect(await passwordSignIn(next, user.password)).toBe(200);
    expect(await passwordSignIn(user.email, user.password)).toBe(400);
  });

  it('only the link to the current address followed: still unchanged', async () => {
    const user = await testUser();
    const { hashCurrent } = await requestChange(user);
    expect(await verify(hashCurrent)).toEqual({ status: 200, json: SINGLE });
    expect(await emailOf(user.id)).toBe(user.email);
    const [row] = await rowsOf<{ email_change_confirm_status: number }>(
      `select email_change_confirm_status from auth.users where id = $1`,
      [user.id],
    );
    expect(row?.email_change_confirm_status).toBe(1);
  });

  it('its codes die like the others: 5 wrong codes for the new address kill that link', async () => {
    const user = await testUser();
    const { next, hashNew, hashCurrent } = await requestChange(user);
    for (let n = 0; n < 5; n++) {
      const res = await fetch(`${apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: { ...V, apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'email_change', email: next, token: `00000${n}` }),
      });
      expect(res.status).toBe(403);
    }
    const [row] = await rowsOf<{ email_change_token_new: string; email_change_token_current: string }>(
      `select email_change_token_new, email_change_token_current from auth.users where id = $1`,
      [user.id],
    );
    expect(row).toEqual({ email_change_token_new: '', email_change_token_current: hashCurrent });
    expect(await verify(hashNew)).toMatchObject({ status: 403, json: { code: 'otp_expired' } });
  });

  it('a test send of a campaign goes to the confirmed address, not the pending one', async () => {
    const user = await testUser();
    const service = serviceClient();
    expect((await service.from('user_roles').insert({ user_id: user.id, role: 'marketing' })).error).toBeNull();
    const { next } = await requestChange(user);
    const { data: campaign, error } = await user.client
      .from('email_campaigns')
      .insert({ name: `Test ${next}`, subject: 'Objet', content: 'Bonjour,\n\nUn test.' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const sent = await user.client.rpc('send_campaign_test', { campaign_id: campaign!.id });
    expect(sent.error).toBeNull();
    expect(sent.data).toBe(user.email);
    const { data: outbox } = await service.from('email_outbox').select('recipient').eq('campaign_id', campaign!.id);
    expect(outbox).toEqual([{ recipient: user.email }]);
    await service.from('email_outbox').delete().eq('campaign_id', campaign!.id);
    await service.from('email_campaigns').delete().eq('id', campaign!.id);
  });

  it('refuses an address already taken (422 email_exists) and a second request within max_frequency (429)', async () => {
    const user = await testUser();
    const other = await testUser();
    expect(await putUser(user, { email: other.email })).toMatchObject({ status: 422, json: { code: 'email_exists' } });
    await requestChange(user);
    expect(await putUser(user, { email: uniqueEmail('again') })).toMatchObject({
      status: 429,
      json: { code: 'over_email_send_rate_limit' },
    });
  });
});

async function passwordSignIn(email: string, password: string): Promise<number> {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { ...V, apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await res.body?.cancel();
  return res.status;
}
