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
import { generateImage, imageApiEnv, MAX_IMAGE_BYTES, type GenerationRequest } from './image-api.ts';
import { resolveWithNodeDns, type ResolveHost } from './image-download.ts';
import { MAX_PROMPT_LENGTH, messages, quotaMessage } from './messages.ts';

const FN = 'generate-carousel-image';

export const BUCKET = 'carousel-media';
export const DEFAULT_SIZE = { width: 1536, height: 1024 } as const;
/** Sizes the gpt-image family produces; 1536×1024 is the one the admin screen asks for. */
export const ALLOWED_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1536, 1024],
  [1024, 1024],
  [1024, 1536],
];
const DEFAULT_QUOTA_PER_HOUR = 30;
const QUOTA_WINDOW_SECONDS = 3600;
/** Storing a 10 MB image takes longer than the project's other calls. */
const STORAGE_TIMEOUT_MS = 30_000;
const MAX_BODY_CHARS = 16_384;

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

// == Storage ===================================================================

/** What the carousel-media bucket takes of the types the bytes can prove (its allowed_mime_types). */
const STORED_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/webp'];

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
