// Signed URLs, answered as storage-api answers them (supabase/storage: routes/object/getSignedURL.ts,
// getSignedURLs.ts, getSignedObject.ts; storage/object.ts signObjectUrl(s), verifyObjectSignature).
// Signing needs the caller's right to read the object — its RLS on storage.objects — and gives a
// path with a token: a JWT signed with the project's secret holding url = bucket/path, the
// download scope, iat and exp. Following the URL needs no key at all: the token is the credential.
import { RAW } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { signJwt, verifyJwt } from '../jwt';
import { jsonBody, type StorageContext } from './context';
import { objectRow, serveObject } from './download';
import { storageError, StorageErrors } from './errors';
import { validKey } from './upload-input';

const DOWNLOAD_SCOPE = 'download';
/** storage-api's MAX_OBJECTS_PER_REQUEST. */
const MAX_PATHS = 1000;
/** jose refuses an `exp` past what a JavaScript date can hold; storage-api checks it first. */
const MAX_EXPIRES_IN = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/** `expiresIn`, validated as the route's JSON schema and assertValidNumericJWTExpiration do. */
function expiresInOf(body: Record<string, unknown>): number {
  const value =
    typeof body.expiresIn === 'string' && /^\d+$/.test(body.expiresIn) ? Number(body.expiresIn) : body.expiresIn;
  if (value === undefined) throw StorageErrors.invalidRequest("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw StorageErrors.invalidRequest('body/expiresIn must be integer');
  if (value < 1) throw StorageErrors.invalidRequest('body/expiresIn must be >= 1');
  if (value > MAX_EXPIRES_IN - Math.floor(Date.now() / 1000)) {
    throw storageError(400, 'InvalidParameter', 'InvalidParameter', 'Invalid Parameter expiresIn');
  }
  return value;
}

function signedPath(ctx: StorageContext, url: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const token = signJwt({ url, scope: DOWNLOAD_SCOPE, iat, exp: iat + expiresIn }, ctx.jwtSecret);
  // The path as stored, not encoded: supabase-js runs encodeURI over the whole URL.
  return `/object/sign/${url}?token=${token}`;
}

/** POST /object/sign/{bucket}/{path} { expiresIn } → { signedURL }. */
export async function signOne(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  const expiresIn = expiresInOf(jsonBody(req));
  if (!validKey(name)) throw StorageErrors.invalidKey(name);
  await ctx.asCaller(req, auth, (tx) => objectRow(tx, bucketId, name));
  return json(200, { signedURL: signedPath(ctx, `${bucketId}/${name}`, expiresIn) });
}

/** POST /object/sign/{bucket} { expiresIn, paths } → [{ error, path, signedURL }], one per path, in order. */
export async function signMany(ctx: StorageContext, req: StackRequest, bucketId: string): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  const body = jsonBody(req);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (paths === undefined) throw StorageErrors.invalidRequest("body must have required property 'paths'");
  if (!Array.isArray(paths)) throw StorageErrors.invalidRequest('body/paths must be array');
  if (paths.length < 1) throw StorageErrors.invalidRequest('body/paths must NOT have fewer than 1 items');
  if (paths.length > MAX_PATHS) {
    throw StorageErrors.invalidRequest(`body/paths must NOT have more than ${MAX_PATHS} items`);
  }
  const notText = paths.findIndex((path) => typeof path !== 'string' || path.includes('\0'));
  if (notText !== -1) throw StorageErrors.invalidRequest(`body/paths/${notText} must be string`);
  const found = await ctx.asCaller(req, auth, (tx) =>
    tx.query<{ name: string }>(
      `select name from storage.objects
       where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))`,
      [bucketId, JSON.stringify(paths)],
      RAW,
    ),
  );
  const readable = new Set(found.rows.map((row) => row.name));
  return json(
    200,
    (paths as string[]).map((path) =>
      readable.has(path)
        ? { error: null, path, signedURL: signedPath(ctx, `${bucketId}/${path}`, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}

/** The token's claims, or storage-api's refusal: InvalidJWT (jose's words) or InvalidSignature. */
function verifiedClaims(ctx: StorageContext, token: string, url: string): { exp: number } {
  const result = verifyJwt(token, ctx.jwtSecret);
  if (!result.ok && result.kind === 'invalid') {
    const malformed = /parts|cryptographic/.test(result.message);
    throw storageError(
      400,
      'InvalidJWT',
      'InvalidJWT',
      malformed ? 'Invalid Compact JWS' : 'signature verification failed',
    );
  }
  // jose allows no clock skew: expired is expired (verifyJwt's 30 s leeway is PostgREST's).
  const claims = result.ok ? result.claims : null;
  if (!claims || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    throw storageError(400, 'InvalidJWT', 'InvalidJWT', '"exp" claim timestamp check failed');
  }
  // An upload token (scope "upload", or an older one carrying `upsert`) never downloads.
  const downloadScoped = claims.scope === DOWNLOAD_SCOPE || (claims.scope === undefined && !('upsert' in claims));
  if (!downloadScoped)
    throw storageError(400, 'InvalidSignature', 'InvalidSignature', 'Token is not scoped for download');
  if (claims.url !== url) throw storageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature');
  return { exp: claims.exp };
}

/** GET/HEAD /object/sign/{bucket}/{path}?token=…[&download=name]: the object, no key needed. */
export async function signedDownload(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const token = req.url.searchParams.get('token');
  if (token === null) throw StorageErrors.invalidRequest("querystring must have required property 'token'");
  const { exp } = verifiedClaims(ctx, token, `${bucketId}/${name}`);
  // Read as Storage's own role: the signer's right was checked when the URL was made.
  const row = await ctx.db.asSystem((tx) => objectRow(tx, bucketId, name));
  return serveObject(ctx, req, bucketId, row, { expires: new Date(exp * 1000).toUTCString() });
}
