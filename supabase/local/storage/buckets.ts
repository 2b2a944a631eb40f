// GET /bucket and /bucket/<id>: the buckets the caller's role may see.
import { RAW } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import type { StorageContext } from './context';
import { StorageErrors } from './errors';
import type { BucketRow } from './rows';

export async function buckets(ctx: StorageContext, req: StackRequest, id: string | null): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  const res = await ctx.asCaller(req, auth, (tx) =>
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
