/**
 * admin-users — the account actions only the auth admin API can do, for administrators.
 *
 * POST { action: 'invite', email, fullName?, roles, redirectTo }   → 200 { user: { id, email } }
 * POST { action: 'deactivate' | 'reactivate' | 'delete', userId } → 200 { user: { id } }
 * Errors: 4xx/5xx { error: '<French message>' }.
 *
 * The caller's rights are read from the database with the caller's own token (public.list_users
 * answers administrators only, with every account's roles and state), so the check is the
 * database's; the service key only ever serves the auth admin API and stays on the server.
 * Roles are granted and revoked by administrators through the REST API directly (RLS and the
 * last-administrator trigger guard them); the database refuses to lose its last active admin
 * even if this function were bypassed. The invitation's name becomes the person's display name
 * (public.staff_profiles, which admins manage): the back-office never shows what a user writes
 * about themselves in their account's metadata.
 *
 * Portable between Supabase Edge (Deno) and the local stack (Node): web-standard APIs only.
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (set by the platform).
 */
import {
  bearerToken,
  callerHeaders,
  callerId as authCallerId,
  corsHeaders,
  failureResponse,
  HttpFailure,
  json,
  jsonObject,
  projectCall,
  projectEnv,
  serviceHeaders,
  type GetEnv,
  type ProjectEnv,
} from '../_shared/http.ts';

export const STAFF_ROLES = ['admin', 'commercial', 'comptabilite', 'marketing', 'technicien', 'moderator', 'viewer'];
const MAX_NAME_LENGTH = 120;
const MAX_BODY_CHARS = 4096;
/** « Désactivé » is a ban long enough to never end by itself (GoTrue takes a Go duration). */
const DEACTIVATED_FOR = '876000h';

export const messages = {
  method: 'Méthode non autorisée : utilisez POST.',
  unauthenticated: 'Authentification requise.',
  forbidden: 'Action réservée aux administrateurs.',
  unavailable: 'Le service des comptes ne répond pas pour le moment. Veuillez réessayer.',
  serverConfig: 'Le service des comptes est mal configuré (variables Supabase manquantes).',
  badJson: 'Requête invalide : le corps doit être un objet JSON.',
  action: 'Action inconnue.',
  email: 'Saisissez une adresse e-mail valide.',
  name: `Le nom ne doit pas dépasser ${MAX_NAME_LENGTH} caractères, ni contenir de balises ou de caractères de contrôle, et doit tenir sur une ligne.`,
  noRole: 'Choisissez au moins un rôle.',
  redirect: 'Adresse de retour invalide.',
  userId: 'Utilisateur introuvable.',
  self: 'Vous ne pouvez pas faire cette action sur votre propre compte.',
  lastAdmin: 'Action impossible : il doit rester au moins un administrateur actif.',
  exists: 'Un compte existe déjà pour cette adresse e-mail.',
  rateLimited: 'Trop d’e-mails envoyés à cette adresse : réessayez dans une minute.',
  failed: 'L’action n’a pas pu être effectuée. Veuillez réessayer.',
} as const;

export function unknownRoleMessage(role: string): string {
  return `Rôle inconnu : « ${role} ».`;
}

/** A call to the project's own APIs; a network failure or a 5xx is « unavailable ». */
function project(url: string, init: RequestInit): Promise<Response> {
  return projectCall('admin-users', messages.unavailable, url, init);
}

// == Request ===================================================================

export type AdminAction =
  | { action: 'invite'; email: string; fullName: string | null; roles: string[]; redirectTo: string }
  | { action: 'deactivate' | 'reactivate' | 'delete'; userId: string };

