/**
 * offer-pdf — the offer's PDF, rendered on the server, the same for staff and client.
 *
 * POST { offer_id } (an offer writer's token) → 200 { pdf_path, pdf_sha256 }: renders the draft
 *   offer's PDF, stores it in the private bucket offer-documents and records its path and SHA-256
 *   on the offer (record_offer_pdf). A failed render records its reason and leaves the offer a
 *   draft. « Envoyer au client » calls this first, then send_offer: a sent offer's PDF never changes.
 *   The PDF is recorded only if the draft still holds what was rendered (offer_pdf_source gives the
 *   content's SHA-256, record_offer_pdf compares): else 409, render again.
 * GET ?token=…&offer_id=… (the client's link) → 200 application/pdf: the PDF of the version the
 *   acceptance page shows. Every request counts against the visitor — the `cf-connecting-ip` the
 *   platform's proxy sets (the local stack sets it from the socket), as report-incident counts its
 *   client — 30 per 10 minutes (claim_offer_link_use), then 429: the function's own address is
 *   never what is counted, so one visitor cannot hold back every client's PDF.
 *   Staff download from the bucket directly (RLS: offer readers).
 * Errors: 4xx/5xx { error: '<French message>' }.
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (the platform's).
 */
import {
  bearerToken,
  callerHeaders,
  corsHeaders,
  failureResponse,
  HttpFailure,
  json,
  projectCall,
  projectEnv,
  serviceHeaders,
  uploadFile,
  type GetEnv,
  type ProjectEnv,
} from '../_shared/http.ts';
import { readPdfFont } from '../_shared/pdf/font.ts';
import { renderOfferPdf, sha256Hex, type OfferPdfData } from '../_shared/pdf/offer-pdf.ts';

export const BUCKET = 'offer-documents';

