import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistProblems, deployFacts, functionFolders, printedDeployCommand } from '../support/deploy-checklist';

const root = path.resolve('.');
const doc = fs.readFileSync('docs/deploy.md', 'utf8');

describe('docs/deploy.md, supabase/config.toml and the deploy command', () => {
  it('name every function with its verify_jwt and secrets, every SQL file, bucket, build variable and e-mail template', () => {
    const facts = deployFacts(root);
    // At least what the repository holds today, so that a derivation that silently found nothing fails too.
    expect(facts.functionSecrets.size).toBeGreaterThanOrEqual(8);
    expect(facts.functionSecrets.get('deliver-emails')).toEqual([
      'EMAIL_BATCH_SIZE',
      'EMAIL_FROM',
      'RESEND_API_KEY',
      'RESEND_API_URL',
      'SITE_URL',
    ]);
    expect(facts.hostedSql.length).toBeGreaterThanOrEqual(2);
    expect(facts.buckets.get('offer-documents')).toBe(false);
    expect(facts.buckets.get('product-images')).toBe(true);
    expect(facts.buckets.size).toBeGreaterThanOrEqual(5);
    expect(facts.viteVariables).toContain('VITE_SUPABASE_ANON_KEY');
    expect(facts.authTemplates.map((t) => t.template)).toContain('recovery');

    expect(checklistProblems(facts, doc, printedDeployCommand(root))).toEqual([]);
  });

  it('deploy:functions deploys every function folder, _shared aside, in one CLI call', () => {
    const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    expect(packageJson.scripts['deploy:functions']).toBe('node scripts/deploy-functions.mjs');
    const command = printedDeployCommand(root);
    expect(command).toBe(`npx --yes supabase@3.1.0 functions deploy ${functionFolders(root).join(' ')}`);
    expect(command).not.toContain('_shared');
  });
});

describe('a function added without updating the checklist', () => {
  // A copy of the functions with one more folder; the rest of the repository as it is.
  const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-checklist-'));
  beforeAll(() => {
    fs.mkdirSync(path.join(planted, 'supabase'));
    fs.cpSync('supabase/functions', path.join(planted, 'supabase/functions'), { recursive: true });
    fs.mkdirSync(path.join(planted, 'supabase/functions/relance-devis'));
    fs.writeFileSync(
      path.join(planted, 'supabase/functions/relance-devis/index.ts'),
      "Deno.serve(() => new Response(Deno.env.get('RELANCE_API_KEY') ? 'ok' : 'non configuré'));\n",
    );
    for (const shared of ['supabase/config.toml', 'supabase/hosted', 'supabase/migrations', 'src']) {
      fs.symlinkSync(path.resolve(shared), path.join(planted, shared));
    }
  });
  afterAll(() => fs.rmSync(planted, { recursive: true, force: true }));

  it('is deployed by the generated command, and fails the checklist until docs/deploy.md and config.toml name it', () => {
    const command = printedDeployCommand(planted);
    expect(command).toContain(' relance-devis ');
    expect(checklistProblems(deployFacts(planted), doc, command)).toEqual([
      'config.toml: no [functions.relance-devis] section with verify_jwt',
      'docs/deploy.md: function relance-devis is not in the functions table',
      'docs/deploy.md: secret RELANCE_API_KEY (read by relance-devis) is not in the secrets table',
      `docs/deploy.md: the deploy command shown is not « ${command} »`,
    ]);
  });
});
