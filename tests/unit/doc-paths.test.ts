import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../support/markdown-files';

/**
 * The docs name code as code spans (`src/features/offers/…`); links are checked by doc-links.test.ts,
 * these by this one. A path of the repository written in the README or docs/ names a file or folder
 * that exists, so a move or a rename that forgets its documentation fails here. Spans with a
 * placeholder (`<name>`, `*`, `{a,b}`) are patterns, not paths; a git-ignored path is one the reader
 * creates (`supabase/functions/.env`).
 */
const root = path.resolve('.');
const markdown = new MarkdownIt();
const repositoryPath = /^(?:src|supabase|scripts|tests|e2e|docs|public)\/[\w./@-]*$/;

function codePaths(text: string): string[] {
  return markdown
    .parse(text, {})
    .flatMap((block) => block.children ?? [])
    .filter((token) => token.type === 'code_inline')
    .map((token) => token.content.trim())
    .filter((content) => repositoryPath.test(content));
}

function isIgnored(file: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', file], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

function missingPaths(text: string, exists: (file: string) => boolean): string[] {
  return [...new Set(codePaths(text))].filter((file) => !exists(file));
}

const existsInRepository = (file: string) => fs.existsSync(path.join(root, file)) || isIgnored(file);

describe('paths named in the documentation', () => {
  it('finds a planted missing path and leaves patterns, commands and ignored files alone', () => {
    const planted = [
      '`src/lib/format.ts` `src/features/nowhere/status.ts` `supabase/functions/<name>/index.ts`',
      '`npm run dev` `supabase/functions/.env` `src/domain/*/tables.ts`',
      '```\nsrc/not/checked/in/fences.ts\n```',
    ].join('\n\n');
    expect(missingPaths(planted, existsInRepository)).toEqual(['src/features/nowhere/status.ts']);
  });

  it.each(markdownFiles(root))('%s: every path written as code exists', (file) => {
    expect(missingPaths(fs.readFileSync(path.join(root, file), 'utf8'), existsInRepository)).toEqual([]);
  });
});