/** src/lib/text-rules.ts's emailPattern, the database's private.is_email. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z0-9][a-zA-Z0-9-]{0,61}[a-zA-Z0-9]$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const markupPattern = /<[\p{L}/!?]/u;
/** Control characters (line breaks and tab included) and invisible bidirectional marks: a name is one visible line. */
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const hiddenOrControlPattern = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function parseAction(text: string): AdminAction {
  if (text.length > MAX_BODY_CHARS) throw new HttpFailure(400, messages.badJson);
  const input = jsonObject(text, messages.badJson);
  if (input.action === 'invite') {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (email.length > 254 || !emailPattern.test(email)) throw new HttpFailure(400, messages.email);
    const name = typeof input.fullName === 'string' ? input.fullName.trim() : '';
    if (name.length > MAX_NAME_LENGTH || markupPattern.test(name) || hiddenOrControlPattern.test(name))
      throw new HttpFailure(400, messages.name);
    if (!Array.isArray(input.roles) || input.roles.length === 0) throw new HttpFailure(400, messages.noRole);
    const roles = [...new Set(input.roles.map(String))];
    const unknown = roles.find((role) => !STAFF_ROLES.includes(role));
    if (unknown !== undefined) throw new HttpFailure(400, unknownRoleMessage(unknown.slice(0, 40)));
    let redirectTo: URL;
    try {
      redirectTo = new URL(String(input.redirectTo ?? ''));
    } catch {
      throw new HttpFailure(400, messages.redirect);
    }
    if (!/^https?:$/.test(redirectTo.protocol)) throw new HttpFailure(400, messages.redirect);
    return { action: 'invite', email, fullName: name || null, roles, redirectTo: redirectTo.href };
  }
  if (input.action === 'deactivate' || input.action === 'reactivate' || input.action === 'delete') {
    if (typeof input.userId !== 'string' || !uuidPattern.test(input.userId))
      throw new HttpFailure(400, messages.userId);
    return { action: input.action, userId: input.userId.toLowerCase() };
  }
  throw new HttpFailure(400, messages.action);
}

// == The caller and the accounts, as the database sees them =====================

interface Account {
  id: string;
  email: string;
  roles: string[];
  active: boolean;
  confirmed: boolean;
}

/** Every account, read with the caller's token: only an active administrator gets an answer. */
async function accountsSeenBy(env: ProjectEnv, token: string): Promise<Account[]> {
  const response = await project(`${env.url}/rest/v1/rpc/list_users`, {
    method: 'POST',
    headers: callerHeaders(env, token),
    body: '{}',
  });
  if (response.status === 401 || response.status === 403) throw new HttpFailure(403, messages.forbidden);
  const rows = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || !Array.isArray(rows)) throw new HttpFailure(503, messages.unavailable);
  return rows as Account[];
}

function isActiveAdmin(account: Account): boolean {
  return account.active && account.roles.includes('admin');
}

// == Auth admin API (service key) ===============================================

async function authError(response: Response): Promise<HttpFailure> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; error_code?: unknown };
  const code = String(body.code ?? body.error_code ?? '');
  if (code === 'email_exists') return new HttpFailure(409, messages.exists);
  if (code === 'over_email_send_rate_limit' || response.status === 429)
    return new HttpFailure(429, messages.rateLimited);
  if (code === 'validation_failed') return new HttpFailure(400, messages.email);
  if (code === 'user_not_found') return new HttpFailure(404, messages.userId);
  console.error('admin-users: auth answered', response.status, body);
  return new HttpFailure(502, messages.failed);
}

async function recordEvent(
  env: ProjectEnv,
  actorId: string,
  userId: string,
  action: 'insert' | 'update' | 'delete',
  changes: Record<string, { before: unknown; after: unknown }>,
): Promise<void> {
  const response = await project(`${env.url}/rest/v1/rpc/record_account_event`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify({ actor_id: actorId, user_id: userId, action, changes }),
  });
  // The action itself is done: a missing audit line is logged, not reported as a failure.
  if (!response.ok) console.error('admin-users: audit event refused', response.status, await response.text());
}

