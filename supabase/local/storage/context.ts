// What every storage route needs: where an object's bytes live, who the caller is, the
// bucket row, and a transaction under the caller's role whose errors read like storage-api's.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Transaction } from '../sql-tx';
import type { StackConfig } from '../config';
import { layoutOf } from '../database';
import { RAW, type RequestAuth, type StackDatabase } from '../db-session';
import { ApiError } from '../http/api-error';
import { resolveToken } from '../http/request-auth';
import { header, type StackRequest } from '../http/types';
import { isPgError } from '../rest/pg-errors';
import { StorageErrors } from './errors';
import type { BucketRow } from './rows';

export const OBJECT_COLUMNS = 'id, name, bucket_id, owner, metadata, created_at, updated_at, last_accessed_at, version';

export interface StorageContext {
  db: StackDatabase;
  /** Signs and checks signed URLs' tokens, as the project's secret does on hosted Storage. */
  jwtSecret: string;
  /** Global limit when a bucket has none. */
  fileSizeLimit: number;
  /** Objects are stored by a hash of their key: no traversal, and "a" and "a/b" can coexist. */
  fileOf(bucket: string, name: string): string;
  authOf(req: StackRequest, required: boolean): RequestAuth;
  bucketById(id: string): Promise<BucketRow>;
  asCaller<T>(req: StackRequest, auth: RequestAuth, fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

export function createStorageContext(db: StackDatabase, config: StackConfig): StorageContext {
  const root = layoutOf(config.dataDir).storage;
  return {
    db,
    jwtSecret: config.jwtSecret,
    fileSizeLimit: config.storageFileSizeLimit,
    fileOf(bucket, name) {
      const digest = createHash('sha256').update(name).digest('hex');
      return path.join(
        root,
        createHash('sha256').update(bucket).digest('hex').slice(0, 16),
        digest.slice(0, 2),
        digest,
      );
    },
    authOf(req, required) {
      if (!header(req, 'authorization') && !header(req, 'apikey')) {
        if (required) throw StorageErrors.noAuthorization();
        return { role: 'anon', claims: { role: 'anon' } };
      }
      const check = resolveToken(req, config.jwtSecret);
      if (!check.ok) {
        throw StorageErrors.invalidJwt(check.result.kind === 'expired' ? 'jwt expired' : check.result.message);
      }
      return check.auth;
    },
    async bucketById(id) {
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
    },
    asCaller(req, auth, fn) {
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
    },
  };
}

/** The JSON object body of list and bulk delete. */
export function jsonBody(req: StackRequest): Record<string, unknown> {
  try {
    const value = JSON.parse(req.body.toString('utf8') || '{}') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw StorageErrors.invalidRequest('The body must be a JSON object');
}
