// Splits a SQL script into statements so a failing migration can be reported
// with the exact statement and line, which one multi-statement exec cannot do.

export interface SqlStatement {
  text: string;
  /** 1-based line of the statement's first non-blank character in the file. */
  line: number;
}

export function splitSql(source: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  let parenDepth = 0;
  // BEGIN ATOMIC ... END bodies (SQL-standard functions) contain semicolons.
  let atomicDepth = 0;
  let caseDepth = 0;
  const n = source.length;

  const push = (end: number) => {
    const raw = source.slice(start, end);
    const text = raw.trim();
    if (text && !isOnlyComments(text)) {
      const offset = start + raw.indexOf(text[0] as string);
      statements.push({ text, line: lineAt(source, offset) });
    }
    start = end + 1;
  };

  while (i < n) {
    const ch = source[i] as string;
    const next = source[i + 1];
    if (ch === '-' && next === '-') {
      const eol = source.indexOf('\n', i);
      i = eol === -1 ? n : eol + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      // Postgres block comments nest.
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (source[i] === '/' && source[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (source[i] === '*' && source[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
      continue;
    }
    if (ch === "'") {
      const escapes = i > 0 && /[eE]/.test(source[i - 1] as string) && !/\w/.test(source[i - 2] ?? ' ');
      i++;
      while (i < n) {
        if (escapes && source[i] === '\\') {
          i += 2;
          continue;
        }
        if (source[i] === "'") {
          if (source[i + 1] === "'") {
            i += 2;
            continue;
          }
          break;
        }
        i++;
      }
      i++;
      continue;
    }
    if (ch === '"') {
      const end = source.indexOf('"', i + 1);
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (ch === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(source.slice(i, i + 64));
      if (tag && !/[A-Za-z0-9_]/.test(source[i - 1] ?? ' ')) {
        const end = source.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? n : end + tag[0].length;
        continue;
      }
    }
    if (ch === '(') parenDepth++;
    else if (ch === ')') parenDepth = Math.max(0, parenDepth - 1);
    else if (/[A-Za-z]/.test(ch) && !/[A-Za-z0-9_]/.test(source[i - 1] ?? ' ')) {
      const word = /^[A-Za-z_]+/.exec(source.slice(i, i + 16))?.[0].toLowerCase() ?? '';
      if (word === 'atomic' && /\bbegin\s+$/i.test(source.slice(Math.max(0, i - 12), i))) atomicDepth++;
      // Only the END that closes BEGIN ATOMIC matters; CASE ... END nests inside it. Words are
      // seen here outside comments and strings, so « (case and +tag aside) » in a comment is no CASE.
      else if (word === 'case' && atomicDepth > 0) caseDepth++;
      else if (word === 'end' && caseDepth > 0) caseDepth--;
      else if (word === 'end' && atomicDepth > 0) atomicDepth--;
      i += word.length || 1;
      continue;
    } else if (ch === ';' && parenDepth === 0 && atomicDepth === 0) {
      push(i);
    }
    i++;
  }
  push(n);
  return statements;
}

function isOnlyComments(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let k = 0; k < offset; k++) if (source.charCodeAt(k) === 10) line++;
  return line;
}
