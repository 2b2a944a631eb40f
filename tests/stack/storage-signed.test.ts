// Signed URLs of the local stack, through supabase-js as the app would call them, answered as
// storage-api answers them (docs/wire-additions.md §6). The fixture's private bucket lets each
// user read only their own folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt';
import { anonClient, apiUrl, createTestUser, JWT_SECRET, serviceClient, type TestUser } from '../support/clients';

const PRIVATE = 'stack-fixture-private';

let owner: TestUser;
let stranger: TestUser;
let contract: string;
let invoice: string;
const text = 'Procès-verbal signé le 28 novembre 2026.';

/** The token's claims, read without checking anything. */
function claimsOf(signedUrl: string): Record<string, unknown> {
  const token = new URL(signedUrl).searchParams.get('token') ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** A signed URL's path with another token: what a forger or a mistaken link would send. */
const withToken = (signedUrl: string, token: string) => {
  const url = new URL(signedUrl);
  url.searchParams.set('token', token);
  return url.href;
};

async function storageError(response: Response) {
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  owner = await createTestUser();
  stranger = await createTestUser();
  // A folder and a file name with spaces and accents: the signed path must survive encodeURI.
  contract = `${owner.id}/dossier été/procès verbal.txt`;
  invoice = `${owner.id}/facture.txt`;
  for (const path of [contract, invoice]) {
    const { error } = await owner.client.storage
      .from(PRIVATE)
      .upload(path, Buffer.from(text), { contentType: 'text/plain' });
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await serviceClient().storage.from(PRIVATE).remove([contract, invoice]);
  await Promise.all([owner?.remove(), stranger?.remove()]);
});

describe('createSignedUrl: a reader hands out a private file for a limited time', () => {
  it('gives a URL that downloads the object without any key, until its expiry', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await owner.client.storage.from(PRIVATE).createSignedUrl(contract, 600);
    expect(error).toBeNull();
    const signedUrl = data!.signedUrl;
    expect(
      signedUrl.startsWith(`${apiUrl}/storage/v1/object/sign/${PRIVATE}/${owner.id}/dossier%20%C3%A9t%C3%A9/`),
    ).toBe(true);
    const claims = claimsOf(signedUrl);
    expect(claims).toMatchObject({ url: `${PRIVATE}/${contract}`, scope: 'download' });
    expect(claims.exp).toBe((claims.iat as number) + 600);
    expect(claims.iat).toBeGreaterThanOrEqual(before);

    // A plain fetch: no apikey, no Authorization.
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(text);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('expires')).toBe(new Date((claims.exp as number) * 1000).toUTCString());
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('sets the download disposition: `download: true` as an attachment, a name as its file name', async () => {
    const asAttachment = await owner.client.storage.from(PRIVATE).createSignedUrl(invoice, 60, { download: true });
    expect((await fetch(asAttachment.data!.signedUrl)).headers.get('content-disposition')).toBe('attachment;');

    const named = await owner.client.storage
      .from(PRIVATE)
      .createSignedUrl(invoice, 60, { download: 'Facture FAC-2026-00042.pdf' });
    const response = await fetch(named.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename=Facture%20FAC-2026-00042.pdf; filename*=UTF-8''Facture%20FAC-2026-00042.pdf",
    );

    // supabase-js encodes the query (URLSearchParams), then the whole URL again (encodeURI): an
    // accented name arrives percent-encoded once too many, on hosted Storage as here. The server
    // itself decodes a name sent once-encoded.
    const accented = new URL(named.data!.signedUrl);
    accented.searchParams.set('download', 'Procès-verbal été.pdf');
    const encoded = encodeURIComponent('Procès-verbal été.pdf');
    expect((await fetch(accented)).headers.get('content-disposition')).toBe(
      `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
    );
  });

  it('refuses to sign for a caller whose RLS cannot read the object (HTTP 400, statusCode "404")', async () => {
    for (const client of [stranger.client, anonClient()]) {
      const { data, error } = await client.storage.from(PRIVATE).createSignedUrl(contract, 60);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    }
    const missing = await owner.client.storage.from(PRIVATE).createSignedUrl(`${owner.id}/absent.txt`, 60);
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('refuses an expiry that is not a whole number of seconds above zero', async () => {
    for (const expiresIn of [0, -5, 1.5]) {
      const { error } = await owner.client.storage.from(PRIVATE).createSignedUrl(invoice, expiresIn);
      expect(error, String(expiresIn)).toMatchObject({ status: 400, statusCode: '400' });
    }
    const response = await fetch(`${apiUrl}/storage/v1/object/sign/${PRIVATE}/${invoice}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${(await owner.client.auth.getSession()).data.session!.access_token}` },
      body: '{}',
    });
    expect(await storageError(response)).toMatchObject({
      status: 400,
      body: { statusCode: '400', message: "body must have required property 'expiresIn'" },
    });
  });
});

describe('createSignedUrls: several at once, each checked', () => {
  it('signs what the caller may read and says which it may not, in the order asked', async () => {
    const other = `${stranger.id}/pas-a-moi.txt`;
    const { data, error } = await owner.client.storage
      .from(PRIVATE)
      .createSignedUrls([invoice, `${owner.id}/absent.txt`, contract, other], 60);
    expect(error).toBeNull();
    expect(data!.map(({ path, error: refusal }) => [path, refusal])).toEqual([
      [invoice, null],
      [`${owner.id}/absent.txt`, 'Either the object does not exist or you do not have access to it'],
      [contract, null],
      [other, 'Either the object does not exist or you do not have access to it'],
    ]);
    expect(data![1]!.signedUrl).toBeNull();
    for (const signed of [data![0]!, data![2]!]) {
      const response = await fetch(signed.signedUrl!);
      expect(response.status, signed.path!).toBe(200);
      expect(await response.text()).toBe(text);
    }

    const refused = await stranger.client.storage.from(PRIVATE).createSignedUrls([invoice, contract], 60);
    expect(refused.data!.every((entry) => entry.signedUrl === null && entry.error !== null)).toBe(true);
  });
});

describe('following a signed URL: the token is the only credential, and it is checked', () => {
  let signedUrl: string;
  beforeAll(async () => {
    signedUrl = (await owner.client.storage.from(PRIVATE).createSignedUrl(invoice, 600)).data!.signedUrl;
  });

  it('refuses an expired token (InvalidJWT)', async () => {
    const { data } = await owner.client.storage.from(PRIVATE).createSignedUrl(invoice, 1);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await storageError(await fetch(data!.signedUrl))).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidJWT',
        error: 'InvalidJWT',
        message: '"exp" claim timestamp check failed',
      },
    });
  });

  it('refuses a tampered token: another path in its claims, a changed signature, garbage (InvalidJWT)', async () => {
    const [header, payload, signature] = new URL(signedUrl).searchParams.get('token')!.split('.') as [
      string,
      string,
      string,
    ];
    const otherPath = Buffer.from(JSON.stringify({ ...claimsOf(signedUrl), url: `${PRIVATE}/${contract}` })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [token, message] of [
      [`${header}.${otherPath}.${signature}`, 'signature verification failed'],
      [`${header}.${payload}.${flipped}`, 'signature verification failed'],
      ['pas-un-jeton', 'Invalid Compact JWS'],
    ]) {
      expect(await storageError(await fetch(withToken(signedUrl, token!))), token).toMatchObject({
        status: 400,
        body: { statusCode: '400', code: 'InvalidJWT', message },
      });
    }
  });

  it('refuses a valid token on another path, an upload token and a session token (InvalidSignature)', async () => {
    const token = new URL(signedUrl).searchParams.get('token')!;
    const elsewhere = signedUrl.replace(encodeURI(invoice), encodeURI(contract));
    expect(elsewhere).not.toBe(signedUrl);
    expect(await storageError(await fetch(elsewhere))).toMatchObject({
      status: 400,
      body: { code: 'InvalidSignature', message: 'Invalid signature' },
    });

    const now = Math.floor(Date.now() / 1000);
    const upload = signJwt({ url: `${PRIVATE}/${invoice}`, scope: 'upload', iat: now, exp: now + 60 }, JWT_SECRET);
    expect(await storageError(await fetch(withToken(signedUrl, upload)))).toMatchObject({
      body: { code: 'InvalidSignature', message: 'Token is not scoped for download' },
    });
    const legacyUpload = signJwt({ url: `${PRIVATE}/${invoice}`, upsert: false, iat: now, exp: now + 60 }, JWT_SECRET);
    expect(await storageError(await fetch(withToken(signedUrl, legacyUpload)))).toMatchObject({
      body: { code: 'InvalidSignature' },
    });
    // The owner's own access token is signed with the same secret, but names no object.
    const session = (await owner.client.auth.getSession()).data.session!.access_token;
    expect(await storageError(await fetch(withToken(signedUrl, session)))).toMatchObject({
      body: { code: 'InvalidSignature', message: 'Invalid signature' },
    });
    expect(token).not.toBe(session);
  });

  it('asks for the token, and answers "not found" once the object is gone', async () => {
    const bare = new URL(signedUrl);
    bare.search = '';
    expect(await storageError(await fetch(bare))).toMatchObject({
      status: 400,
      body: { statusCode: '400', message: "querystring must have required property 'token'" },
    });

    const gone = `${owner.id}/supprime.txt`;
    await owner.client.storage.from(PRIVATE).upload(gone, Buffer.from('x'), { contentType: 'text/plain' });
    const { data } = await owner.client.storage.from(PRIVATE).createSignedUrl(gone, 600);
    await owner.client.storage.from(PRIVATE).remove([gone]);
    expect(await storageError(await fetch(data!.signedUrl))).toMatchObject({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', message: 'Object not found' },
    });
  });
});