export const messages = {
  method: 'Méthode non autorisée.',
  unauthenticated: 'Authentification requise.',
  forbidden:
    'Vous ne pouvez pas générer le PDF de ce devis (il doit être un brouillon et vous devez pouvoir modifier les devis).',
  badRequest: 'Requête invalide.',
  notFound: 'Ce devis est introuvable.',
  noPdf: 'Le PDF de ce devis n’est pas disponible.',
  changed: 'Le devis a été modifié pendant la création de son PDF. Veuillez recommencer.',
  rateLimited: 'Trop de tentatives depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  unavailable: 'Le service des devis ne répond pas pour le moment. Veuillez réessayer.',
  serverConfig: 'Le service des devis est mal configuré (variables Supabase manquantes).',
  renderFailed: 'Le PDF du devis n’a pas pu être généré',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function call(url: string, init: RequestInit): Promise<Response> {
  return projectCall('offer-pdf', messages.unavailable, url, init);
}

async function rpc<T>(env: ProjectEnv, headers: Record<string, string>, name: string, args: unknown): Promise<T> {
  const response = await call(`${env.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(args),
  });
  if (response.status === 401 || response.status === 403) throw new HttpFailure(403, messages.forbidden);
  if (!response.ok) {
    console.error('offer-pdf: rpc', name, response.status, await response.text().catch(() => ''));
    throw new HttpFailure(503, messages.unavailable);
  }
  return (await response.json()) as T;
}

const pdfPath = (offer: { offer_id: string; reference: string }, sha: string) =>
  `${offer.offer_id}/${offer.reference}-${sha.slice(0, 16)}.pdf`;

async function render(env: ProjectEnv, req: Request, loadFont: () => Promise<Uint8Array>): Promise<Response> {
  const token = bearerToken(req);
  if (!token) throw new HttpFailure(401, messages.unauthenticated);
  const body = (await req.json().catch(() => null)) as { offer_id?: unknown } | null;
  const offerId = typeof body?.offer_id === 'string' && UUID.test(body.offer_id) ? body.offer_id : null;
  if (!offerId) throw new HttpFailure(400, messages.badRequest);
  // The caller's own rights decide (an offer writer, the offer a draft).
  const allowed = await rpc<boolean>(env, callerHeaders(env, token), 'can_render_offer_pdf', { offer_id: offerId });
  if (allowed !== true) throw new HttpFailure(403, messages.forbidden);

  const service = serviceHeaders(env);
  const source = await rpc<(OfferPdfData & { offer_id: string; content_sha256: string }) | null>(
    env,
    service,
    'offer_pdf_source',
    {
      offer_id: offerId,
    },
  );
  if (!source) throw new HttpFailure(404, messages.notFound);
  let bytes: Uint8Array;
  let sha: string;
  try {
    bytes = await renderOfferPdf(source, await loadFont());
    sha = await sha256Hex(bytes);
  } catch (error) {
    console.error('offer-pdf: render failed', offerId, error);
    const reason = `${messages.renderFailed} : ${error instanceof Error ? error.message : String(error)}`;
    await rpc(env, service, 'record_offer_pdf', {
      offer_id: offerId,
      pdf_path: null,
      pdf_sha256: null,
      pdf_error: reason,
    });
    throw new HttpFailure(500, reason);
  }
  const path = pdfPath(source, sha);
  await uploadFile('offer-pdf', messages.unavailable, env, {
    bucket: BUCKET,
    path,
    bytes,
    contentType: 'application/pdf',
    upsert: true,
  });
  const recorded = await rpc<boolean>(env, service, 'record_offer_pdf', {
    offer_id: offerId,
    pdf_path: path,
    pdf_sha256: sha,
    pdf_error: null,
    content_sha256: source.content_sha256,
  });
  if (recorded !== true) throw new HttpFailure(409, messages.changed);
  return json(200, { pdf_path: path, pdf_sha256: sha });
}

async function download(env: ProjectEnv, req: Request): Promise<Response> {
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  const offerId = url.searchParams.get('offer_id') ?? '';
  if (!/^[0-9a-f]{64}$/.test(token) || !UUID.test(offerId)) throw new HttpFailure(400, messages.badRequest);
  const service = serviceHeaders(env);
  // Every use of a link, valid or not, counts against the visitor before the token is looked up.
  const client = req.headers.get('cf-connecting-ip')?.trim() || null;
  const allowed = await rpc<boolean>(env, service, 'claim_offer_link_use', { p_client_ip: client });
  if (allowed !== true) throw new HttpFailure(429, messages.rateLimited);
  // The same resolution as the page (a replaced version's link opens the newest sent one).
  const offer = await rpc<{ offer_id: string } | null>(env, service, 'get_offer_for_client', { token });
  if (!offer || offer.offer_id !== offerId) throw new HttpFailure(404, messages.notFound);
  const rows = await call(`${env.url}/rest/v1/offers?select=pdf_path,reference&id=eq.${offerId}`, { headers: service });
  const [row] = ((await rows.json().catch(() => [])) as { pdf_path: string | null; reference: string }[]) ?? [];
  if (!row?.pdf_path) throw new HttpFailure(404, messages.noPdf);
  const file = await call(`${env.url}/storage/v1/object/${BUCKET}/${row.pdf_path}`, { headers: service });
  if (!file.ok) throw new HttpFailure(404, messages.noPdf);
  return new Response(await file.arrayBuffer(), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${row.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export function createHandler(getEnv: GetEnv, loadFont: () => Promise<Uint8Array> = readPdfFont) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS' },
      });
    const env = projectEnv(getEnv);
    try {
      if (!env) throw new HttpFailure(500, messages.serverConfig);
      if (req.method === 'POST') return await render(env, req, loadFont);
      if (req.method === 'GET') return await download(env, req);
      throw new HttpFailure(405, messages.method);
    } catch (error) {
      return failureResponse('offer-pdf', error, messages.unavailable);
    }
  };
}
