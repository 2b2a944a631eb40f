// The static host's rules, read the way Netlify and Cloudflare Pages read them, so the local
// preview (scripts/serve-dist.mjs) serves the build exactly as the deployment will: which file
// answers a path, public/_headers (headers per path) and public/_redirects (rewrites and
// redirects per path).

/** The status Cloudflare Pages redirects with when a path is not the canonical form of its page. */
export const CANONICAL_REDIRECT = 308;

/**
 * Which file answers a path, as Cloudflare Pages' default HTML handling finds it
 * (developers.cloudflare.com: Pages › Serving Pages › Route matching; Workers › Static assets ›
 * HTML handling, `auto-trailing-slash`). A page built as `leasing.html` is served at `/leasing`
 * with a 200, and only there: `/leasing/` and `/leasing.html` redirect to `/leasing`. A folder's
 * `index.html` is served at the folder's path with its slash (`/` for the home page). Netlify,
 * with Pretty URLs (its default), serves `/leasing` from `leasing.html` too and redirects
 * `/leasing/` to it, but answers `/leasing.html` with the file: nothing links there, and the
 * page's canonical tag names `/leasing`.
 *
 * `isFile(relativePath)` says whether the build holds a file; the answer is `{ file }` (a
 * relative path), `{ redirect }` (a path) or undefined (no such page: the host's 404).
 */
export function resolveStaticPath(urlPath, isFile) {
  const relative = urlPath.replace(/^\/+/, '');
  if (relative === 'index.html' || relative.endsWith('/index.html')) {
    return isFile(relative) ? { redirect: urlPath.slice(0, -'index.html'.length) } : undefined;
  }
  if (relative.endsWith('.html')) {
    return isFile(relative) ? { redirect: urlPath.slice(0, -'.html'.length) } : undefined;
  }
  if (relative === '' || relative.endsWith('/')) {
    if (isFile(`${relative}index.html`)) return { file: `${relative}index.html` };
    const page = `${relative.slice(0, -1)}.html`;
    return relative !== '' && isFile(page) ? { redirect: urlPath.replace(/\/+$/, '') } : undefined;
  }
  if (isFile(relative)) return { file: relative };
  if (isFile(`${relative}.html`)) return { file: `${relative}.html` };
  if (isFile(`${relative}/index.html`)) return { redirect: `${urlPath}/` };
  return undefined;
}

/** Parses a `_headers` file into `[{ pattern, headers }]` rules, in file order. */
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

/** Whether a `_headers` pattern (an exact path, or a prefix ending in `/*`) covers a path. */
export function headersPatternMatches(pattern, urlPath) {
  if (pattern.endsWith('/*')) return urlPath.startsWith(pattern.slice(0, -1));
  return pattern === urlPath;
}

/**
 * Only the statuses both hosts read the same way. Netlify also rewrites with 404 and forces
 * with `!`, which Cloudflare Pages does not understand: refused here rather than deployed wrong.
 */
const STATUSES = new Set([200, 301, 302]);

/** `/admin/*` → `^/admin/(?<splat>.*)$`; `/news/:year` → `^/news/(?<year>[^/]+)$`. */
function compileSource(from) {
  const pattern = from
    .split('/')
    .map((segment, index, segments) => {
      if (segment === '*' && index === segments.length - 1) return '(?<splat>.*)';
      if (segment.includes('*')) throw new Error('« * » ne peut être que le dernier segment');
      if (/^:[A-Za-z]\w*$/.test(segment)) return `(?<${segment.slice(1)}>[^/]+)`;
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${pattern}$`);
}

/**
 * Parses a `_redirects` file: one `from to status` rule a line, `#` comment lines. The status is
 * required, since the hosts' defaults differ (301 on Netlify, 302 on Cloudflare Pages). A line
 * this server cannot apply as both hosts would throws, with its line number.
 */
export function parseRedirectsFile(text) {
  const rules = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const fail = (reason) => {
      throw new Error(`_redirects, ligne ${index + 1} (« ${line} ») : ${reason}`);
    };
    const fields = line.split(/\s+/);
    if (fields.length !== 3) fail('attendu « source destination statut »');
    const [from, to, code] = fields;
    if (!from.startsWith('/')) fail('la source doit être un chemin commençant par « / »');
    if (!to.startsWith('/') && !/^https?:\/\//.test(to)) fail('la destination doit être un chemin ou une URL http(s)');
    const status = Number(code);
    if (!STATUSES.has(status))
      fail(`statut ${code} non pris en charge de la même façon par Netlify et Cloudflare Pages`);
    if (status === 200 && !to.startsWith('/')) fail('une réécriture (200) doit viser un fichier du site');
    let source;
    try {
      source = compileSource(from);
    } catch (error) {
      fail(error.message);
    }
    rules.push({ from, to, status, source, line: index + 1 });
  }
  return rules;
}

/**
 * The first rule whose source matches the path, with its destination filled in (`:splat` and
 * `:name` placeholders), or undefined. Callers apply it before looking for a file, as Cloudflare
 * Pages does (Netlify looks for the file first): a rule that would hide a built file on one
 * host hides it in the preview too, where the tests see it.
 */
export function matchRedirect(rules, urlPath) {
  for (const rule of rules) {
    const match = rule.source.exec(urlPath);
    if (!match) continue;
    const values = match.groups ?? {};
    const to = rule.to.replace(/:([A-Za-z]\w*)/g, (placeholder, name) => (name in values ? values[name] : placeholder));
    return { to, status: rule.status, line: rule.line };
  }
  return undefined;
}
