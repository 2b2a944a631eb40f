// GET/HEAD of one object: public buckets without a token, others through the caller's RLS.
import fs from 'node:fs';
import { RAW } from '../db-session';
import { header, type StackRequest, type StackResponse } from '../http/types';
import { OBJECT_COLUMNS, type StorageContext } from './context';
import { StorageErrors } from './errors';
import type { ObjectRow } from './rows';

function serve(ctx: StorageContext, req: StackRequest, bucketId: string, row: ObjectRow): StackResponse {
  const file = ctx.fileOf(bucketId, row.name);
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

export async function publicDownload(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const bucket = await ctx.bucketById(bucketId);
  if (!bucket.public) throw StorageErrors.bucketNotFound();
  const res = await ctx.db.asSystem((tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
      RAW,
    ),
  );
  const row = res.rows[0];
  if (!row) throw StorageErrors.objectNotFound();
  return serve(ctx, req, bucketId, row);
}

export async function authenticatedDownload(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  await ctx.bucketById(bucketId);
  const res = await ctx.asCaller(req, auth, (tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
      RAW,
    ),
  );
  const row = res.rows[0];
  if (!row) throw StorageErrors.objectNotFound();
  return serve(ctx, req, bucketId, row);
}
