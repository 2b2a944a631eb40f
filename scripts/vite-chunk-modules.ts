import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes chunk-modules.json (with the build's metadata, scripts/lib/build-meta.mjs): for every output chunk, the source modules inside it and the
 * chunks it imports statically. Tests read it to prove no admin code ships with a public page.
 */
export function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          facade: chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId) : null,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: chunk.moduleIds.map((id) => path.relative(root, id).replace(/\?.*$/, '')),
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}
