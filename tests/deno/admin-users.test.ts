import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, messages, unknownRoleMessage } from '../../supabase/functions/admin-users/handler';
import { ANON_KEY } from '../../supabase/local/config';
import { admin, service, staff, type Client } from '../integration/support';
import { mailsTo } from './support/inbox';
import { bearer, expectSameAnswer } from './support/runtimes';

/** admin-users under Deno: an administrator invites a colleague, who gets the invitation e-mail. */
const invited: string[] = [];
let asAdmin: Client;
let asStaff: Client;

async function headersOf(client: Client): Promise<Record<string, string>> {
  const { data } = await client.auth.getSession();
  return bearer(data.session!.access_token, ANON_KEY);
}

const invitation = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    action: 'invite',
    email: `invitation.deno.${randomUUID().slice(0, 8)}@example.com`,
    fullName: 'Nina Valet',
    roles: ['viewer'],
    redirectTo: 'http://127.0.0.1:5173/admin/reset-password',
    ...over,
  });

beforeAll(async () => {
  [asAdmin, asStaff] = await Promise.all([admin(), staff()]);
});

afterAll(async () => {
  for (const id of invited) await service().auth.admin.deleteUser(id);
});

describe('admin-users under Deno', () => {
  it('invites a user: the account, its role and name, and the invitation in the inbox', async () => {
    const email = `invitation.deno.${randomUUID().slice(0, 8)}@example.com`;
    const { data, error } = await asAdmin.functions.invoke('admin-users', { body: JSON.parse(invitation({ email })) });
    expect(error).toBeNull();
    const user = (data as { user: { id: string; email: string } }).user;
    invited.push(user.id);
    expect(user.email).toBe(email);
    const { data: roles } = await service().from('user_roles').select('role').eq('user_id', user.id);
    expect(roles).toEqual([{ role: 'viewer' }]);
    const { data: profile } = await service().from('staff_profiles').select('display_name').eq('user_id', user.id);
    expect(profile).toEqual([{ display_name: 'Nina Valet' }]);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Votre accès à l’espace d’administration VisioLease');
    expect(mail!.text).toContain('/admin/reset-password');
  });

  it('answers bad requests and non-administrators as Node does, in French, and invites nobody', async () => {
    const asAdminHeaders = await headersOf(asAdmin);
    const cases = [
      { headers: asAdminHeaders, body: invitation({ email: 'pas-une-adresse' }), error: messages.email },
      { headers: asAdminHeaders, body: invitation({ roles: ['superadmin'] }), error: unknownRoleMessage('superadmin') },
      { headers: asAdminHeaders, body: invitation({ roles: [] }), error: messages.noRole },
      { headers: asAdminHeaders, body: invitation({ fullName: 'Nina\r\nBcc: x@evil.example' }), error: messages.name },
      { headers: asAdminHeaders, body: '{"action":"promote"}', error: messages.action },
      { headers: asAdminHeaders, body: 'pas du JSON', error: messages.badJson },
      { headers: await headersOf(asStaff), body: invitation(), error: messages.forbidden },
    ];
    const { data: before } = await asAdmin.rpc('list_users');
    for (const call of cases) {
      const answer = await expectSameAnswer(createHandler, 'admin-users', call);
      expect(JSON.parse(answer.body)).toEqual({ error: call.error });
    }
    const wrongMethod = await expectSameAnswer(createHandler, 'admin-users', {
      method: 'GET',
      headers: asAdminHeaders,
    });
    expect(wrongMethod).toMatchObject({ status: 405, body: JSON.stringify({ error: messages.method }) });
    const { data: after } = await asAdmin.rpc('list_users');
    expect(after).toHaveLength(before!.length);
  });
});
