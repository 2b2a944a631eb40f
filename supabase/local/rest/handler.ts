// /rest/v1: PostgREST's HTTP contract (statuses, headers, bodies) over the
// SQL built by read-sql/write-sql, one transaction per request.
import type { StackDatabase } from '../db-session';
import type { RequestAuth } from '../db-session';
import { ApiError } from '../http/api-error';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { createRestContext, type RestOptions } from './context';
import { createReader } from './read';
import { acceptedMedia, pgrstError, type Outcome } from './responses';
import { createRpc } from './rpc';
import type { SchemaCache, SchemaSource } from './schema-cache';
import { createWriter } from './write';

export function createRestHandler(db: StackDatabase, schema: SchemaSource, options: RestOptions) {
  const ctx = createRestContext(db, schema, options);
  const { requestedProfile, profileOf } = ctx;
  const reader = createReader(ctx);
  const { read } = reader;
  const { insert, update, remove } = createWriter(ctx);
  const { rpc } = createRpc(ctx, reader);

  return async function handleRest(req: StackRequest, auth: RequestAuth): Promise<StackResponse> {
    try {
      const profile = requestedProfile(req);
      if (profile && !schema.schemas.includes(profile)) {
        throw pgrstError(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          `Only the following schemas are exposed: ${schema.schemas.join(', ')}`,
        );
      }
      acceptedMedia(req); // 406 before any work when nothing acceptable is asked for
      const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
      let outcome: Outcome;
      if (segments.length === 0) {
        outcome = {
          status: 200,
          headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
          body: JSON.stringify(openApiStub(schema.current(profileOf(req)))),
        };
      } else if (segments[0] === 'rpc' && segments.length === 2) {
        if (!['GET', 'HEAD', 'POST'].includes(req.method))
          throw pgrstError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
        outcome = await rpc(req, auth, segments[1]!);
      } else if (segments.length === 1) {
        const name = segments[0]!;
        switch (req.method) {
          case 'GET':
          case 'HEAD':
            outcome = await read(req, auth, name);
            break;
          case 'POST':
            outcome = await insert(req, auth, name);
            break;
          case 'PATCH':
            outcome = await update(req, auth, name);
            break;
          case 'DELETE':
            outcome = await remove(req, auth, name);
            break;
          default:
            throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
        }
      } else {
        throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
      }
      if (req.method === 'HEAD') return { status: outcome.status, headers: outcome.headers };
      return { status: outcome.status, headers: outcome.headers, body: outcome.body };
    } catch (caught) {
      const error =
        caught instanceof URIError
          ? pgrstError(400, 'PGRST100', 'Malformed percent-encoding in the request URL')
          : caught;
      if (error instanceof ApiError) {
        const res = json(error.status, error.body, {
          ...error.headers,
          'Proxy-Status': `PostgREST; error=${String(error.body.code)}`,
        });
        if (!res.headers?.['Content-Range']) res.headers!['Content-Range'] = '*/*';
        if (req.method === 'HEAD') delete res.body;
        return res;
      }
      throw error;
    }
  };
}

function openApiStub(cache: SchemaCache) {
  return {
    swagger: '2.0',
    info: { title: 'Local Supabase-compatible REST API', version: 'local' },
    paths: Object.fromEntries([...cache.tables.keys()].map((t) => [`/${t}`, {}])),
  };
}
