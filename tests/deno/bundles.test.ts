import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../supabase/functions/offer-pdf/handler';
import { ANON_KEY, REPO_ROOT, loadConfig } from '../../supabase/local/config';
import { collectBundle } from '../../supabase/local/functions/bundle';
import { startDenoFunction } from '../../supabase/local/functions/deno-runtime';
import { createFunctionEnv, platformEnv } from '../../supabase/local/functions/function-env';
import { service, signedIn } from '../integration/support';
import { draftOffer, removeOffers } from './support/offers';
import { bearer } from './support/runtimes';
import { FUNCTIONS_DIR, projectFunctions } from './support/project-functions';

/**
 * What each function's deploy holds, and the proof that a file a function reads at run time
 * must be declared: offer-pdf served without its static_files cannot render.
 */
const FONT = path.join(FUNCTIONS_DIR, '_shared', 'fonts', 'DejaVuSans.ttf');
const relative = (files: string[]) => files.map((file) => path.relative(FUNCTIONS_DIR, file));
/** `new URL('…', import.meta.url)`: a file a module reads beside itself. */
const READ_BESIDE = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

afterAll(removeOffers);

describe('function bundles', () => {
  it('hold the entrypoint, the modules it imports, the import map and the declared files only', () => {
    for (const fn of projectFunctions()) {
      const files = relative(collectBundle(fn).files);
      expect(files).toContain(`${fn.name}/index.ts`);
      expect(files).toContain(`${fn.name}/handler.ts`);
      expect(files).toContain(`${fn.name}/deno.json`);
      // Nothing of another function, nothing that is not code, a map, a lock or a declared file.
      const others = files.filter((file) => !file.startsWith(`${fn.name}/`) && !file.startsWith('_shared/'));
      expect(others, fn.name).toEqual([]);
      expect(
        files.filter((f) => !/\.(ts|json|lock)$/.test(f)),
        fn.name,
      ).toEqual(relative(fn.staticFiles));
    }
    const fonts = projectFunctions().filter((fn) => collectBundle(fn).files.includes(FONT));
    expect(fonts.map((fn) => fn.name)).toEqual(['billing-documents', 'installation-report', 'offer-pdf']);
  });

  it('declare every file their code reads beside itself', () => {
    for (const fn of projectFunctions()) {
      for (const module of collectBundle(fn).modules) {
        for (const [, target] of fs.readFileSync(module, 'utf8').matchAll(READ_BESIDE)) {
          const file = path.resolve(path.dirname(module), target as string);
          expect(fn.staticFiles, `${fn.name}: ${path.relative(REPO_ROOT, module)} reads ${target}`).toContain(file);
        }
      }
    }
  });

  it('fail under Deno when a file the function reads is not declared: offer-pdf cannot render', async () => {
    const config = loadConfig();
    const offerPdf = projectFunctions().find((fn) => fn.name === 'offer-pdf')!;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'visiolease-undeclared-'));
    const server = await startDenoFunction(
      { ...offerPdf, staticFiles: [] },
      {
        denoDir: config.denoDir,
        root,
        platform: platformEnv(config),
        getEnv: createFunctionEnv(config),
        log: () => {},
      },
    );
    try {
      const commercial = await signedIn('commercial@example.com', 'demo123456');
      const id = await draftOffer(commercial);
      const token = (await commercial.auth.getSession()).data.session!.access_token;
      const response = await fetch(`${server.origin}/offer-pdf`, {
        method: 'POST',
        headers: bearer(token, ANON_KEY),
        body: JSON.stringify({ offer_id: id }),
      });
      expect(response.status).toBe(500);
      const { error } = (await response.json()) as { error: string };
      expect(error).toMatch(new RegExp(`^${messages.renderFailed} : .*DejaVuSans\\.ttf`));
      const { data } = await service().from('offers').select('pdf_path, pdf_error').eq('id', id).single();
      expect(data).toEqual({ pdf_path: null, pdf_error: error });
    } finally {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
