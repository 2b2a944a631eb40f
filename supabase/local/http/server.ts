// One HTTP server for all APIs, routed by prefix as the hosted gateway does.
import http from 'node:http';
import type { StackConfig } from '../config';
import type { RequestAuth } from '../db-session';
import { ApiError } from './api-error';
import { corsHeaders, preflightHeaders } from './cors';
import { checkApiKey, restAuth } from './request-auth';
import { json, type StackRequest, type StackResponse } from './types';

export interface ApiHandlers {
  rest(req: StackRequest, auth: RequestAuth): Promise<StackResponse>;
  auth(req: StackRequest): Promise<StackResponse>;
  storage(req: StackRequest): Promise<StackResponse>;
  functions(req: StackRequest): Promise<StackResponse>;
}

/** Uploads above the largest bucket limit are refused after this many bytes. */
const MAX_BODY_BYTES = Number(process.env.STACK_MAX_BODY_BYTES ?? 64 * 1024 * 1024);

function readBody(req: http.IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooLarge = true;
        return; // keep draining so the client can read our answer
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
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
      checkApiKey(req, config.jwtSecret);
      return handlers.auth(req);
    }
    if (prefix === 'storage') return handlers.storage(req);
    if (prefix === 'functions') return handlers.functions(req);
    return json(404, { message: 'no Route matched with those values' });
  }

  const server = http.createServer(async (incoming, outgoing) => {
    const started = performance.now();
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
      const { body, tooLarge } = await readBody(incoming);
      const req: BodyAwareRequest = {
        method: (incoming.method ?? 'GET').toUpperCase(),
        path: match?.[2] ?? '/',
        url,
        headers: incoming.headers,
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
    } catch (error) {
      if (error instanceof ApiError) {
        response = json(error.status, error.body, error.headers);
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
    if (process.env.STACK_LOG_REQUESTS) {
      console.log(
        `[stack] ${incoming.method} ${url.pathname}${url.search} → ${response.status} (${(performance.now() - started).toFixed(1)} ms)`,
      );
    }
    outgoing.writeHead(response.status, headers);
    outgoing.end(incoming.method === 'HEAD' ? undefined : response.body);
  });
  // Keep-alive sockets from supabase-js must not hold the process open on shutdown.
  server.keepAliveTimeout = 5000;
  return server;
}