async function invite(env: ProjectEnv, actorId: string, request: Extract<AdminAction, { action: 'invite' }>) {
  const query = new URLSearchParams({ redirect_to: request.redirectTo });
  const response = await project(`${env.url}/auth/v1/invite?${query}`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify({ email: request.email, data: request.fullName ? { full_name: request.fullName } : {} }),
  });
  if (!response.ok) throw await authError(response);
  const user = (await response.json()) as { id: string; email: string };
  const grant = await project(`${env.url}/rest/v1/user_roles?on_conflict=user_id,role`, {
    method: 'POST',
    headers: { ...serviceHeaders(env), Prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify(request.roles.map((role) => ({ user_id: user.id, role }))),
  });
  if (!grant.ok) {
    console.error('admin-users: roles refused', grant.status, await grant.text());
    throw new HttpFailure(502, messages.failed);
  }
  if (request.fullName) {
    const profile = await project(`${env.url}/rest/v1/staff_profiles?on_conflict=user_id`, {
      method: 'POST',
      headers: { ...serviceHeaders(env), Prefer: 'resolution=merge-duplicates,return=minimal' },
      body: JSON.stringify({ user_id: user.id, display_name: request.fullName }),
    });
    // The account and its roles exist: a missing name is logged (an admin can give it), not a failure.
    if (!profile.ok) console.error('admin-users: display name refused', profile.status, await profile.text());
  }
  await recordEvent(env, actorId, user.id, 'insert', {
    email: { before: null, after: user.email },
    roles: { before: null, after: request.roles },
  });
  return { id: user.id, email: user.email };
}

async function changeAccount(
  env: ProjectEnv,
  actorId: string,
  accounts: Account[],
  request: Extract<AdminAction, { action: 'deactivate' | 'reactivate' | 'delete' }>,
) {
  const target = accounts.find((account) => account.id === request.userId);
  if (!target) throw new HttpFailure(404, messages.userId);
  if (request.action !== 'reactivate') {
    if (target.id === actorId) throw new HttpFailure(400, messages.self);
    if (isActiveAdmin(target) && !accounts.some((account) => account.id !== target.id && isActiveAdmin(account))) {
      throw new HttpFailure(409, messages.lastAdmin);
    }
  }
  const url = `${env.url}/auth/v1/admin/users/${target.id}`;
  const response =
    request.action === 'delete'
      ? await project(url, { method: 'DELETE', headers: serviceHeaders(env) })
      : await project(url, {
          method: 'PUT',
          headers: serviceHeaders(env),
          body: JSON.stringify({ ban_duration: request.action === 'deactivate' ? DEACTIVATED_FOR : 'none' }),
        });
  if (!response.ok) throw await authError(response);
  await response.body?.cancel();
  if (request.action === 'delete') {
    await recordEvent(env, actorId, target.id, 'delete', {
      email: { before: target.email, after: null },
      roles: { before: target.roles, after: null },
    });
  } else {
    const active = request.action === 'reactivate';
    await recordEvent(env, actorId, target.id, 'update', { active: { before: target.active, after: active } });
  }
  return { id: target.id };
}

export function createHandler(getEnv: GetEnv): (req: Request) => Promise<Response> {
  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response('ok', { status: 200, headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: messages.method });
    try {
      const env = projectEnv(getEnv);
      if (!env) throw new HttpFailure(500, messages.serverConfig);
      const token = bearerToken(req);
      if (!token) throw new HttpFailure(401, messages.unauthenticated);
      const actorId = await authCallerId(project, env, token, messages.unauthenticated);
      const accounts = await accountsSeenBy(env, token);
      const caller = accounts.find((account) => account.id === actorId);
      if (!caller || !isActiveAdmin(caller)) throw new HttpFailure(403, messages.forbidden);
      const request = parseAction(await req.text());
      const user =
        request.action === 'invite'
          ? await invite(env, actorId, request)
          : await changeAccount(env, actorId, accounts, request);
      return json(200, { user });
    } catch (error) {
      return failureResponse('admin-users', error, messages.failed);
    }
  };
}
