import fs from 'node:fs';
import path from 'node:path';

/** README.md then every page of docs/, as paths relative to the repository. */
export function markdownFiles(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}
