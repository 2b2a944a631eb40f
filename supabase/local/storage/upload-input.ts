// What an upload request carries: the key, the bytes (raw body or the
// multipart file part), its MIME type and cache control, and the bucket rules.
import type { BodyAwareRequest } from '../http/server';
import { header } from '../http/types';
import { StorageErrors } from './errors';

export function validKey(name: string): boolean {
  if (!name || name.length > 1024 || name.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mime.split('/');
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    if (p === mime) return true;
    const [pt, ps] = p.split('/');
    return ps === '*' && pt === type && Boolean(subtype);
  });
}

export function baseMime(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

// Stored values are later sent back as response headers: a control character
// (CR/LF above all) would make every later GET of the object throw.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

function headerSafe(value: string, what: string): string {
  if (CONTROL_CHARS.test(value) || value.length > 1024) {
    throw StorageErrors.invalidRequest(`Invalid ${what}: control characters are not allowed`);
  }
  return value;
}

export function cacheControlValue(value: string | undefined | null): string {
  if (!value) return 'no-cache';
  const trimmed = headerSafe(value.trim(), 'cacheControl');
  return /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : trimmed;
}

export async function readUpload(
  req: BodyAwareRequest,
): Promise<{ data: Buffer; mimetype: string; cacheControl: string }> {
  const contentType = header(req, 'content-type') ?? '';
  if (baseMime(contentType) === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(req.body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw StorageErrors.invalidRequest('The multipart body could not be parsed');
    }
    let file: File | null = null;
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value;
        break;
      }
    }
    if (!file) throw StorageErrors.invalidRequest('No file was provided in the form data');
    const cache = form.get('cacheControl');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: headerSafe(baseMime(file.type), 'content type') || 'application/octet-stream',
      cacheControl: cacheControlValue(typeof cache === 'string' ? cache : header(req, 'cache-control')),
    };
  }
  return {
    data: req.body,
    mimetype: headerSafe(baseMime(contentType), 'content type') || 'application/octet-stream',
    cacheControl: cacheControlValue(header(req, 'cache-control')),
  };
}
