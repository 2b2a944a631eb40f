// GoTrue renders e-mail subjects and bodies with Go's html/template. This is the part of it the
// Supabase templates use: {{ .Field }}, {{ .Data.key }}, {{ if … }}…{{ else }}…{{ end }} (a field or
// `eq .A .B`, as the email_change template asks `if eq .SendingTo .NewEmail`), and
// html/template's contextual escaping (HTML text and attributes, URL attributes).

type Escape = 'html' | 'url-start' | 'url-path' | 'url-query';

type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[]; escape: Escape }
  | { kind: 'if'; path: string[]; equals?: string[]; then: TemplateNode[]; otherwise: TemplateNode[] };

export type TemplateData = Record<string, unknown>;

const URL_ATTRIBUTES = 'href|src|action|formaction|cite|poster|background';

/** Where an action sits, judged from the literal text before it (as html/template's context). */
function escapeAt(before: string): Escape {
  const tagStart = before.lastIndexOf('<');
  if (tagStart < 0 || tagStart < before.lastIndexOf('>')) return 'html';
  const attr = new RegExp(`\\s(?:${URL_ATTRIBUTES})\\s*=\\s*(["']?)([^"'\\s>]*)$`, 'i').exec(before.slice(tagStart));
  if (!attr) return 'html';
  const value = attr[2] as string;
  if (value === '') return 'url-start';
  return /[?#]/.test(value) ? 'url-query' : 'url-path';
}

function parsePath(expr: string, source: string): string[] {
  if (expr === '.') return [];
  if (!/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(expr)) {
    throw new Error(`E-mail template: unsupported action {{ ${source} }} (only fields, if, else and end)`);
  }
  return expr.slice(1).split('.');
}

export function parseTemplate(source: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const stack: Array<{ node: Extract<TemplateNode, { kind: 'if' }>; inElse: boolean }> = [];
  const target = () => {
    const top = stack.at(-1);
    return top ? (top.inElse ? top.node.otherwise : top.node.then) : root;
  };
  let literal = '';
  let last = 0;
  let trimNext = false;
  for (const m of source.matchAll(/\{\{(-\s)?\s*([\s\S]*?)\s*(\s-)?\}\}/g)) {
    let text = source.slice(last, m.index);
    if (trimNext) text = text.trimStart();
    if (m[1]) text = text.trimEnd();
    trimNext = Boolean(m[3]);
    last = (m.index ?? 0) + m[0].length;
    if (text) target().push({ kind: 'text', text });
    literal += text;
    const action = m[2] as string;
    if (action.startsWith('/*')) continue;
    const ifMatch = /^if\s+(\S+)$/.exec(action);
    const ifEq = /^if\s+eq\s+(\S+)\s+(\S+)$/.exec(action);
    if (ifEq) {
      const node = {
        kind: 'if' as const,
        path: parsePath(ifEq[1] as string, action),
        equals: parsePath(ifEq[2] as string, action),
        then: [],
        otherwise: [],
      };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (ifMatch) {
      const node = { kind: 'if' as const, path: parsePath(ifMatch[1] as string, action), then: [], otherwise: [] };
      target().push(node);
      stack.push({ node, inElse: false });
    } else if (action === 'else') {
      const top = stack.at(-1);
      if (!top || top.inElse) throw new Error('E-mail template: {{ else }} without {{ if }}');
      top.inElse = true;
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('E-mail template: {{ end }} without {{ if }}');
    } else {
      target().push({ kind: 'value', path: parsePath(action, action), escape: escapeAt(literal) });
    }
  }
  if (stack.length) throw new Error('E-mail template: {{ if }} without {{ end }}');
  const rest = trimNext ? source.slice(last).trimStart() : source.slice(last);
  if (rest) root.push({ kind: 'text', text: rest });
  return root;
}

function lookup(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Go's truth: false, 0, nil and empty strings, slices and maps are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

const HTML_ESCAPES: Record<string, string> = {
  '\0': '\uFFFD',
  '"': '&#34;',
  "'": '&#39;',
  '&': '&amp;',
  '+': '&#43;',
  '<': '&lt;',
  '>': '&gt;',
};

/** html/template's htmlEscaper (also used for quoted attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[\0"'&+<>]/g, (c) => HTML_ESCAPES[c] as string);
}

/** html/template's urlProcessor: `normalize` keeps reserved characters, otherwise only unreserved ones stay. */
function escapeUrl(text: string, normalize: boolean): string {
  const keep = normalize ? /[A-Za-z0-9\-._~!#$&*+,/:;=?@[\]%]/ : /[A-Za-z0-9\-._~]/;
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && keep.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function escapeValue(raw: string, escape: Escape): string {
  if (escape === 'html') return escapeHtml(raw);
  if (escape === 'url-query') return escapeHtml(escapeUrl(raw, false));
  // html/template's urlFilter: only http, https and mailto schemes may start a URL.
  const scheme = /^([^:/?#]*):/.exec(raw)?.[1];
  const safe = escape === 'url-path' || scheme === undefined || /^(https?|mailto)$/i.test(scheme) ? raw : '#ZgotmplZ';
  return escapeHtml(escapeUrl(safe, true));
}

export function renderNodes(nodes: TemplateNode[], data: TemplateData): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') out += escapeValue(stringify(lookup(data, node.path)), node.escape);
    else {
      const value = lookup(data, node.path);
      const holds = node.equals ? value === lookup(data, node.equals) : truthy(value);
      out += renderNodes(holds ? node.then : node.otherwise, data);
    }
  }
  return out;
}

export function renderTemplate(source: string, data: TemplateData): string {
  return renderNodes(parseTemplate(source), data);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The plain-text part sent beside the HTML: paragraphs and line breaks kept, links written out. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|script|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ') // source line breaks mean nothing in HTML
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_all, _q, href: string, label: string) => {
        const text = decodeEntities(label.replace(/<[^>]*>/g, '')).trim();
        const url = decodeEntities(href);
        return text && text !== url ? `${text} : ${url}` : url;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|tr|table|ul|ol)\s*>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<[^>]*>/g, '')
    .split('\n')
    .map((line) =>
      decodeEntities(line)
        .replace(/[ \t\u00A0]+/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
