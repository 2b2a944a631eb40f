// /storage/v1 routing: objects on disk under the data directory, rows in storage.objects
// written as the caller's role so the bucket's RLS decides. One module per job beside it.
import type { StackConfig } from '../config';
import type { StackDatabase } from '../db-session';
import { ApiError } from '../http/api-error';
import type { BodyAwareRequest } from '../http/server';
import { header, json, type StackRequest, type StackResponse } from '../http/types';
import { buckets } from './buckets';
import { createStorageContext } from './context';
import { authenticatedDownload, publicDownload } from './download';
import { StorageErrors } from './errors';
import { list } from './list';
import { removeMany, removeOne } from './remove';
import { signedDownload, signMany, signOne } from './signed';
import { upload } from './upload';

/** Decodes path segments; a control character (NUL above all) can name no bucket or object. */
function decodeKey(segments: string[]): string {
  const key = segments.map((s) => decodeURIComponent(s)).join('/');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw StorageErrors.invalidKey(key.replace(/[\u0000-\u001f\u007f]/g, '?'));
  return key;
}

export function createStorageHandler(db: StackDatabase, config: StackConfig) {
  const ctx = createStorageContext(db, config);

  return async function handleStorage(req: StackRequest): Promise<StackResponse> {
    try {
      const parts = req.path.split('/').filter(Boolean);
      const [first, second, third] = parts;
      const m = req.method;
      const read = m === 'GET' || m === 'HEAD';
      if (first === 'bucket') {
        if (m === 'GET') return await buckets(ctx, req, parts.length > 1 ? decodeKey(parts.slice(1)) : null);
      } else if (first === 'render') {
        // Image transforms are not emulated: serve the original.
        if (second === 'image' && third === 'public' && read && parts.length >= 5) {
          return await publicDownload(ctx, req, decodeKey(parts.slice(3, 4)), decodeKey(parts.slice(4)));
        }
      } else if (first === 'object') {
        if (second === 'public' && read && parts.length >= 4) {
          return await publicDownload(ctx, req, decodeKey(parts.slice(2, 3)), decodeKey(parts.slice(3)));
        }
        if (second === 'authenticated' && read && parts.length >= 4) {
          return await authenticatedDownload(ctx, req, decodeKey(parts.slice(2, 3)), decodeKey(parts.slice(3)));
        }
        if (second === 'sign' && parts.length >= 3) {
          const bucket = decodeKey(parts.slice(2, 3));
          if (m === 'POST' && parts.length === 3) return await signMany(ctx, req, bucket);
          if (m === 'POST') return await signOne(ctx, req, bucket, decodeKey(parts.slice(3)));
          if (read && parts.length >= 4) return await signedDownload(ctx, req, bucket, decodeKey(parts.slice(3)));
        }
        if (second === 'list' && m === 'POST' && parts.length === 3)
          return await list(ctx, req, decodeKey(parts.slice(2)));
        if (second && parts.length === 2 && m === 'DELETE')
          return await removeMany(ctx, req, decodeKey(parts.slice(1, 2)));
        if (second && parts.length >= 3) {
          const bucket = decodeKey(parts.slice(1, 2));
          const name = decodeKey(parts.slice(2));
          const request = req as BodyAwareRequest;
          if (m === 'POST') return await upload(ctx, request, bucket, name, header(req, 'x-upsert') === 'true');
          if (m === 'PUT') return await upload(ctx, request, bucket, name, true);
          if (read) return await authenticatedDownload(ctx, req, bucket, name);
          if (m === 'DELETE') return await removeOne(ctx, req, bucket, name);
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
