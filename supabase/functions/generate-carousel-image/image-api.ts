// The OpenAI-compatible image API (POST /images/generations): the call, its answer read within
// limits, and each way it can fail turned into the function's French answer.
import { HttpFailure, type GetEnv } from '../_shared/http.ts';
import { DownloadRefused, downloadImage, readCapped, type ResolveHost } from './image-download.ts';
import { messages } from './messages.ts';

const FN = 'generate-carousel-image';
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-image-1';
const DEFAULT_TIMEOUT_MS = 60_000;
/** The bucket's file_size_limit. */
export const MAX_IMAGE_BYTES = 10_485_760;
/** The provider's JSON answer: a 10 MB image in base64 plus its envelope. */
const MAX_API_ANSWER_BYTES = 15 * 1024 * 1024;

export interface GenerationRequest {
  prompt: string;
  width: number;
  height: number;
}

export interface ImageApiEnv {
  key: string;
  baseUrl: string;
  trustedHttpOrigin: string | null;
  model: string;
  timeoutMs: number;
}

/** The provider's settings, or null when IMAGE_API_KEY is not set. */
export function imageApiEnv(getEnv: GetEnv): ImageApiEnv | null {
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

/**
 * One image from the provider: its base64 answer, or the URL it answered, downloaded safely
 * (image-download.ts). Every failure is an HttpFailure with the French message to show.
 */
export async function generateImage(
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
