// Where a build keeps what only its own tools read — Vite's manifest, the chunk list, the
// prerenderer's empty shell and page list — beside the folder the static host publishes, never in
// it: `dist` → `dist.meta`. Vite writes them into `<outDir>/.vite`; the plugin below moves them out
// at the end of every build, and every reader (prerender, size budgets, benchmarks, the e2e build
// checks, the local publish hook) looks here.
import fs from 'node:fs';
import path from 'node:path';

export function buildMetaDir(outDir) {
  return `${path.resolve(outDir)}.meta`;
}

/** Vite plugin: once the bundle is written, `<outDir>/.vite` becomes `buildMetaDir(outDir)`. */
export function buildMetaOutside() {
  let outDir = 'dist';
  return {
    name: 'build-meta-outside',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const written = path.join(outDir, '.vite');
      if (!fs.existsSync(written)) return;
      fs.rmSync(buildMetaDir(outDir), { recursive: true, force: true });
      fs.renameSync(written, buildMetaDir(outDir));
    },
  };
}
