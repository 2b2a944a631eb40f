// The small request/response shapes the API handlers share.
import type { IncomingHttpHeaders } from 'node:http';

export interface StackRequest {
  method: string;
  /** Path after the API prefix, e.g. '/products' for /rest/v1/products. */
  path: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ip: string;
}

export interface StackResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** An edge function's own response: passed on without the gateway's CORS headers. */
  passthrough?: boolean;
}

export function header(req: StackRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): StackResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}
