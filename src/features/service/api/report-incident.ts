import { env } from '@/config/env';
import { logFailure } from '@/lib/log-failure';
import type { ReportIncidentInput } from '../report-schema';

/** Why a report was not taken, as the function answered (field: the form's field it is about). */
export class ReportFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'rate-limited' | 'invalid' | 'unreachable' | 'server',
    readonly field?: 'photos',
  ) {
    super(message);
    this.name = 'ReportFailure';
  }
}

/**
 * Sends the « Signaler un incident » form to the edge function report-incident (multipart: the
 * fields and up to 3 photos). Resolves with the neutral sentence it answers whether or not the
 * contract matched; throws a ReportFailure otherwise. A plain fetch: the public page does not
 * load supabase-js for one request.
 */
export async function reportIncident(values: ReportIncidentInput, photos: readonly File[]): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const photo of photos) body.append('photos', photo, photo.name);
  let response: Response;
  try {
    response = await fetch(`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/report-incident`, {
      method: 'POST',
      headers: { apikey: env.VITE_SUPABASE_ANON_KEY },
      body,
    });
  } catch (error) {
    logFailure('report-incident', 'send', error);
    throw new ReportFailure('Notre service est injoignable : vérifiez votre connexion.', 'unreachable');
  }
  const answer = (await response.json().catch(() => null)) as {
    message?: unknown;
    error?: unknown;
    field?: unknown;
  } | null;
  if (response.ok && typeof answer?.message === 'string') return answer.message;
  const message = typeof answer?.error === 'string' ? answer.error : 'Une erreur est survenue. Veuillez réessayer.';
  logFailure('report-incident', 'send', { status: response.status, message });
  if (response.status === 429) throw new ReportFailure(message, 'rate-limited');
  if (response.status === 400)
    throw new ReportFailure(message, 'invalid', answer?.field === 'photos' ? 'photos' : undefined);
  throw new ReportFailure(message, 'server');
}
