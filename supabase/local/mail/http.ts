// The inbox's HTTP port: the web page, Mailpit's JSON API subset, and the Resend-compatible
// endpoint the deliver-emails function sends through locally.
import http from 'node:http';
import { detail, matchesQuery, page } from './mailpit-api';
import { inboxPage, messagePage, PAGE_SECURITY_HEADERS } from './inbox-page';
import { createResendEndpoint } from './resend-endpoint';
import type { MailStore } from './store';
import { HOST_REFUSED, isAllowedHost } from '../http/host-check';

const MAX_BODY_BYTES = 12 * 1024 * 1024;

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

const html = (status: number, body: string): Answer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', ...PAGE_SECURITY_HEADERS },
  body,
});

function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const INVALID = Symbol('invalid JSON');

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return INVALID;
  }
}

export function createInboxHttpServer(store: MailStore, configuredHost: string): http.Server {
  const sendEmail = createResendEndpoint(store);

  async function route(req: http.IncomingMessage): Promise<Answer> {
    const url = new URL(req.url ?? '/', 'http://inbox.local');
    const method = req.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '') || '/';

    if (path === '/' && method === 'GET') return html(200, inboxPage(store.all()));
    const view = /^\/view\/([^/]+)$/.exec(path);
    if (view && method === 'GET') {
      const message = store.get(decodeURIComponent(view[1] as string));
      if (!message) return html(404, inboxPage(store.all()));
      message.read = true;
      return html(200, messagePage(message));
    }

    if (path === '/emails' && method === 'POST') {
      const body = await readBody(req);
      if (body === null) return json(413, { statusCode: 413, name: 'validation_error', message: 'Body too large.' });
      const parsed = parseJson(body);
      if (parsed === INVALID) return json(400, { statusCode: 400, name: 'validation_error', message: 'Invalid JSON.' });
      const answer = await sendEmail(
        req.headers.authorization,
        req.headers['idempotency-key'] as string | undefined,
        parsed,
      );
      return json(answer.status, answer.body);
    }

    if (path === '/api/v1/messages' && method === 'GET')
      return json(200, page(store.all(), store.all(), url.searchParams));
    if (path === '/api/v1/search' && method === 'GET') {
      const query = url.searchParams.get('query') ?? '';
      return json(
        200,
        page(
          store.all(),
          store.all().filter((m) => matchesQuery(m, query)),
          url.searchParams,
        ),
      );
    }
    if (path === '/api/v1/messages' && method === 'DELETE') {
      const body = await readBody(req);
      const parsed = body === null ? INVALID : parseJson(body);
      if (parsed === INVALID) return json(400, { error: 'Invalid JSON body' });
      const ids = (parsed as { IDs?: unknown } | undefined)?.IDs;
      if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string'))) {
        return json(400, { error: 'IDs must be an array of strings' });
      }
      store.delete(ids && ids.length > 0 ? (ids as string[]) : undefined);
      return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'ok' };
    }
    const part = /^\/api\/v1\/message\/([^/]+)\/part\/([0-9.]+)$/.exec(path);
    if (part && method === 'GET') {
      const attachment = store
        .get(decodeURIComponent(part[1] as string))
        ?.attachments.find((a) => a.partId === part[2]);
      if (!attachment)
        return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'part not found' };
      return { status: 200, headers: { 'Content-Type': attachment.contentType }, body: attachment.content };
    }
    const one = /^\/api\/v1\/message\/([^/]+)(?:\/(headers|raw))?$/.exec(path);
    if (one && method === 'GET') {
      const message = store.get(decodeURIComponent(one[1] as string));
      if (!message)
        return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'message not found' };
      if (one[2] === 'headers') return json(200, message.headers);
      if (one[2] === 'raw')
        return { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: message.raw };
      // As Mailpit: opening a message marks it read.
      message.read = true;
      return json(200, detail(message));
    }
    if (path === '/api/v1/messages' || path === '/emails' || one || part || view) {
      return json(405, { error: `Method ${method} not allowed` });
    }
    return { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'not found' };
  }

  return http.createServer((req, res) => {
    if (!isAllowedHost(req.headers.host, configuredHost)) {
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(HOST_REFUSED);
      return;
    }
    route(req)
      .catch((error: unknown) => {
        console.error('[inbox]', req.method, req.url, error);
        return json(500, { error: 'Internal error of the local inbox' });
      })
      .then((answer) => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      })
      .catch(() => res.destroy());
  });
}
