import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, can, permissionMatrix, staffRoles } from '../../src/config/permissions';
import { factories } from './factories';
import { service, signedIn } from './support';
import { databaseUrl } from '../support/clients';

/**
 * The staff roles' matrix: the app's typed map equals the database's answer for every role,
 * area and action, and the database enforces it for real users (a few cells through the API).
 */
const sql = new pg.Client({
  connectionString: databaseUrl,
});

beforeAll(async () => {
  await sql.connect();
});
afterAll(async () => {
  await sql.end();
});

describe('permission matrix', () => {
  it('the app and the database agree on every role × area × action', async () => {
    const { rows } = await sql.query<{ role: string; area: string; level: string }>(
      'select role, area, level from private.role_permissions order by role, area',
    );
    const database = Object.fromEntries(staffRoles.map((role) => [role, {} as Record<string, string>]));
    for (const row of rows) database[row.role][row.area] = row.level;
    expect(database).toEqual(permissionMatrix);

    // private.can, as a user holding each role alone, answers what can() answers.
    for (const role of staffRoles) {
      for (const area of areas) {
        for (const action of ['read', 'write'] as const) {
          const { rows: answer } = await sql.query<{ allowed: boolean }>(
            `select exists (select 1 from private.role_permissions p
                             where p.role = $1 and p.area = $2 and ($3 = 'read' or p.level = 'write')) as allowed`,
            [role, area, action],
          );
          expect({ role, area, action, allowed: answer[0].allowed }).toEqual({
            role,
            area,
            action,
            allowed: can([role], area, action),
          });
        }
      }
    }
  });

  it('names the after-sales areas as the issue says', () => {
    const level = (area: 'contracts' | 'service') =>
      Object.fromEntries(staffRoles.map((role) => [role, permissionMatrix[role][area] ?? null]));
    expect(level('contracts')).toEqual({
      admin: 'write',
      commercial: 'write',
      comptabilite: 'read',
      marketing: null,
      technicien: 'read',
      moderator: null,
      viewer: 'read',
    });
    expect(level('service')).toEqual({
      admin: 'write',
      commercial: 'read',
      comptabilite: null,
      marketing: null,
      technicien: 'write',
      moderator: null,
      viewer: 'read',
    });
  });

  it('names the billing area as the contract says: accounting writes, sales read their customers', () => {
    expect(Object.fromEntries(staffRoles.map((role) => [role, permissionMatrix[role].billing ?? null]))).toEqual({
      admin: 'write',
      commercial: 'read',
      comptabilite: 'write',
      marketing: null,
      technicien: null,
      moderator: null,
      viewer: null,
    });
  });

  it('rights add up over several roles', () => {
    expect(can(['technicien'], 'orders', 'write')).toBe(false);
    expect(can(['technicien', 'commercial'], 'orders', 'write')).toBe(true);
    expect(can([], 'catalogue', 'read')).toBe(false);
  });
});

