/**
 * generate-carousel-image — creates a hero slide picture with an OpenAI-compatible image API and
 * stores it in the public `carousel-media` bucket.
 *
 * POST { prompt, width, height } → 200 { imageUrl } | 4xx/5xx { error: '<French message>' }
 *
 * Portable between Supabase Edge (Deno) and the local stack (Node): web-standard APIs only
 * (Request, Response, fetch, URL, crypto, atob), no npm:/jsr: imports, no supabase-js.
 *
 * Environment: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY (set by the platform);
 * IMAGE_API_KEY (required to generate), IMAGE_API_BASE_URL (default https://api.openai.com/v1),
 * IMAGE_API_MODEL (default gpt-image-1), IMAGE_API_TIMEOUT_MS (default 60000),
 * SUPABASE_PUBLIC_URL (optional: the URL browsers use, when it differs from SUPABASE_URL),
 * IMAGE_QUOTA_PER_HOUR (default 30: images one admin may generate per rolling hour).
 */
import {
  bearerToken,
  callerId,
  corsHeaders,
  failureResponse,
  HttpFailure,
  json,
  jsonObject,
  projectCall,
  projectEnv,
  serviceHeaders,
  storageUpload,
  type GetEnv,
  type ProjectEnv,
} from '../_shared/http.ts';
import { extensionOf, sniffImageType, type ImageType } from '../_shared/image-type.ts';
import { DownloadRefused, downloadImage, readCapped, resolveWithNodeDns, type ResolveHost } from './image-download.ts';

const FN = 'generate-carousel-image';

export const BUCKET = 'carousel-media';
export const MAX_PROMPT_LENGTH = 1000;
export const DEFAULT_SIZE = { width: 1536, height: 1024 } as const;
/** Sizes the gpt-image family produces; 1536×1024 is the one the admin screen asks for. */
export const ALLOWED_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1536, 1024],
  [1024, 1024],
  [1024, 1536],
];
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-image-1';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_QUOTA_PER_HOUR = 30;
const QUOTA_WINDOW_SECONDS = 3600;
/** Storing a 10 MB image takes longer than the project's other calls. */
const STORAGE_TIMEOUT_MS = 30_000;
/** The bucket's file_size_limit. */
const MAX_IMAGE_BYTES = 10_485_760;
/** The provider's JSON answer: a 10 MB image in base64 plus its envelope. */
const MAX_API_ANSWER_BYTES = 15 * 1024 * 1024;
const MAX_BODY_CHARS = 16_384;

export const messages = {
  method: 'Méthode non autorisée : utilisez POST.',
  unauthenticated: 'Authentification requise.',
  forbidden: 'Accès réservé aux administrateurs.',
  roleCheck: 'Impossible de vérifier vos droits pour le moment. Veuillez réessayer.',
  badJson: 'Requête invalide : le corps doit être un objet JSON { prompt, width, height }.',
  promptRequired: 'Veuillez saisir un prompt.',
  promptTooLong: `Le prompt ne doit pas dépasser ${MAX_PROMPT_LENGTH} caractères.`,
  promptMarkup: 'Le prompt ne doit pas contenir de balises HTML.',
  size: 'Taille d’image non prise en charge : 1536 × 1024, 1024 × 1024 ou 1024 × 1536 uniquement.',
  notConfigured: 'La génération d’images n’est pas configurée (clé IMAGE_API_KEY manquante).',
  serverConfig: 'Le service de génération est mal configuré (variables Supabase manquantes).',
  upstreamTimeout: 'Le service de génération d’images n’a pas répondu à temps. Veuillez réessayer.',
  upstreamUnreachable: 'Le service de génération d’images est injoignable. Veuillez réessayer plus tard.',
  upstreamRejected: 'Le service de génération d’images a refusé la demande. Veuillez réessayer plus tard.',
  upstreamAuth: 'Le service de génération d’images a refusé la clé d’API configurée.',
  upstreamBusy: 'Le service de génération d’images est saturé ou son quota est atteint. Réessayez plus tard.',
  upstreamPolicy: 'Le prompt a été refusé par le service de génération (contenu non autorisé). Reformulez-le.',
  upstreamInvalid: 'Le service de génération d’images a renvoyé une réponse inexploitable.',
  storage: 'L’image a été générée mais n’a pas pu être enregistrée. Veuillez réessayer.',
  imageAddress: 'Le service de génération d’images a renvoyé une adresse d’image refusée.',
  imageTooLarge: 'L’image générée dépasse la taille maximale de 10 Mo.',
  quotaCheck: 'Impossible de vérifier votre quota d’images pour le moment. Veuillez réessayer.',
  internal: "Impossible de générer l'image",
} as const;

