// Downloads the picture an image API answered as a URL without letting that URL reach the
// project's own network: https only (plain http only to the configured provider in local/test
// mode), every hop's host resolved and checked, redirects followed by hand, body capped.
import { ipLiteral, isPublicAddress } from './public-address.ts';

/** Resolves a host name to every address a connection could use (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export type RefusalReason = 'scheme' | 'address' | 'redirects' | 'status' | 'too-large';

export class DownloadRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`image download refused: ${reason}`);
  }
}

export interface DownloadOptions {
  resolveHost: ResolveHost;
  signal: AbortSignal;
  maxBytes: number;
  /** Origin of an http:// provider (local/test mode): the only place plain http and private addresses are allowed. */
  trustedHttpOrigin: string | null;
  maxRedirects?: number;
}

async function assertReachable(url: URL, options: DownloadOptions): Promise<void> {
  if (options.trustedHttpOrigin !== null && url.origin === options.trustedHttpOrigin) return;
  if (url.protocol !== 'https:') throw new DownloadRefused('scheme');
  const literal = ipLiteral(url.hostname);
  let addresses: string[];
  try {
    addresses = literal ? [literal] : await options.resolveHost(url.hostname);
  } catch {
    throw new DownloadRefused('address');
  }
  // Every address must be public: the connection may use any of them.
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new DownloadRefused('address');
}

/** Reads at most maxBytes, cancelling the stream as soon as it goes past. */
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new DownloadRefused('too-large');
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new DownloadRefused('too-large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Known limit: fetch resolves the host again, so a DNS answer that changes between the check
 * and the connection (rebinding) is not caught; web-standard fetch cannot pin an address.
 */
export async function downloadImage(rawUrl: string, options: DownloadOptions): Promise<Uint8Array> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new DownloadRefused('scheme');
  }
  const maxRedirects = options.maxRedirects ?? 3;
  for (let hop = 0; ; hop += 1) {
    await assertReachable(url, options);
    const response = await fetch(url, { signal: options.signal, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new DownloadRefused('redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new DownloadRefused('scheme');
      }
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadRefused('status');
    }
    return readCapped(response, options.maxBytes);
  }
}

/** Node's resolver (the local stack and tests); on Deno, index.ts injects Deno.resolveDns instead. */
export async function resolveWithNodeDns(hostname: string): Promise<string[]> {
  const dns = await import('node:dns');
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}
