// One HTTP server for all APIs, routed by prefix as the hosted gateway does.
import http from 'node:http';
import type { StackConfig } from '../config';
import type { RequestAuth } from '../db-session';
import { ApiError } from './api-error';
import { corsHeaders, preflightHeaders } from './cors';
import { HOST_REFUSED, isAllowedHost } from './host-check';
import { checkApiKey, isOpenAuthPath, restAuth } from './request-auth';
import { json, type StackRequest, type StackResponse } from './types';

export interface ApiHandlers {
  rest(req: StackRequest, auth: RequestAuth): Promise<StackResponse>;
  auth(req: StackRequest): Promise<StackResponse>;
  storage(req: StackRequest): Promise<StackResponse>;
  functions(req: StackRequest): Promise<StackResponse>;
}

/** Bodies above maxBytes (config.maxBodyBytes) are drained, not kept, so the client still reads our 413. */
function readBody(req: http.IncomingMessage, maxBytes: number): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        return; // keep draining so the client can read our answer
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}

/** Drops header values Node would refuse (CR/LF, control characters) instead of throwing. */
function validHeaders(headers: Record<string, string>): Record<string, string> {
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    try {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, value);
      safe[name] = value;
    } catch {
      console.error(`[stack] dropped invalid response header ${JSON.stringify(name)}`);
    }
  }
  return safe;
}

function logServerError(incoming: http.IncomingMessage, url: URL, response: StackResponse): void {
  const body = response.body === undefined ? '' : Buffer.from(response.body).toString('utf8').slice(0, 500);
  console.error(`[stack] ${incoming.method} ${url.pathname} → ${response.status}: ${body}`);
}

function sendSafely(
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer | Uint8Array | undefined,
): void {
  try {
    if (outgoing.headersSent) {
      outgoing.end();
      return;
    }
    outgoing.writeHead(status, validHeaders(headers));
    outgoing.end(body);
  } catch (error) {
    console.error(`[stack] ${incoming.method} ${incoming.url}: could not send the answer`, error);
    outgoing.destroy();
  }
}

/**
 * As hosted Supabase's proxy (Cloudflare) does: `cf-connecting-ip` is the
 * socket's address, never what the client claims; forwarding headers the
 * client sent are dropped before they reach Postgres's request.headers.
 */
function clientAddressHeaders(incoming: http.IncomingMessage): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = { ...incoming.headers };
  delete headers['x-forwarded-for'];
  delete headers['x-real-ip'];
  headers['cf-connecting-ip'] = (incoming.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return headers;
}

export interface BodyAwareRequest extends StackRequest {
  bodyTooLarge: boolean;
}

export function createHttpServer(config: StackConfig, handlers: ApiHandlers): http.Server {
  async function route(req: BodyAwareRequest, prefix: string): Promise<StackResponse> {
    if (prefix === 'rest') {
      checkApiKey(req, config.jwtSecret);
      return handlers.rest(req, restAuth(req, config.jwtSecret));
    }
    if (prefix === 'auth') {
      if (!isOpenAuthPath(req.path)) checkApiKey(req, config.jwtSecret);
      return handlers.auth(req);
    }
    if (prefix === 'storage') return handlers.storage(req);
    if (prefix === 'functions') return handlers.functions(req);
    return json(404, { message: 'no Route matched with those values' });
  }

  const server = http.createServer((incoming, outgoing) => {
    // One bad request must never take the server down: anything that escapes
    // the handler still becomes an answer.
    handle(incoming, outgoing).catch((error: unknown) => {
      console.error(`[stack] ${incoming.method} ${incoming.url}: unhandled`, error);
      sendSafely(incoming, outgoing, 500, { 'Content-Type': 'application/json' }, '{"message":"Internal error"}');
    });
  });
  async function handle(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<void> {
    const started = performance.now();
    if (!isAllowedHost(incoming.headers.host, config.host)) {
      sendSafely(incoming, outgoing, 403, { 'Content-Type': 'application/json' }, HOST_REFUSED);
      return;
    }
    const url = new URL(incoming.url ?? '/', config.apiUrl);
    const match = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
    const prefix = match?.[1] ?? '';
    let response: StackResponse;
    try {
      // Edge functions answer their own preflight, as on hosted Supabase.
      if (incoming.method === 'OPTIONS' && prefix !== 'functions') {
        outgoing.writeHead(200, { ...preflightHeaders(incoming.headers), 'Content-Length': '0' });
        outgoing.end();
        return;
      }
      const { body, tooLarge } = await readBody(incoming, config.maxBodyBytes);
      const req: BodyAwareRequest = {
        method: (incoming.method ?? 'GET').toUpperCase(),
        path: match?.[2] ?? '/',
        url,
        headers: clientAddressHeaders(incoming),
        body,
        ip: incoming.socket.remoteAddress ?? '127.0.0.1',
        bodyTooLarge: tooLarge,
      };
      if (tooLarge && prefix !== 'storage') {
        response = json(413, { message: 'Payload too large' });
      } else if (prefix === '' && (url.pathname === '/' || url.pathname === '/health')) {
        response = json(200, { status: 'ok', api: config.apiUrl });
      } else {
        response = await route(req, prefix);
      }
      // Handlers turn their own failures into answers: a 5xx still needs its reason in the log.
      if (response.status >= 500) logServerError(incoming, url, response);
    } catch (error) {
      if (error instanceof ApiError) {
        response = json(error.status, error.body, error.headers);
        if (response.status >= 500) logServerError(incoming, url, response);
      } else {
        console.error(`[stack] ${incoming.method} ${url.pathname}:`, error);
        response = json(500, {
          code: 'unexpected_failure',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const headers: Record<string, string> = {
      ...(response.passthrough ? {} : corsHeaders(incoming.headers)),
      ...response.headers,
    };
    if (config.logRequests) {
      console.log(
        `[stack] ${incoming.method} ${url.pathname}${url.search} → ${response.status} (${(performance.now() - started).toFixed(1)} ms)`,
      );
    }
    sendSafely(incoming, outgoing, response.status, headers, incoming.method === 'HEAD' ? undefined : response.body);
  }
  // Keep-alive sockets from supabase-js must not hold the process open on shutdown.
  server.keepAliveTimeout = 5000;
  return server;
}
