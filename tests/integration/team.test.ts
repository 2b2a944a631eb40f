import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, newStaffAccount, service, signedIn, type Client } from './support';

/**
 * The team: accounts managed through the admin-users edge function (checked server-side, the
 * service key never in the browser), the last active administrator protected by the database,
 * and the audit trail written by triggers, readable by administrators, never editable.
 */
const LAST_ADMIN = 'Action impossible : il doit rester au moins un administrateur actif.';
const created: string[] = [];

async function newStaff(role: string): Promise<{ id: string; email: string; client: Client }> {
  const account = await newStaffAccount(role);
  created.push(account.id);
  return account;
}

async function adminUsers(client: Client, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('admin-users', { body });
  const message = error ? ((await (error as { context: Response }).context.json()) as { error: string }).error : null;
  return { data, status: error ? (error as { context: Response }).context.status : 200, message };
}

afterAll(async () => {
  for (const id of created)
    await service()
      .auth.admin.deleteUser(id)
      .catch(() => undefined);
});

describe('admin-users edge function', () => {
  it('refuses anyone who is not an active administrator, with a French message', async () => {
    const commercial = await newStaff('commercial');
    const target = await newStaff('viewer');
    const attempt = await adminUsers(commercial.client, { action: 'deactivate', userId: target.id });
    expect(attempt).toMatchObject({ status: 403, message: 'Action réservée aux administrateurs.' });
  });

  it('deactivates an account (its current token loses every right at once) and reactivates it', async () => {
    const asAdmin = await admin();
    const commercial = await newStaff('commercial');
    expect((await commercial.client.from('orders').select('id').limit(1)).data).toHaveLength(1);

    expect(await adminUsers(asAdmin, { action: 'deactivate', userId: commercial.id })).toMatchObject({ status: 200 });
    const { data: users } = await asAdmin.rpc('list_users');
    expect(users!.find((u) => u.id === commercial.id)).toMatchObject({ active: false, roles: ['commercial'] });
    // The access token issued before is still signed, but the database no longer grants anything.
    expect((await commercial.client.from('orders').select('id').limit(1)).data).toEqual([]);
    await expect(signedIn(commercial.email, 'motdepasse-solide')).rejects.toThrow();

    expect(await adminUsers(asAdmin, { action: 'reactivate', userId: commercial.id })).toMatchObject({ status: 200 });
    const again = await signedIn(commercial.email, 'motdepasse-solide');
    expect((await again.from('orders').select('id').limit(1)).data).toHaveLength(1);

    const { data: trail } = await asAdmin
      .from('audit_log')
      .select('action, table_name, changes, actor_email')
      .eq('entity_id', commercial.id)
      .eq('table_name', 'users')
      .order('id');
    expect(trail).toEqual([
      {
        action: 'update',
        table_name: 'users',
        changes: { active: { before: true, after: false } },
        actor_email: 'admin@example.com',
      },
      {
        action: 'update',
        table_name: 'users',
        changes: { active: { before: false, after: true } },
        actor_email: 'admin@example.com',
      },
    ]);
  });

  it('gives the invitation’s name as the display name admins manage, and refuses one on two lines', async () => {
    const asAdmin = await admin();
    const email = `invitation-${randomUUID().slice(0, 8)}@example.com`;
    const invite = (fullName: string) =>
      adminUsers(asAdmin, {
        action: 'invite',
        email,
        fullName,
        roles: ['viewer'],
        redirectTo: 'http://127.0.0.1:5173/admin/reset-password',
      });
    expect(await invite('Nina\r\nBcc: exfil@evil.example')).toMatchObject({
      status: 400,
      message:
        'Le nom ne doit pas dépasser 120 caractères, ni contenir de balises ou de caractères de contrôle, et doit tenir sur une ligne.',
    });
    expect(await invite('Nina Valet')).toMatchObject({ status: 200 });
    const { data: users } = await asAdmin.rpc('list_users');
    const invited = users!.find((u) => u.email === email)!;
    created.push(invited.id);
    expect(invited.full_name).toBe('Nina Valet');
    const { data: profile } = await service().from('staff_profiles').select('display_name').eq('user_id', invited.id);
    expect(profile).toEqual([{ display_name: 'Nina Valet' }]);
  });

  it('deletes an account, and refuses bad input and one’s own account with French messages', async () => {
    const asAdmin = await admin();
    const leaving = await newStaff('viewer');
    expect(await adminUsers(asAdmin, { action: 'delete', userId: leaving.id })).toMatchObject({ status: 200 });
    const { data: left } = await service().auth.admin.getUserById(leaving.id);
    expect(left.user).toBeNull();

    const { data: me } = await asAdmin.auth.getUser();
    expect(await adminUsers(asAdmin, { action: 'delete', userId: me.user!.id })).toMatchObject({
      status: 400,
      message: 'Vous ne pouvez pas faire cette action sur votre propre compte.',
    });
    expect(
      await adminUsers(asAdmin, {
        action: 'invite',
        email: 'pas-une-adresse',
        roles: ['viewer'],
        redirectTo: 'http://127.0.0.1/x',
      }),
    ).toMatchObject({
      status: 400,
      message: 'Saisissez une adresse e-mail valide.',
    });
    expect(
      await adminUsers(asAdmin, {
        action: 'invite',
        email: 'ok@example.com',
        roles: ['superadmin'],
        redirectTo: 'http://127.0.0.1/x',
      }),
    ).toMatchObject({
      status: 400,
      message: 'Rôle inconnu : « superadmin ».',
    });
    expect(
      await adminUsers(asAdmin, {
        action: 'invite',
        email: 'ok@example.com',
        roles: [],
        redirectTo: 'http://127.0.0.1/x',
      }),
    ).toMatchObject({
      status: 400,
      message: 'Choisissez au moins un rôle.',
    });
  });
});

