// DELETE of one object or of a list of keys: rows first (the caller's RLS decides), then files.
import fs from 'node:fs';
import { RAW } from '../db-session';
import type { Transaction } from '../sql-tx';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { jsonBody, OBJECT_COLUMNS, type StorageContext } from './context';
import { StorageErrors } from './errors';
import type { ObjectRow } from './rows';

/**
 * storage.protect_delete() refuses any DELETE on storage.objects unless the transaction says it
 * comes from the Storage API, which sets this before deleting (transaction-local).
 */
async function allowDelete(tx: Transaction): Promise<void> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`, [], RAW);
}

export async function removeMany(ctx: StorageContext, req: StackRequest, bucketId: string): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  const prefixes = jsonBody(req).prefixes;
  // A NUL cannot travel in jsonb text: such a key could not exist anyway.
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    !prefixes.every((p) => typeof p === 'string' && !p.includes('\0'))
  ) {
    throw StorageErrors.invalidRequest('body/prefixes must be a non-empty array of strings');
  }
  await ctx.bucketById(bucketId);
  const res = await ctx.asCaller(req, auth, async (tx) => {
    await allowDelete(tx);
    return tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
       returning ${OBJECT_COLUMNS}`,
      [bucketId, JSON.stringify(prefixes)],
      RAW,
    );
  });
  for (const row of res.rows) fs.rmSync(ctx.fileOf(bucketId, row.name), { force: true });
  return json(200, res.rows);
}

export async function removeOne(
  ctx: StorageContext,
  req: StackRequest,
  bucketId: string,
  name: string,
): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  await ctx.bucketById(bucketId);
  const res = await ctx.asCaller(req, auth, async (tx) => {
    await allowDelete(tx);
    return tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`,
      [bucketId, name],
      RAW,
    );
  });
  if (res.rows.length === 0) throw StorageErrors.objectNotFound();
  fs.rmSync(ctx.fileOf(bucketId, name), { force: true });
  return json(200, { message: 'Successfully deleted' });
}
