// A small static server for the production build that applies the static host's own rules, as
// Netlify and Cloudflare Pages apply them (scripts/lib/host-rules.mjs): _redirects sends /admin/*
// to the SPA shell, a prerendered page (/leasing.html) answers its path without a slash
// (/leasing), which its other forms redirect to, and any other path gets 404.html — the same
// shell — with a 404 status; _headers adds the security headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  CANONICAL_REDIRECT,
  headersPatternMatches,
  matchRedirect,
  parseHeadersFile,
  parseRedirectsFile,
  resolveStaticPath,
} from './lib/host-rules.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

/** Brotli when the browser takes it, as static hosts (Netlify, Cloudflare Pages) serve it; else gzip. */
function negotiateEncoding(accepted) {
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

// Brotli at its best level takes ~1 s on the framework chunk: compress each file once.
const compressedCache = new Map();
function compressed(file, body, encoding) {
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!compressedCache.has(key)) {
    compressedCache.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : zlib.gzipSync(body, { level: 9 }),
    );
  }
  return compressedCache.get(key);
}

/** The hosts read these two files and never serve them. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/** `intercept(request, response)`: answers a request itself and returns true (the local publish hook). */
export function createServer({ root, extraOrigins = [], intercept }) {
  const readRules = (name, parse) =>
    fs.existsSync(path.join(root, name)) ? parse(fs.readFileSync(path.join(root, name), 'utf8')) : [];
  const headerRules = readRules('_headers', parseHeadersFile);
  const redirectRules = readRules('_redirects', parseRedirectsFile);
  const withOrigins = (value) =>
    extraOrigins.length === 0
      ? value
      : value.replace(
          /(connect-src|img-src|media-src) ([^;]+)/g,
          (_m, directive, sources) => `${directive} ${sources} ${extraOrigins.join(' ')}`,
        );

  /** Whether the build holds this file (a path relative to the root, still URL-encoded). */
  const isFile = (relative) => {
    let file;
    try {
      file = path.join(root, path.normalize(decodeURIComponent(relative)));
    } catch {
      return false;
    }
    if (!file.startsWith(`${root}${path.sep}`) || hostFiles.has(`/${relative}`)) return false;
    return fs.existsSync(file) && fs.statSync(file).isFile();
  };

  /**
   * What answers a path: a redirect, or a file with its status (404.html when nothing matches).
   * A rewrite's destination is looked up like a request, so one that names a page in a form the
   * host redirects (`/spa.html`) answers that redirect, as it would on Cloudflare Pages.
   */
  const resolve = (urlPath) => {
    const rule = matchRedirect(redirectRules, urlPath);
    if (rule && rule.status !== 200) return { redirect: rule.to, status: rule.status };
    const found = resolveStaticPath(rule ? new URL(rule.to, 'http://localhost').pathname : urlPath, isFile);
    if (found?.redirect) return { redirect: found.redirect, status: CANONICAL_REDIRECT };
    if (found) return { file: path.join(root, decodeURIComponent(found.file)), status: 200 };
    const notFound = path.join(root, '404.html');
    return fs.existsSync(notFound) ? { file: notFound, status: 404 } : { status: 404 };
  };

  return http.createServer((request, response) => {
    if (intercept?.(request, response)) return;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;
    const { file, redirect, status } = resolve(urlPath);
    const headers = {
      'Content-Type': file ? (types[path.extname(file)] ?? 'application/octet-stream') : types['.txt'],
    };
    // Headers follow the path asked for, not the file that answers it (the hosts do the same).
    for (const rule of headerRules) {
      if (!headersPatternMatches(rule.pattern, urlPath)) continue;
      for (const [name, value] of Object.entries(rule.headers)) {
        headers[name] = name === 'Content-Security-Policy' ? withOrigins(value) : value;
      }
    }
    if (redirect) {
      const location = new URL(redirect, url);
      if (!location.search) location.search = url.search;
      response.writeHead(status, {
        ...headers,
        Location: location.origin === url.origin ? `${location.pathname}${location.search}` : location.href,
        'Content-Length': 0,
      });
      response.end();
      return;
    }
    if (file && path.extname(file) === '.html') headers['Cache-Control'] = 'no-cache';
    let body = file ? fs.readFileSync(file) : Buffer.from('Not Found');
    const encoding = negotiateEncoding(request.headers['accept-encoding'] ?? '');
    if (file && encoding && /text|javascript|json|xml|svg/.test(headers['Content-Type'])) {
      body = compressed(file, body, encoding);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
