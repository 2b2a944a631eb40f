// Browsers call every API cross-origin from the Vite dev server.
import type { IncomingHttpHeaders } from 'node:http';

const ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept-profile',
  'content-profile',
  'range',
  'x-upsert',
  'cache-control',
  'x-retry-count',
  'x-region',
  'accept',
  'if-none-match',
  'if-modified-since',
].join(', ');

const EXPOSE_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Profile',
  'Content-Length',
  'Content-Type',
  'Preference-Applied',
  'Location',
  'Range-Unit',
  'Proxy-Status',
  'x-sb-error-code',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
  'ETag',
  'Last-Modified',
  'Cache-Control',
  'x-relay-error',
].join(', ');

export function corsHeaders(reqHeaders: IncomingHttpHeaders): Record<string, string> {
  const origin = reqHeaders.origin;
  return {
    'Access-Control-Allow-Origin': typeof origin === 'string' && origin ? origin : '*',
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    Vary: 'Origin',
  };
}

export function preflightHeaders(reqHeaders: IncomingHttpHeaders): Record<string, string> {
  const requested = reqHeaders['access-control-request-headers'];
  return {
    ...corsHeaders(reqHeaders),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    // Echoing what the browser asks for keeps future supabase-js headers working.
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
}