/** French, with the configured limit and the wait rounded up to the minute. */
export function quotaMessage(limit: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Quota atteint : ${limit} images par heure au maximum. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

// == Caller: a signed-in admin ================================================

interface SupabaseEnv extends ProjectEnv {
  /** The URL browsers use (SUPABASE_PUBLIC_URL), when it differs from SUPABASE_URL. */
  publicUrl: string;
}

function supabaseEnv(getEnv: GetEnv): SupabaseEnv | null {
  const env = projectEnv(getEnv);
  if (!env) return null;
  return { ...env, publicUrl: getEnv('SUPABASE_PUBLIC_URL')?.replace(/\/+$/, '') || env.url };
}

/** Auth and the role check: a network failure or a 5xx is « cannot check your rights ». */
function roleCheckCall(url: string, init: RequestInit): Promise<Response> {
  return projectCall(FN, messages.roleCheck, url, init);
}

async function assertAdmin(env: SupabaseEnv, userId: string): Promise<void> {
  const query = new URLSearchParams({ select: 'id', user_id: `eq.${userId}`, role: 'eq.admin', limit: '1' });
  const response = await roleCheckCall(`${env.url}/rest/v1/user_roles?${query}`, {
    headers: { ...serviceHeaders(env), Accept: 'application/json' },
  });
  if (!response.ok) {
    console.error(`${FN}: role lookup answered`, response.status);
    await response.body?.cancel();
    throw new HttpFailure(503, messages.roleCheck);
  }
  const rows = (await response.json().catch(() => null)) as unknown;
  if (!Array.isArray(rows) || rows.length === 0) throw new HttpFailure(403, messages.forbidden);
}

function quotaPerHour(getEnv: GetEnv): number {
  const value = Number(getEnv('IMAGE_QUOTA_PER_HOUR'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_QUOTA_PER_HOUR;
}

/** Takes one slot of the admin's hourly quota before the paid call, atomically in the database. */
async function claimQuota(env: SupabaseEnv, userId: string, limit: number): Promise<void> {
  const response = await projectCall(FN, messages.quotaCheck, `${env.url}/rest/v1/rpc/claim_image_generation`, {
    method: 'POST',
    headers: { ...serviceHeaders(env), Accept: 'application/json' },
    body: JSON.stringify({ target_user: userId, max_per_window: limit, window_seconds: QUOTA_WINDOW_SECONDS }),
  });
  const retryAfter = (await response.json().catch(() => null)) as unknown;
  if (!response.ok || typeof retryAfter !== 'number') {
    console.error(`${FN}: quota claim answered`, response.status);
    throw new HttpFailure(503, messages.quotaCheck);
  }
  if (retryAfter > 0) {
    throw new HttpFailure(429, quotaMessage(limit, retryAfter), { 'Retry-After': String(retryAfter) });
  }
}

// == Body ======================================================================

export interface GenerationRequest {
  prompt: string;
  width: number;
  height: number;
}

/** Same rule as the database's public.is_plain_text (generation_prompt is stored with the slide). */
const markupPattern = /<[\p{L}/!?]/u;

export function parseBody(text: string): GenerationRequest {
  if (text.length > MAX_BODY_CHARS) throw new HttpFailure(400, messages.promptTooLong);
  const { prompt, width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height } = jsonObject(text, messages.badJson);
  if (typeof prompt !== 'string' || prompt.trim() === '') throw new HttpFailure(400, messages.promptRequired);
  const trimmed = prompt.trim();
  if (trimmed.length > MAX_PROMPT_LENGTH) throw new HttpFailure(400, messages.promptTooLong);
  if (markupPattern.test(trimmed)) throw new HttpFailure(400, messages.promptMarkup);
  if (!ALLOWED_SIZES.some(([w, h]) => w === width && h === height)) throw new HttpFailure(400, messages.size);
  return { prompt: trimmed, width: width as number, height: height as number };
}

// == Image API =================================================================

interface ImageApiEnv {
  key: string;
  baseUrl: string;
  trustedHttpOrigin: string | null;
  model: string;
  timeoutMs: number;
}

function imageApiEnv(getEnv: GetEnv): ImageApiEnv | null {
  const key = getEnv('IMAGE_API_KEY')?.trim();
  if (!key) return null;
  const timeout = Number(getEnv('IMAGE_API_TIMEOUT_MS'));
  const baseUrl = (getEnv('IMAGE_API_BASE_URL')?.trim() || DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    key,
    baseUrl,
    // Only a fake or self-hosted provider (local stack, tests) is configured over plain http.
    trustedHttpOrigin: /^http:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : null,
    model: getEnv('IMAGE_API_MODEL')?.trim() || DEFAULT_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function base64ToBytes(value: string): Uint8Array {
  const binary = atob(value.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the carousel-media bucket takes of the types the bytes can prove (its allowed_mime_types). */
const STORED_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/webp'];

function upstreamFailure(status: number, body: unknown): HttpFailure {
  const error = (body as { error?: { code?: unknown; type?: unknown } } | null)?.error;
  const code = `${String(error?.code ?? '')} ${String(error?.type ?? '')}`;
  if (/moderation|content_policy|safety/i.test(code)) return new HttpFailure(502, messages.upstreamPolicy);
  if (status === 401 || status === 403) return new HttpFailure(502, messages.upstreamAuth);
  if (status === 429) return new HttpFailure(502, messages.upstreamBusy);
  return new HttpFailure(502, messages.upstreamRejected);
}

const refusalMessages: Record<DownloadRefused['reason'], string> = {
  scheme: messages.imageAddress,
  address: messages.imageAddress,
  redirects: messages.imageAddress,
  status: messages.upstreamInvalid,
  'too-large': messages.imageTooLarge,
};

async function generateImage(
  api: ImageApiEnv,
  request: GenerationRequest,
  resolveHost: ResolveHost,
): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(api.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}/images/generations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: api.model,
        prompt: request.prompt,
        size: `${request.width}x${request.height}`,
        n: 1,
      }),
      signal,
    });
  } catch (error) {
    if (isTimeout(error)) throw new HttpFailure(504, messages.upstreamTimeout);
    console.error(`${FN}: image API unreachable`, error instanceof Error ? error.message : error);
    throw new HttpFailure(502, messages.upstreamUnreachable);
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(await readCapped(response, MAX_API_ANSWER_BYTES)));
  } catch (error) {
    if (isTimeout(error)) throw new HttpFailure(504, messages.upstreamTimeout);
    if (error instanceof DownloadRefused) throw new HttpFailure(502, messages.imageTooLarge);
    body = null;
  }
  if (!response.ok) {
    // Only the status is logged: the upstream body may echo request details.
    console.error(`${FN}: image API answered`, response.status);
    throw upstreamFailure(response.status, body);
  }
  const first = (body as { data?: Array<{ b64_json?: unknown; url?: unknown }> } | null)?.data?.[0];
  if (typeof first?.b64_json === 'string' && first.b64_json !== '') {
    try {
      return base64ToBytes(first.b64_json);
    } catch {
      throw new HttpFailure(502, messages.upstreamInvalid);
    }
  }
  if (typeof first?.url === 'string' && first.url !== '') {
    try {
      return await downloadImage(first.url, {
        resolveHost,
        signal,
        maxBytes: MAX_IMAGE_BYTES,
        trustedHttpOrigin: api.trustedHttpOrigin,
      });
    } catch (error) {
      if (error instanceof DownloadRefused) {
        console.error(`${FN}: image URL refused`, error.reason);
        throw new HttpFailure(502, refusalMessages[error.reason]);
      }
      if (isTimeout(error)) throw new HttpFailure(504, messages.upstreamTimeout);
      throw new HttpFailure(502, messages.upstreamUnreachable);
    }
  }
  throw new HttpFailure(502, messages.upstreamInvalid);
}

