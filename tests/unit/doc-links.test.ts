import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../support/markdown-files';

/**
 * Every relative link of the README and docs/ resolves, as GitHub renders them: markdown-it
 * finds the links (code spans and fenced blocks hold none), github-slugger names the headings
 * (accents kept, punctuation dropped, « -1 » for a repeated heading). A link leaving the
 * repository (`../shared/…`, beside it here, absent on a bare clone) is refused: such paths are
 * written as code.
 */
const root = path.resolve('.');
const markdown = new MarkdownIt();
const README_MAX_LINES = 150;

/** The text GitHub slugs: what the heading shows, code spans included, markup left out. */
function headingText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = markdown.parse(text, {});
  return new Set(
    tokens.flatMap((token, index) =>
      token.type === 'heading_open' ? [slugger.slug(headingText(tokens[index + 1]))] : [],
    ),
  );
}

interface Link {
  href: string;
  line: number;
}

function linksOf(text: string): Link[] {
  return markdown.parse(text, {}).flatMap((block) =>
    (block.children ?? []).flatMap((child) => {
      const href = child.attrGet(child.type === 'image' ? 'src' : 'href');
      const isLink = child.type === 'link_open' || child.type === 'image';
      return isLink && typeof href === 'string' ? [{ href, line: (block.map?.[0] ?? 0) + 1 }] : [];
    }),
  );
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Why `href`, written in `file` (relative to the repository), does not resolve; null when it does. */
function brokenReason(file: string, href: string, readText: (file: string) => string | null): string | null {
  const [rawPath, anchor] = href.split('#', 2);
  const decoded = decodeURIComponent(rawPath);
  const target =
    decoded === ''
      ? file
      : path.normalize(decoded.startsWith('/') ? decoded.slice(1) : path.join(path.dirname(file), decoded));
  if (target.startsWith('..') || path.isAbsolute(target)) {
    return 'leaves the repository (absent on a bare clone): write the path as code, not as a link';
  }
  if (readText(target) === null && !fs.existsSync(path.join(root, target))) return `no file ${target}`;
  if (anchor === undefined || anchor === '') return null;
  if (!target.endsWith('.md')) return `an anchor on ${target}, which has no headings to check`;
  const text = readText(target);
  return text !== null && anchorsOf(text).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor} in ${target}`;
}

/** A file of the repository as text; null when there is no such file (a folder is not a file). */
function readRepoFile(file: string): string | null {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : null;
}

/** « file:line href — reason » for each link of `text` (the content of `file`) that does not resolve. */
function brokenLinks(file: string, text: string, readText = readRepoFile): string[] {
  return linksOf(text)
    .filter((link) => !external.test(link.href))
    .flatMap((link) => {
      const reason = brokenReason(file, link.href, (other) => (other === file ? text : readText(other)));
      return reason === null ? [] : [`${file}:${link.line} ${link.href} — ${reason}`];
    });
}

describe('documentation links', () => {
  it('finds a planted missing file, missing heading and link out of the repository, and accepts the rest', () => {
    const other = '# Other page\n\n## Offers (devis)';
    const readPlanted = (file: string) => (file === 'docs/other.md' ? other : readRepoFile(file));
    const planted = [
      '# Planted heading',
      '## Against `supabase start` or a hosted project',
      '[ok](other.md) [ok](./other.md#offers-devis) [ok](#planted-heading) [ok](https://example.com/x.md)',
      '[ok](#against-supabase-start-or-a-hosted-project) [ok](../src) [ok](/docs/other.md) `[code](nowhere.md)`',
      '[missing](no-such-file.md)',
      '[heading](other.md#no-such-heading)',
      '[outside](../../shared/spec/product-spec.md)',
    ].join('\n\n');
    expect(brokenLinks('docs/planted.md', planted, readPlanted)).toEqual([
      'docs/planted.md:9 no-such-file.md — no file docs/no-such-file.md',
      'docs/planted.md:11 other.md#no-such-heading — no heading #no-such-heading in docs/other.md',
      'docs/planted.md:13 ../../shared/spec/product-spec.md — leaves the repository (absent on a bare clone): write the path as code, not as a link',
    ]);
  });

  it('slugs headings as GitHub does: accents kept, punctuation dropped, repeats numbered', () => {
    expect([...anchorsOf('# Données personnelles : rétention\n\n## Offers (devis)\n\n## Offers (devis)')]).toEqual([
      'données-personnelles--rétention',
      'offers-devis',
      'offers-devis-1',
    ]);
  });

  it.each(markdownFiles(root))('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file, fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
