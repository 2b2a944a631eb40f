/**
 * publish-site — « Publier » : rebuild the public site so that what staff saved (SEO rows,
 * categories, products) reaches the prerendered HTML that crawlers and link previews read.
 *
 * POST {} → 200 { publication: { id, status: 'published' | 'triggered', pages, message } }
 * Errors: 4xx/5xx { error: '<French message>' } (the publication row, when there is one, says
 * 'failed' with the same message).
 *
 * The publication is inserted with the caller's own token, so RLS decides who may publish (SEO
 * writers); the service key only completes that row. The rebuild itself is the hosting's: a POST
 * to SITE_DEPLOY_HOOK_URL (Netlify, Vercel and Cloudflare Pages build hooks all take one), which
 * answers at once while the build runs → 'triggered'. The local preview's hook re-prerenders the
 * pages before answering, with `{ pages }` in its JSON → 'published'.
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (the platform's);
 * SITE_DEPLOY_HOOK_URL (required to publish), SITE_DEPLOY_HOOK_SECRET (optional bearer token sent
 * to the hook), SITE_DEPLOY_HOOK_TIMEOUT_MS (default 120000: the local re-prerender takes a while).
 */
import {
  bearerToken,
  callerHeaders,
  callerId,
  corsHeaders,
  failureResponse,
  HttpFailure,
  json,
  projectCall,
  projectEnv,
  serviceHeaders,
  type GetEnv,
  type ProjectEnv,
} from '../_shared/http.ts';

const DEFAULT_HOOK_TIMEOUT_MS = 120_000;
const MAX_MESSAGE_LENGTH = 500;

export const messages = {
  method: 'Méthode non autorisée : utilisez POST.',
  unauthenticated: 'Authentification requise.',
  forbidden: 'Vous n’avez pas le droit de publier le site.',
  unavailable: 'Le service de publication ne répond pas pour le moment. Veuillez réessayer.',
  serverConfig: 'Le service de publication est mal configuré (variables Supabase manquantes).',
  notConfigured:
    'Aucune cible de publication n’est configurée (SITE_DEPLOY_HOOK_URL) : les pages publiques ne peuvent pas être reconstruites depuis cet environnement.',
  hookUnreachable: 'L’hébergeur n’a pas répondu à la demande de reconstruction. Veuillez réessayer.',
  hookRefused: 'L’hébergeur a refusé la demande de reconstruction',
  triggered: 'Reconstruction demandée à l’hébergeur : les pages seront à jour dans quelques minutes.',
  published: 'Pages publiques régénérées',
} as const;

export type PublicationStatus = 'published' | 'triggered' | 'failed';

interface Publication {
  id: number;
  status: PublicationStatus;
  pages: number | null;
  message: string;
}

function project(url: string, init: RequestInit): Promise<Response> {
  return projectCall('publish-site', messages.unavailable, url, init);
}

/** The publication row, inserted as the caller: RLS refuses anyone who may not publish. */
async function requestPublication(env: ProjectEnv, token: string): Promise<number> {
  const response = await project(`${env.url}/rest/v1/site_publications?select=id`, {
    method: 'POST',
    headers: {
      ...callerHeaders(env, token),
      Prefer: 'return=representation',
      Accept: 'application/vnd.pgrst.object+json',
    },
    // The trigger fills the row; a column is named because the caller may insert only those granted.
    body: JSON.stringify({ message: null }),
  });
  if (response.status === 401 || response.status === 403) throw new HttpFailure(403, messages.forbidden);
  const row = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (!response.ok || typeof row?.id !== 'number') throw new HttpFailure(503, messages.unavailable);
  return row.id;
}

async function complete(env: ProjectEnv, publication: Publication): Promise<void> {
  const response = await project(`${env.url}/rest/v1/site_publications?id=eq.${publication.id}`, {
    method: 'PATCH',
    headers: { ...serviceHeaders(env), Prefer: 'return=minimal' },
    body: JSON.stringify({
      status: publication.status,
      pages: publication.pages,
      message: publication.message.slice(0, MAX_MESSAGE_LENGTH),
      finished_at: new Date().toISOString(),
    }),
  });
  // The rebuild has happened (or not) either way: a lost outcome is logged, not reported.
  if (!response.ok) console.error('publish-site: outcome refused', response.status, await response.text());
}

function pageCount(body: unknown): number | null {
  const pages = (body as { pages?: unknown } | null)?.pages;
  return typeof pages === 'number' && Number.isInteger(pages) && pages >= 0 ? pages : null;
}

/** Calls the deploy hook and says what became of the publication. */
async function callHook(getEnv: GetEnv, id: number): Promise<Publication> {
  const hook = getEnv('SITE_DEPLOY_HOOK_URL');
  if (!hook) return { id, status: 'failed', pages: null, message: messages.notConfigured };
  const secret = getEnv('SITE_DEPLOY_HOOK_SECRET');
  const timeout = Number(getEnv('SITE_DEPLOY_HOOK_TIMEOUT_MS') ?? DEFAULT_HOOK_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(hook, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(secret ? { Authorization: `Bearer ${secret}` } : {}) },
      body: JSON.stringify({ publication_id: id }),
      signal: AbortSignal.timeout(Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    console.error('publish-site: deploy hook unreachable', error);
    return { id, status: 'failed', pages: null, message: messages.hookUnreachable };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    console.error('publish-site: deploy hook answered', response.status, body);
    return { id, status: 'failed', pages: null, message: `${messages.hookRefused} (HTTP ${response.status}).` };
  }
  const pages = pageCount(body);
  return pages === null
    ? { id, status: 'triggered', pages: null, message: messages.triggered }
    : { id, status: 'published', pages, message: `${messages.published} : ${pages} pages.` };
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
      await callerId(project, env, token, messages.unauthenticated);
      await req.body?.cancel();
      const id = await requestPublication(env, token);
      const publication = await callHook(getEnv, id);
      await complete(env, publication);
      if (publication.status === 'failed') {
        return json(publication.message === messages.notConfigured ? 503 : 502, { error: publication.message });
      }
      return json(200, { publication });
    } catch (error) {
      return failureResponse('publish-site', error, messages.unavailable);
    }
  };
}
