// POST/PUT /object/<bucket>/<key>: bytes on disk and the storage.objects row written in
// one transaction under the caller's role, so the bucket's RLS decides.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RAW } from '../db-session';
import type { BodyAwareRequest } from '../http/server';
import { header, json, type StackResponse } from '../http/types';
import type { StorageContext } from './context';
import { StorageErrors } from './errors';
import type { ObjectMetadata } from './rows';
import { baseMime, mimeAllowed, readUpload, validKey } from './upload-input';

export async function upload(
  ctx: StorageContext,
  req: BodyAwareRequest,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<StackResponse> {
  if (!validKey(name)) throw StorageErrors.invalidKey(name);
  const auth = ctx.authOf(req, true);
  const bucket = await ctx.bucketById(bucketId);
  const limit = Math.min(Number(bucket.file_size_limit ?? ctx.fileSizeLimit), ctx.fileSizeLimit);
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
  const sub = typeof auth.claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(auth.claims.sub) ? auth.claims.sub : null;
  const id = randomUUID();
  const file = ctx.fileOf(bucketId, name);
  const tmp = `${file}.${process.pid}.${id}.tmp`;
  await ctx
    .asCaller(req, auth, async (tx) => {
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
    })
    .catch((error: unknown) => {
      fs.rmSync(tmp, { force: true });
      throw error;
    });
  const stored = await ctx.db.asSystem((tx) =>
    tx.query<{ id: string }>(
      `select id from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
      RAW,
    ),
  );
  return json(200, { Id: stored.rows[0]?.id ?? id, Key: `${bucketId}/${name}` });
}