describe('the last active administrator', () => {
  it('can be neither demoted nor deactivated, even straight through the database', async () => {
    const asAdmin = await admin();
    const { data: me } = await asAdmin.auth.getUser();
    // Other administrators left by earlier runs would make the seeded one not the last: deactivate none, count them.
    const { data: users } = await asAdmin.rpc('list_users');
    const activeAdmins = users!.filter((u) => u.active && u.roles.includes('admin'));
    expect(activeAdmins.map((u) => u.email)).toEqual(['admin@example.com']);

    const demote = await asAdmin.from('user_roles').delete().eq('user_id', me.user!.id).eq('role', 'admin');
    expect(demote.error?.message).toBe(LAST_ADMIN);
    const ban = await service().auth.admin.updateUserById(me.user!.id, { ban_duration: '876000h' });
    expect(ban.error).not.toBeNull();
    const { data: still } = await asAdmin.rpc('list_users');
    expect(still!.find((u) => u.id === me.user!.id)).toMatchObject({ active: true, roles: ['admin'] });
  });

  it('may step down once another administrator is active', async () => {
    const second = await newStaff('admin');
    const { error } = await second.client.from('user_roles').delete().eq('user_id', second.id).eq('role', 'admin');
    expect(error).toBeNull();
  });
});

describe('audit trail', () => {
  it('records a staff change with who, when, and every changed field before → after', async () => {
    const commercial = await newStaff('commercial');
    const { data: order } = await service()
      .from('orders')
      .insert(factories.orders())
      .select('id, customer_company')
      .single();
    const update = await commercial.client
      .from('orders')
      .update({ customer_company: 'Nouvelle Raison Sociale', notes: 'Relancé' })
      .eq('id', order!.id);
    expect(update.error).toBeNull();

    const asAdmin = await admin();
    const { data: rows } = await asAdmin.from('audit_log').select('*').eq('entity_id', order!.id).order('id');
    // The service-role insert is no staff action: only the commercial's update is there.
    expect(rows).toHaveLength(1);
    expect(rows![0]).toMatchObject({
      actor_id: commercial.id,
      actor_email: commercial.email,
      area: 'orders',
      table_name: 'orders',
      row_id: order!.id,
      action: 'update',
      changes: {
        customer_company: { before: order!.customer_company, after: 'Nouvelle Raison Sociale' },
        notes: { before: null, after: 'Relancé' },
      },
    });
    expect(Date.now() - new Date(rows![0].at).getTime()).toBeLessThan(60_000);
  });

  it('files lines and notes under their order, request or lead', async () => {
    const asAdmin = await admin();
    const { data: request } = await service()
      .from('quote_requests')
      .insert(factories.quote_requests())
      .select('id')
      .single();
    const note = await asAdmin
      .from('quote_request_notes')
      .insert({ quote_request_id: request!.id, body: 'Rappel prévu jeudi' })
      .select('id')
      .single();
    expect(note.error).toBeNull();
    const { data: rows } = await asAdmin
      .from('audit_log')
      .select('table_name, action, row_id, changes')
      .eq('entity_id', request!.id);
    expect(rows).toEqual([
      expect.objectContaining({ table_name: 'quote_request_notes', action: 'insert', row_id: note.data!.id }),
    ]);
    expect(rows![0].changes).toMatchObject({ body: { before: null, after: 'Rappel prévu jeudi' } });
  });

  it('is append-only for everyone, administrators and the service key included, and hidden from other roles', async () => {
    const asAdmin = await admin();
    const { data: some } = await asAdmin.from('audit_log').select('id').limit(1).single();
    expect(some).not.toBeNull();

    for (const client of [asAdmin, service()]) {
      const update = await client
        .from('audit_log')
        .update({ actor_email: 'personne@example.com' })
        .eq('id', some!.id)
        .select();
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('audit_log').delete().eq('id', some!.id).select();
      expect(remove.error?.code).toBe('42501');
      const insert = await client
        .from('audit_log')
        .insert({ area: 'orders', table_name: 'orders', row_id: 'x', entity_id: 'x', action: 'update' });
      expect(insert.error?.code).toBe('42501');
    }
    const marketing = await signedIn('marketing@example.com', 'demo123456');
    expect((await marketing.from('audit_log').select('id').limit(1)).data).toEqual([]);
    const forged = await marketing.rpc('record_account_event', {
      actor_id: randomUUID(),
      user_id: randomUUID(),
      action: 'delete',
      changes: {},
    });
    expect(forged.error?.code).toBe('42501');
  });
});
