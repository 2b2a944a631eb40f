import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplateLabels } from '../../src/domain/email/status';
import { emailRenderers } from '../../supabase/functions/_shared/email/render';
import { EMAIL_TEMPLATES } from '../../supabase/functions/_shared/email/types';
import { databaseUrl } from '../support/clients';
import { service } from './support';

/**
 * The e-mail templates are data: the database's registry (private.email_templates: each template
 * and the hooks a claim runs for it) and the renderer's list (render.ts) name the same templates,
 * and claim_email_batch names none of them. Both layers: the real-PostgreSQL one proves the
 * outbox's foreign key and the hooks on connections that ran no migration.
 */
let sql: pg.Client;

beforeAll(async () => {
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql.end();
});

interface RegistryRow {
  name: string;
  refresh: string | null;
  links: string | null;
}

async function registry(): Promise<RegistryRow[]> {
  const { rows } = await sql.query<RegistryRow>(
    'select name, refresh::text as refresh, links::text as links from private.email_templates order by name',
  );
  return rows;
}

describe('the template registry', () => {
  it('lists exactly the templates the renderer knows', async () => {
    const names = (await registry()).map((row) => row.name);
    expect(names).toEqual(Object.keys(emailRenderers).sort());
    expect(names).toEqual([...EMAIL_TEMPLATES].sort());
    // …and the back-office names each in French (/admin/emails).
    expect(Object.keys(emailTemplateLabels).sort()).toEqual(names);
  });

  it('registers hooks that take the claimed e-mail and answer an object, which no API role may call', async () => {
    const hooks = (await registry()).flatMap((row) => [row.refresh, row.links]).filter((hook) => hook !== null);
    // The templates that complete their payload today: the order's lines, the campaign's text
    // and unsubscribe link, the offer's link.
    expect(hooks).toHaveLength(4);
    for (const hook of hooks) {
      const { rows } = await sql.query<{ result: string; anon: boolean; authenticated: boolean; service: boolean }>(
        `select pg_get_function_result(p.oid) as result,
                has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
                has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
                has_function_privilege('service_role', p.oid, 'EXECUTE') as service
           from pg_proc p where p.oid = $1::regprocedure`,
        [hook],
      );
      expect({ hook, ...rows[0] }).toEqual({
        hook,
        result: 'jsonb',
        anon: false,
        authenticated: false,
        service: false,
      });
      expect(hook).toMatch(/^private\.\w+\(email_outbox\)$/);
    }
  });

  it('is the only place claim_email_batch learns a template from', async () => {
    const { rows } = await sql.query<{ body: string }>(
      `select p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = 'claim_email_batch'`,
    );
    expect(rows).toHaveLength(1);
    for (const name of EMAIL_TEMPLATES) expect(rows[0]!.body).not.toContain(name);
  });

  it('the outbox refuses a template the registry does not list, and nobody reads the registry through the API', async () => {
    const db = service();
    const { error } = await db
      .from('email_outbox')
      .insert({ template: 'invoice_reminder', recipient: 'compta@exemple.fr', payload: {} });
    expect(error?.code).toBe('23503');
    const read = await db
      .schema('private' as never)
      .from('email_templates' as never)
      .select('*');
    expect(read.data).toBeNull();
  });
});
