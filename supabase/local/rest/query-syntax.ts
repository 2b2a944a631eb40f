// Parses PostgREST's query-string language (select, filters, logic trees,
// order) into plain data. Nothing here touches SQL; names are checked later.
import { ApiError } from '../http/api-error';

export type JsonStep = { arrow: '->' | '->>'; key: string };

export interface ColumnRef {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; ref: ColumnRef; alias?: string; cast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      items: SelectItem[];
    };

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

export type Operator = keyof typeof OPERATORS;

export interface Condition {
  kind: 'condition';
  column: ColumnRef;
  negate: boolean;
  op: Operator;
  /** Text search configuration for fts operators, e.g. fts(french). */
  language?: string;
  /** `like(any).{a,b}`: the value is a Postgres array literal compared with ANY/ALL. */
  quantifier?: 'any' | 'all';
  /** Raw value; a list for `in`. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Array<Condition | LogicTree>;
}

export interface OrderTerm {
  column: ColumnRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const parseError = (message: string, details: string | null = null) =>
  new ApiError(400, { code: 'PGRST100', details, hint: null, message });

// ---------------------------------------------------------------- helpers

/** Splits on `sep` at paren depth 0, outside double quotes. */
function splitTop(input: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (ch === '\\' && quoted && i + 1 < input.length) {
      current += ch + input[i + 1];
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (!quoted && depth === 0 && ch === sep) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (depth !== 0 || quoted) throw parseError('Unbalanced parentheses or quotes', input);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `col`, `"odd col"`, `data->a->>b` */
export function parseColumnRef(input: string): ColumnRef {
  const text = input.trim();
  if (!text) throw parseError('Empty column name');
  const parts = text.split(/(->>|->)/);
  const name = unquote(parts[0] as string);
  const json: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? '');
    if (!key) throw parseError(`Bad JSON path in "${input}"`);
    json.push({ arrow: parts[i] as JsonStep['arrow'], key });
  }
  if (!name) throw parseError(`Bad column "${input}"`);
  return { name, json };
}

// ---------------------------------------------------------------- select

/** Whitespace outside double quotes is insignificant, as in PostgREST. */
function stripWhitespace(input: string): string {
  let out = '';
  let quoted = false;
  for (const ch of input) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    out += ch;
  }
  return out;
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  return parseSelectList(stripWhitespace(input));
}

function parseSelectList(input: string): SelectItem[] {
  return splitTop(input, ',').map((part) => {
    if (!part) throw parseError('Empty item in select', input);
    return parseSelectItem(part);
  });
}

// One type name, or one of Postgres' few multi-word ones: free text here would reach the SQL.
const CAST_RE =
  /^(?:[A-Za-z_][A-Za-z0-9_]*|double precision|character varying|timestamp with(?:out)? time zone|time with(?:out)? time zone)(\[\])?$/i;

function parseSelectItem(raw: string): SelectItem {
  if (raw === '*') return { kind: 'star' };
  let text = raw;
  let spread = false;
  if (text.startsWith('...')) {
    spread = true;
    text = text.slice(3);
  }
  const open = indexOfTop(text, '(');
  if (open !== -1) {
    if (!text.endsWith(')')) throw parseError(`Bad embedded resource "${raw}"`);
    const head = text.slice(0, open);
    const inner = text.slice(open + 1, -1);
    let alias: string | undefined;
    let target = head;
    const colon = head.indexOf(':');
    if (colon !== -1) {
      alias = unquote(head.slice(0, colon));
      target = head.slice(colon + 1);
    }
    const [name, ...bangs] = target.split('!');
    let hint: string | undefined;
    let innerJoin = false;
    for (const bang of bangs) {
      if (bang === 'inner') innerJoin = true;
      else if (bang === 'left') innerJoin = false;
      else hint = bang;
    }
    if (!name) throw parseError(`Bad embedded resource "${raw}"`);
    return {
      kind: 'embed',
      name: unquote(name),
      alias,
      hint,
      inner: innerJoin,
      spread,
      items: inner === '' ? [] : parseSelectList(inner),
    };
  }
  if (spread) throw parseError(`Spread needs an embedded resource: "${raw}"`);
  let alias: string | undefined;
  let body = text;
  const colon = indexOfAliasColon(text);
  if (colon !== -1) {
    alias = unquote(text.slice(0, colon));
    body = text.slice(colon + 1);
  }
  let cast: string | undefined;
  const castAt = body.lastIndexOf('::');
  if (castAt !== -1) {
    cast = body.slice(castAt + 2);
    body = body.slice(0, castAt);
    if (!CAST_RE.test(cast)) throw parseError(`Bad cast "${cast}"`);
  }
  const ref = parseColumnRef(body);
  return { kind: 'column', ref, alias, cast };
}

