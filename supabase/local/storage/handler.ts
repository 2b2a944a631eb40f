// /storage/v1: objects on disk under the data directory, rows in
// storage.objects written as the caller's role so the bucket's RLS decides.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import type { StackConfig } from '../config';
import { layoutOf } from '../database';
import { RAW, type RequestAuth, type StackDatabase } from '../db-session';
import { ApiError } from '../http/api-error';
import { resolveToken } from '../http/request-auth';
import type { BodyAwareRequest } from '../http/server';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { isPgError } from '../rest/pg-errors';
import { StorageErrors } from './errors';
import type { BucketRow, ObjectMetadata, ObjectRow } from './rows';
import { baseMime, mimeAllowed, readUpload, validKey } from './upload-input';

/** Global limit when a bucket has none (hosted default is 50 MB). */
const GLOBAL_FILE_SIZE_LIMIT = Number(process.env.STACK_STORAGE_FILE_SIZE_LIMIT ?? 50 * 1024 * 1024);

export function createStorageHandler(db: StackDatabase, config: StackConfig) {
  const root = layoutOf(config.dataDir).storage;

  /** Objects are stored by a hash of their key: no traversal, and "a" and "a/b" can coexist. */
  function fileOf(bucket: string, name: string): string {
    const digest = createHash('sha256').update(name).digest('hex');
    return path.join(root, createHash('sha256').update(bucket).digest('hex').slice(0, 16), digest.slice(0, 2), digest);
  }

  function authOf(req: StackRequest, required: boolean): RequestAuth {
    if (!header(req, 'authorization') && !header(req, 'apikey')) {
      if (required) throw StorageErrors.noAuthorization();
      return { role: 'anon', claims: { role: 'anon' } };
    }
    const check = resolveToken(req, config.jwtSecret);
    if (!check.ok) {
      throw StorageErrors.invalidJwt(check.result.kind === 'expired' ? 'jwt expired' : check.result.message);
    }
    return check.auth;
  }

  async function bucketById(id: string): Promise<BucketRow> {
    const res = await db.asSystem((tx) =>
      tx.query<BucketRow>(
        `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1`,
        [id],
        RAW,
      ),
    );
    const bucket = res.rows[0];
    if (!bucket) throw StorageErrors.bucketNotFound();
    return bucket;
  }

  function asCaller<T>(req: StackRequest, auth: RequestAuth, fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.asRole(auth, { method: req.method, path: req.url.pathname }, fn).catch((error: unknown) => {
      if (isPgError(error)) {
        if (error.code === '42501') throw StorageErrors.rls(error.message);
        if (error.code === '23505') throw StorageErrors.duplicate();
        throw new ApiError(500, {
          statusCode: '500',
          code: 'DatabaseError',
          error: 'internal',
          message: error.message ?? 'Database error',
        });
      }
      throw error;
    });
  }

  // -------------------------------------------------------------- upload

  async function upload(
    req: BodyAwareRequest,
    bucketId: string,
    name: string,
    upsert: boolean,
  ): Promise<StackResponse> {
    if (!validKey(name)) throw StorageErrors.invalidKey(name);
    const auth = authOf(req, true);
    const bucket = await bucketById(bucketId);
    const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);
    if (req.bodyTooLarge) throw StorageErrors.tooLarge();
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (
      Number.isFinite(declared) &&
      declared > limit + 64 * 1024 &&
      baseMime(header(req, 'content-type')) !== 'multipart/form-data'
    ) {
      throw StorageErrors.tooLarge();
    }
    if (req.body.length === 0) throw StorageErrors.invalidRequest('No file was provided: the request body is empty');
    const { data, mimetype, cacheControl } = await readUpload(req);
    if (data.length === 0) throw StorageErrors.invalidRequest('No file was provided: the file is empty');
    if (data.length > limit) throw StorageErrors.tooLarge();
    if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) throw StorageErrors.invalidMime(mimetype);

    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(data).digest('hex')}"`,
      size: data.length,
      mimetype,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: data.length,
      httpStatusCode: 200,
    };
    const sub =
      typeof auth.claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(auth.claims.sub) ? auth.claims.sub : null;
    const id = randomUUID();
    const file = fileOf(bucketId, name);
    const tmp = `${file}.${process.pid}.${id}.tmp`;
    await asCaller(req, auth, async (tx) => {
      // No RETURNING: it would make RLS demand a SELECT policy for a plain upload, which storage-api does not.
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
         values ($1, $2, $3, $4::uuid, $5, $6::jsonb, $7)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           metadata = excluded.metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()`
             : ''
         }`,
        [id, bucketId, name, sub, sub, JSON.stringify(metadata), randomUUID()],
        RAW,
      );
      // The file lands before COMMIT, so a failed write rolls the row back.
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(tmp, data);
      fs.renameSync(tmp, file);
    }).catch((error: unknown) => {
      fs.rmSync(tmp, { force: true });
      throw error;
    });
    const stored = await db.asSystem((tx) =>
      tx.query<{ id: string }>(
        `select id from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
        RAW,
      ),
    );
    return json(200, { Id: stored.rows[0]?.id ?? id, Key: `${bucketId}/${name}` });
  }

  // -------------------------------------------------------------- download

  function serve(req: StackRequest, bucketId: string, row: ObjectRow): StackResponse {
    const file = fileOf(bucketId, row.name);
    if (!fs.existsSync(file)) throw StorageErrors.objectNotFound();
    const meta = row.metadata;
    const headers: Record<string, string> = {
      'Content-Type': meta?.mimetype ?? 'application/octet-stream',
      'Cache-Control': meta?.cacheControl ?? 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Last-Modified': new Date(row.updated_at).toUTCString(),
    };
    if (meta?.eTag) headers.ETag = meta.eTag;
    const download = req.url.searchParams.get('download');
    if (download !== null) {
      const filename = download || row.name.split('/').pop() || 'download';
      headers['Content-Disposition'] =
        `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
    }
    if (meta?.eTag && header(req, 'if-none-match') === meta.eTag) return { status: 304, headers };
    const body = fs.readFileSync(file);
    headers['Content-Length'] = String(body.length);
    return { status: 200, headers, body: req.method === 'HEAD' ? undefined : body };
  }

  const OBJECT_COLUMNS = 'id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at, version';

  async function publicDownload(req: StackRequest, bucketId: string, name: string): Promise<StackResponse> {
    const bucket = await bucketById(bucketId);
    if (!bucket.public) throw StorageErrors.bucketNotFound();
    const res = await db.asSystem((tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
        RAW,
      ),
    );
    const row = res.rows[0];
    if (!row) throw StorageErrors.objectNotFound();
    return serve(req, bucketId, row);
  }

  async function authenticatedDownload(req: StackRequest, bucketId: string, name: string): Promise<StackResponse> {
    const auth = authOf(req, true);
    await bucketById(bucketId);
    const res = await asCaller(req, auth, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
        RAW,
      ),
    );
    const row = res.rows[0];
    if (!row) throw StorageErrors.objectNotFound();
    return serve(req, bucketId, row);
  }

  // -------------------------------------------------------------- delete, list

  function jsonBody(req: StackRequest): Record<string, unknown> {
    try {
      const value = JSON.parse(req.body.toString('utf8') || '{}') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // fall through
    }
    throw StorageErrors.invalidRequest('The body must be a JSON object');
  }

  async function removeMany(req: StackRequest, bucketId: string): Promise<StackResponse> {
    const auth = authOf(req, true);
    const input = jsonBody(req);
    const prefixes = input.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0 || !prefixes.every((p) => typeof p === 'string')) {
      throw StorageErrors.invalidRequest('body/prefixes must be a non-empty array of strings');
    }
    await bucketById(bucketId);
    const res = await asCaller(req, auth, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
         returning ${OBJECT_COLUMNS}`,
        [bucketId, JSON.stringify(prefixes)],
        RAW,
      ),
    );
    for (const row of res.rows) fs.rmSync(fileOf(bucketId, row.name), { force: true });
    return json(200, res.rows);
  }

  async function removeOne(req: StackRequest, bucketId: string, name: string): Promise<StackResponse> {
    const auth = authOf(req, true);
    await bucketById(bucketId);
    const res = await asCaller(req, auth, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
        [bucketId, name],
        RAW,
      ),
    );
    if (res.rows.length === 0) throw StorageErrors.objectNotFound();
    fs.rmSync(fileOf(bucketId, name), { force: true });
    return json(200, { message: 'Successfully deleted' });
  }

  async function list(req: StackRequest, bucketId: string): Promise<StackResponse> {
    const auth = authOf(req, true);
    const input = jsonBody(req);
    const rawPrefix = typeof input.prefix === 'string' ? input.prefix : '';
    const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
    const limit = Math.max(0, Number(input.limit ?? 100) || 100);
    const offset = Math.max(0, Number(input.offset ?? 0) || 0);
    const search = typeof input.search === 'string' ? input.search : '';
    const sortBy = (input.sortBy ?? {}) as { column?: string; order?: string };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(sortBy.column ?? '')
      ? (sortBy.column as string)
      : 'name';
    const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
    await bucketById(bucketId);
    const res = await asCaller(req, auth, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
        [bucketId, prefix],
        RAW,
      ),
    );
    type Entry = {
      name: string;
      id: string | null;
      updated_at: string | null;
      created_at: string | null;
      last_accessed_at: string | null;
      metadata: ObjectMetadata | null;
    };
    const entries = new Map<string, Entry>();
    for (const row of res.rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const entryName = slash === -1 ? rest : rest.slice(0, slash);
      if (search && !entryName.toLowerCase().startsWith(search.toLowerCase())) continue;
      if (slash !== -1) {
        if (!entries.has(`${entryName}/`)) {
          entries.set(`${entryName}/`, {
            name: entryName,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
        continue;
      }
      entries.set(entryName, {
        name: entryName,
        id: row.id,
        updated_at: new Date(row.updated_at).toISOString(),
        created_at: new Date(row.created_at).toISOString(),
        last_accessed_at: new Date(row.last_accessed_at).toISOString(),
        metadata: row.metadata,
      });
    }
    const sorted = [...entries.values()].sort((a, b) => {
      const ka = column === 'name' ? a.name : ((a[column as keyof Entry] as string | null) ?? '');
      const kb = column === 'name' ? b.name : ((b[column as keyof Entry] as string | null) ?? '');
      const cmp = ka < kb ? -1 : ka > kb ? 1 : 0;
      return desc ? -cmp : cmp;
    });
    return json(200, sorted.slice(offset, offset + limit));
  }

  async function buckets(req: StackRequest, id: string | null): Promise<StackResponse> {
    const auth = authOf(req, true);
    const res = await asCaller(req, auth, (tx) =>
      tx.query<BucketRow>(
        `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at
         from storage.buckets where $1::text is null or id = $1 order by name`,
        [id],
        RAW,
      ),
    );
    if (id === null) return json(200, res.rows);
    if (!res.rows[0]) throw StorageErrors.bucketNotFound();
    return json(200, res.rows[0]);
  }

  // -------------------------------------------------------------- routing

  return async function handleStorage(req: StackRequest): Promise<StackResponse> {
    const request = req as BodyAwareRequest;
    try {
      const segments = req.path.split('/').filter((s, i) => i > 0 || s !== '');
      const parts = segments.filter(Boolean);
      const decode = (list: string[]) => list.map((s) => decodeURIComponent(s)).join('/');
      const [first, second, third] = parts;
      const m = req.method;
      if (first === 'bucket') {
        if (m === 'GET') return await buckets(req, parts.length > 1 ? decode(parts.slice(1)) : null);
      } else if (first === 'object' || first === 'render') {
        if (
          first === 'render' &&
          second === 'image' &&
          third === 'public' &&
          (m === 'GET' || m === 'HEAD') &&
          parts.length >= 5
        ) {
          // Image transforms are not emulated: serve the original.
          return await publicDownload(req, decodeURIComponent(parts[3] as string), decode(parts.slice(4)));
        }
        if (first === 'object') {
          if (second === 'public' && (m === 'GET' || m === 'HEAD') && parts.length >= 4) {
            return await publicDownload(req, decodeURIComponent(third as string), decode(parts.slice(3)));
          }
          if (second === 'authenticated' && (m === 'GET' || m === 'HEAD') && parts.length >= 4) {
            return await authenticatedDownload(req, decodeURIComponent(third as string), decode(parts.slice(3)));
          }
          if (second === 'list' && m === 'POST' && parts.length === 3)
            return await list(req, decodeURIComponent(third as string));
          if (second && parts.length === 2 && m === 'DELETE') return await removeMany(req, decodeURIComponent(second));
          if (second && parts.length >= 3) {
            const bucket = decodeURIComponent(second);
            const name = decode(parts.slice(2));
            if (m === 'POST') return await upload(request, bucket, name, header(req, 'x-upsert') === 'true');
            if (m === 'PUT') return await upload(request, bucket, name, true);
            if (m === 'GET' || m === 'HEAD') return await authenticatedDownload(req, bucket, name);
            if (m === 'DELETE') return await removeOne(req, bucket, name);
          }
        }
      }
      return json(404, { statusCode: '404', error: 'Not Found', message: `Route ${m}:${req.url.pathname} not found` });
    } catch (error) {
      if (error instanceof ApiError) return json(error.status, error.body, error.headers);
      if (error instanceof URIError) {
        const e = StorageErrors.invalidKey(req.path);
        return json(e.status, e.body);
      }
      throw error;
    }
  };
}
