// GET/HEAD of one object: public buckets without a token, others through the caller's RLS (signed
// URLs: signed.ts). Headers as storage-api's renderer sets them (storage/renderer/renderer.ts).
import fs from 'node:fs';
import { RAW } from '../db-session';
import { header, type StackRequest, type StackResponse } from '../http/types';
import type { Transaction } from '../sql-tx';
import { OBJECT_COLUMNS, type StorageContext } from './context';
import { StorageErrors } from './errors';
import type { ObjectRow } from './rows';

/** One object's row as `tx` sees it (the caller's RLS, or Storage's own role); NoSuchKey when none. */
export async function objectRow(tx: Transaction, bucketId: string, name: string): Promise<ObjectRow> {
  const res = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
    RAW,
  );
  if (!res.rows[0]) throw StorageErrors.objectNotFound();
  return res.rows[0];
}

/** `?download` → attachment; `?download=name` → that file name, percent-encoded as storage-api writes it. */
function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/** A signed URL's answer carries `Expires` (the token's end) instead of the object's Cache-Control. */
export function serveObject(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  row: ObjectRow,
  options: { expires?: string } = {},
): StackResponse {
  const file = ctx.fileOf(bucketId, row.name);
  if (!fs.existsSync(file)) throw StorageErrors.objectNotFound();
  const meta = row.metadata;
  const headers: Record<string, string> = {
    'Content-Type': meta?.mimetype ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Last-Modified': new Date(row.updated_at).toUTCString(),
  };
  if (options.expires) headers.Expires = options.expires;
  else headers['Cache-Control'] = meta?.cacheControl ?? 'no-cache';
  if (meta?.eTag) headers.ETag = meta.eTag;
  const download = req.url.searchParams.get('download');
  if (download !== null) headers['Content-Disposition'] = contentDisposition(download);
  if (meta?.eTag && header(req, 'if-none-match') === meta.eTag) return { status: 304, headers };
  const body = fs.readFileSync(file);
  headers['Content-Length'] = String(body.length);
  return { status: 200, headers, body: req.method === 'HEAD' ? undefined : body };
}

export async function publicDownload(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const bucket = await ctx.bucketById(bucketId);
  if (!bucket.public) throw StorageErrors.bucketNotFound();
  return serveObject(ctx, req, bucketId, await ctx.db.asSystem((tx) => objectRow(tx, bucketId, name)));
}

export async function authenticatedDownload(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  await ctx.bucketById(bucketId);
  return serveObject(ctx, req, bucketId, await ctx.asCaller(req, auth, (tx) => objectRow(tx, bucketId, name)));
}
