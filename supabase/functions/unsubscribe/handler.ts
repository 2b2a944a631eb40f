/**
 * unsubscribe — the List-Unsubscribe address of every campaign e-mail.
 *
 * POST ?token=… (RFC 8058 one-click, sent by the mail client without any key) → 200 once the
 * address is unsubscribed, 404 for an unknown token. GET ?token=… (someone opening the address)
 * → 303 to the site's /desinscription page, which asks before unsubscribing.
 * verify_jwt = false (supabase/config.toml): mail clients send no token. The work is the public
 * `unsubscribe(token)` RPC, called with the anon key, which anyone holding a link may call anyway.
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY (set by the platform); SITE_URL.
 */
import { keyHeaders, type GetEnv } from '../_shared/http.ts';

const TIMEOUT_MS = 15_000;

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function createHandler(getEnv: GetEnv) {
  return async function handle(req: Request): Promise<Response> {
    const token = new URL(req.url).searchParams.get('token') ?? '';
    if (req.method === 'GET') {
      const site = (getEnv('SITE_URL') || '').replace(/\/+$/, '');
      return new Response(null, {
        status: 303,
        headers: { Location: `${site}/desinscription?token=${encodeURIComponent(token)}` },
      });
    }
    if (req.method !== 'POST') return text(405, 'Méthode non autorisée.');

    const supabaseUrl = getEnv('SUPABASE_URL');
    const anonKey = getEnv('SUPABASE_ANON_KEY');
    if (!supabaseUrl || !anonKey) return text(500, 'Variables Supabase manquantes.');
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/unsubscribe`, {
      method: 'POST',
      headers: keyHeaders(anonKey),
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      console.error('unsubscribe: RPC failed', response.status, (await response.text()).slice(0, 300));
      return text(502, 'Désinscription momentanément impossible, réessayez plus tard.');
    }
    return (await response.json()) === true
      ? text(200, 'Votre adresse est désinscrite : vous ne recevrez plus nos campagnes.')
      : text(404, 'Lien de désinscription inconnu.');
  };
}