// == Storage ===================================================================

function randomString(length = 12): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => alphabet[byte % alphabet.length]).join(
    '',
  );
}

async function storeImage(env: SupabaseEnv, bytes: Uint8Array): Promise<string> {
  // The stored type comes from the bytes themselves, never from what a server claims.
  const type = sniffImageType(bytes);
  if (!type || !STORED_TYPES.includes(type) || bytes.length > MAX_IMAGE_BYTES) {
    throw new HttpFailure(502, messages.upstreamInvalid);
  }
  const name = `ai-${Date.now()}-${randomString()}.${extensionOf[type]}`;
  const response = await projectCall(
    FN,
    messages.storage,
    `${env.url}/storage/v1/object/${BUCKET}/${name}`,
    storageUpload(env, bytes, type, false, { 'Cache-Control': 'max-age=3600' }),
    { timeoutMs: STORAGE_TIMEOUT_MS, failureStatus: 500 },
  );
  if (!response.ok) {
    console.error(`${FN}: storage answered`, response.status, await response.text().catch(() => ''));
    throw new HttpFailure(500, messages.storage);
  }
  await response.body?.cancel();
  return `${env.publicUrl}/storage/v1/object/public/${BUCKET}/${name}`;
}

// == Handler ===================================================================

export function createHandler(
  getEnv: GetEnv,
  resolveHost: ResolveHost = resolveWithNodeDns,
): (req: Request) => Promise<Response> {
  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response('ok', { status: 200, headers: corsHeaders });
    if (req.method !== 'POST') return json(405, { error: messages.method }, { Allow: 'POST, OPTIONS' });
    try {
      const env = supabaseEnv(getEnv);
      if (!env) throw new HttpFailure(500, messages.serverConfig);
      const token = bearerToken(req);
      if (!token) throw new HttpFailure(401, messages.unauthenticated);
      const userId = await callerId(roleCheckCall, env, token, messages.unauthenticated);
      await assertAdmin(env, userId);

      const request = parseBody(await req.text());
      const api = imageApiEnv(getEnv);
      if (!api) throw new HttpFailure(503, messages.notConfigured);

      await claimQuota(env, userId, quotaPerHour(getEnv));
      const bytes = await generateImage(api, request, resolveHost);
      const imageUrl = await storeImage(env, bytes);
      return json(200, { imageUrl });
    } catch (error) {
      return failureResponse(FN, error, messages.internal);
    }
  };
}