describe('enforced for real users', () => {
  it('a commercial works orders and requests but cannot write the catalogue nor read the users', async () => {
    const commercial = await signedIn('commercial@example.com', 'demo123456').catch(() => null);
    if (!commercial) throw new Error('the seed must hold commercial@example.com');
    const { data: orders } = await commercial.from('orders').select('id').limit(1);
    expect(orders).toHaveLength(1);
    const { data: requests } = await commercial.from('quote_requests').select('id').limit(1);
    expect(requests).toHaveLength(1);
    const insert = await commercial.from('products').insert(factories.products());
    expect(insert.error?.code).toBe('42501');
    const { data: roles } = await commercial.from('user_roles').select('user_id, role');
    expect(new Set((roles ?? []).map((r) => r.role))).toEqual(new Set(['commercial']));
  });

  it('a technician works incidents and reads contracts; accounting reads contracts and no incident', async () => {
    const db = service();
    const [technicien, compta] = await Promise.all([
      signedIn('technique@example.com', 'demo123456'),
      signedIn('compta@example.com', 'demo123456'),
    ]);
    // A seeded confirmed order became a contract.
    const { data: contract } = await db.from('contracts').select('id, owner_id').limit(1).single();
    expect((await technicien.from('contracts').select('id').eq('id', contract!.id)).data).toHaveLength(1);
    const owner = await technicien
      .from('contracts')
      .update({ service_level: 'premium' })
      .eq('id', contract!.id)
      .select('id');
    expect(owner.data ?? []).toEqual([]);
    const opened = await technicien.rpc('open_incident', {
      p_contract_id: contract!.id,
      p_type: 'autre',
      p_description: 'Contrôle des droits du technicien.',
    });
    expect(opened.error).toBeNull();
    expect((await compta.from('contracts').select('id').eq('id', contract!.id)).data).toHaveLength(1);
    expect((await compta.from('incidents').select('id').eq('id', opened.data!)).data).toEqual([]);
    const byCompta = await compta.rpc('open_incident', {
      p_contract_id: contract!.id,
      p_type: 'autre',
      p_description: 'La comptabilité ne signale pas.',
    });
    expect(byCompta.error?.code).toBe('42501');
    await db.from('incidents').delete().eq('id', opened.data!);
  });

  it('accounting reads orders and changes a payment status, nothing else', async () => {
    const compta = await signedIn('compta@example.com', 'demo123456');
    const db = service();
    // An order of its own: the payment status of one whose contract is billed follows its invoices.
    const { data: order } = await db
      .from('orders')
      .insert(factories.orders({ customer_company: 'Société Paiement' }))
      .select('id, payment_status, customer_company')
      .single();
    const write = await compta.from('orders').update({ customer_company: 'Autre' }).eq('id', order!.id).select('id');
    expect(write.data ?? []).toEqual([]);
    const { error } = await compta.rpc('set_order_payment_status', { order_id: order!.id, payment_status: 'paid' });
    expect(error).toBeNull();
    const { data: after } = await db
      .from('orders')
      .select('payment_status, customer_company')
      .eq('id', order!.id)
      .single();
    expect(after).toEqual({ payment_status: 'paid', customer_company: order!.customer_company });
    const { data: leads } = await compta.from('leads').select('id');
    expect(leads ?? []).toEqual([]);
    await db.from('orders').delete().eq('id', order!.id);
  });
});

// == Privacy (issue 27, retention): the data-rights functions answer administrators only ==
describe('privacy area', () => {
  it('only an administrator may look up, plan or erase personal data; nobody but the worker runs the job', async () => {
    const accounts: Record<string, [string, string]> = {
      admin: ['admin@example.com', 'admin123456'],
      commercial: ['commercial@example.com', 'demo123456'],
      comptabilite: ['compta@example.com', 'demo123456'],
      marketing: ['marketing@example.com', 'demo123456'],
      technicien: ['technique@example.com', 'demo123456'],
      moderator: ['moderation@example.com', 'demo123456'],
      viewer: ['lecteur@example.com', 'demo123456'],
    };
    for (const role of staffRoles) {
      const client = await signedIn(...accounts[role]);
      const found = await client.rpc('find_personal_data', { p_email: 'personne@example.com' });
      expect({ role, code: found.error?.code ?? null }).toEqual({
        role,
        code: can([role], 'privacy', 'read') ? null : '42501',
      });
      const plan = await client.rpc('erasure_plan', { p_request_id: '00000000-0000-4000-8000-000000000000' });
      // An administrator gets past the right and is told the request does not exist.
      expect({ role, message: plan.error?.message }).toEqual({
        role,
        message: can([role], 'privacy', 'write')
          ? 'Cette demande est introuvable.'
          : 'Vous n’avez pas les droits nécessaires pour cette action.',
      });
      expect({ role, code: (await client.rpc('run_retention')).error?.code }).toEqual({ role, code: '42501' });
    }
  });
});
