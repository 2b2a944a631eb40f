// A small static server for the production build, with the hosting rules of public/_headers:
// prerendered pages at /path/index.html, the SPA shell for /admin, a 404 status elsewhere.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Parses the Netlify-style _headers file into [pattern, headers] rules. */
export function parseHeadersFile(text) {
  const rules = [];
  let current;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = raw.indexOf(':');
      current.headers[raw.slice(0, index).trim()] = raw.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  if (pattern.endsWith('/*')) return urlPath.startsWith(pattern.slice(0, -1));
  return pattern === urlPath;
}

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

/** `intercept(request, response)`: answers a request itself and returns true (the local publish hook). */
export function createServer({ root, extraOrigins = [], intercept }) {
  const headerRules = fs.existsSync(path.join(root, '_headers'))
    ? parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8'))
    : [];
  const withOrigins = (value) =>
    extraOrigins.length === 0
      ? value
      : value.replace(/(connect-src|img-src|media-src) ([^;]+)/g, (_m, directive, sources) => `${directive} ${sources} ${extraOrigins.join(' ')}`);

  const resolveFile = (urlPath) => {
    const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const candidate = path.join(root, clean);
    if (!candidate.startsWith(root)) return { file: path.join(root, 'index.html'), status: 404 };
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return { file: candidate, status: 200 };
    const index = path.join(candidate, 'index.html');
    if (fs.existsSync(index)) return { file: index, status: 200 };
    const shell = fs.existsSync(path.join(root, 'spa.html')) ? path.join(root, 'spa.html') : path.join(root, 'index.html');
    // The admin area is client-rendered; any other unknown path is a real 404 for crawlers.
    return { file: shell, status: urlPath === '/admin' || urlPath.startsWith('/admin/') ? 200 : 404 };
  };

  return http.createServer((request, response) => {
    if (intercept?.(request, response)) return;
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const { file, status } = resolveFile(urlPath);
    const headers = { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' };
    for (const rule of headerRules) {
      if (!matches(rule.pattern, urlPath)) continue;
      for (const [name, value] of Object.entries(rule.headers)) {
        headers[name] = name === 'Content-Security-Policy' ? withOrigins(value) : value;
      }
    }
    if (path.extname(file) === '.html') headers['Cache-Control'] = 'no-cache';
    let body = fs.readFileSync(file);
    const encoding = negotiateEncoding(request.headers['accept-encoding'] ?? '');
    if (encoding && /text|javascript|json|xml|svg/.test(headers['Content-Type'])) {
      body = compressed(file, body, encoding);
      headers['Content-Encoding'] = encoding;
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