function indexOfTop(text: string, ch: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === ch) return i;
  }
  return -1;
}

/** First single ':' (not part of '::') outside quotes. */
function indexOfAliasColon(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ':') {
      if (text[i + 1] === ':') return -1;
      return i;
    }
  }
  return -1;
}

// ---------------------------------------------------------------- filters

/** Operators PostgREST lets compare with a list through `(any)` / `(all)`. */
const QUANTIFIABLE = new Set<Operator>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** `[not.]op[(lang)].value` — the right-hand side of `col=…`. */
export function parseOperation(column: ColumnRef, expression: string): Condition {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot === -1) throw parseError(`"failed to parse filter (${expression})"`, `unexpected end of input`);
  let opText = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  let modifier: string | undefined;
  const lang = /^(\w+)\((\w+)\)$/.exec(opText);
  if (lang) {
    opText = lang[1] as string;
    modifier = lang[2];
  }
  if (!(opText in OPERATORS)) {
    throw parseError(`"failed to parse filter (${expression})"`, `unknown operator "${opText}"`);
  }
  const op = opText as Operator;
  if (modifier && (modifier === 'any' || modifier === 'all') && QUANTIFIABLE.has(op)) {
    return { kind: 'condition', column, negate, op, quantifier: modifier, value };
  }
  const language = modifier;
  if (language && !op.endsWith('fts')) throw parseError(`"failed to parse filter (${expression})"`);
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw parseError(`"failed to parse filter (${expression})"`, 'in needs a list like in.(a,b)');
    }
    const inner = value.slice(1, -1);
    const items = inner === '' ? [] : splitTop(inner, ',').map(unquote);
    return { kind: 'condition', column, negate, op, value: items };
  }
  if (op === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    throw parseError(`"failed to parse filter (${expression})"`, 'is accepts null, not_null, true, false or unknown');
  }
  return { kind: 'condition', column, negate, op, language, value };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` — `input` is the parenthesised list. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, input: string): LogicTree {
  const text = input.trim();
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${input})"`, 'expected a parenthesised list');
  }
  const inner = text.slice(1, -1);
  const children = splitTop(inner, ',').map((part) => parseLogicItem(part, input));
  return { kind: 'logic', op, negate, children };
}

function parseLogicItem(part: string, whole: string): Condition | LogicTree {
  let text = part.trim();
  let negate = false;
  const nested = /^(not\.)?(and|or)\(/.exec(text);
  if (nested) {
    negate = Boolean(nested[1]);
    text = text.slice((nested[1]?.length ?? 0) + (nested[2] as string).length);
    return parseLogicTree(nested[2] as 'and' | 'or', negate, text);
  }
  // column.op.value — the column may itself be a JSON path (a->>b.eq.1) or quoted.
  let columnEnd: number;
  if (text.startsWith('"')) {
    columnEnd = text.indexOf('"', 1) + 1;
    if (columnEnd === 0) throw parseError(`"failed to parse logic tree (${whole})"`);
  } else {
    columnEnd = text.indexOf('.');
  }
  if (columnEnd <= 0 || text[columnEnd] !== '.') throw parseError(`"failed to parse logic tree (${whole})"`);
  const column = parseColumnRef(text.slice(0, columnEnd));
  const condition = parseOperation(column, text.slice(columnEnd + 1));
  if (typeof condition.value === 'string') condition.value = unquote(condition.value);
  return condition;
}

// ---------------------------------------------------------------- order

export function parseOrder(input: string): OrderTerm[] {
  return splitTop(input, ',').map((term) => {
    if (!term) throw parseError(`"failed to parse order (${input})"`);
    const pieces = term.split('.');
    const modifiers: string[] = [];
    while (pieces.length > 1 && /^(asc|desc|nullsfirst|nullslast)$/.test(pieces[pieces.length - 1] as string)) {
      modifiers.unshift(pieces.pop() as string);
    }
    const column = parseColumnRef(pieces.join('.'));
    const result: OrderTerm = { column };
    for (const m of modifiers) {
      if (m === 'asc' || m === 'desc') result.direction = m;
      else result.nulls = m === 'nullsfirst' ? 'first' : 'last';
    }
    return result;
  });
}

// ---------------------------------------------------------------- numbers

export function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}
