// Runs postgrest-js's jest suite (copied to CONFORMANCE_ROOT by postgrest-js.ts) with
// our vitest, as its jest.config.ts would: one file at a time, in path order, 30 s per test.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

class PathOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

const root = process.env.CONFORMANCE_ROOT;
if (!root) throw new Error('CONFORMANCE_ROOT is not set: run scripts/conformance/postgrest-js.ts');

export default defineConfig({
  root,
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/v12/**'],
    environment: 'node',
    globals: true,
    setupFiles: [new URL('./jest-globals.ts', import.meta.url).pathname],
    fileParallelism: false,
    sequence: { sequencer: PathOrder },
    testTimeout: 30_000,
    // A mismatch must fail, never rewrite the copied files.
    update: false,
  },
});
