import { ErrorCode, type FileRejection } from 'react-dropzone';
import type { MediaType } from './schemas';

/** Mirrors the carousel-media bucket (supabase/schemas/storage.sql). */
export const CAROUSEL_BUCKET = 'carousel-media';
export const MAX_MEDIA_BYTES = 10_485_760;
export const MIN_MEDIA_BYTES = 1;

/**
 * The WebP sizes made at upload beside a raster slide image, each one smaller than the original
 * (the hero is as wide as the screen: a phone, a laptop, a large desktop); the CHECK constraints
 * of public.hero_carousel_slides (supabase/schemas/content.sql) name the same three.
 */
export const HERO_IMAGE_WIDTHS = [640, 1024, 1600] as const;

/** The types the browser decodes and redraws; a GIF may be animated and a video is not an image. */
const RESIZABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

export function isResizable(file: Pick<File, 'type'>): boolean {
  return RESIZABLE_TYPES.has(file.type);
}

export const acceptedMedia: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'video/mp4': ['.mp4'],
};

export const rejectionMessages = {
  type: 'Format non accepté : PNG, JPG, WEBP, GIF ou MP4 uniquement.',
  tooLarge: 'Fichier trop volumineux : 10 Mo maximum.',
  tooSmall: 'Fichier vide ou trop petit.',
  tooMany: 'Un seul fichier à la fois.',
} as const;

function messageFor(code: string): string {
  switch (code) {
    case ErrorCode.FileInvalidType:
      return rejectionMessages.type;
    case ErrorCode.FileTooLarge:
      return rejectionMessages.tooLarge;
    case ErrorCode.FileTooSmall:
      return rejectionMessages.tooSmall;
    case ErrorCode.TooManyFiles:
      return rejectionMessages.tooMany;
    default:
      return rejectionMessages.type;
  }
}

/** Every distinct French reason among react-dropzone's rejections ('too many' first: it explains the rest). */
export function rejectionReasons(rejections: readonly FileRejection[]): string[] {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => String(error.code)));
  if (codes.includes(ErrorCode.TooManyFiles)) return [rejectionMessages.tooMany];
  return [...new Set(codes.map(messageFor))];
}

const extensionByType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
};

/** The file's own extension when it is an accepted one, else the one of its declared type. */
export function mediaExtension(file: Pick<File, 'name' | 'type'>): string {
  const own = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (own && Object.values(acceptedMedia).flat().includes(`.${own}`)) return own;
  return extensionByType[file.type] ?? 'bin';
}

function randomString(length = 10): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Spec §7: a timestamp plus a random string plus the extension. */
export function mediaFileName(file: Pick<File, 'name' | 'type'>, now: number = Date.now()): string {
  return `${now}-${randomString()}.${mediaExtension(file)}`;
}

export function mediaTypeOf(file: Pick<File, 'name' | 'type'>): MediaType {
  return file.type === 'video/mp4' || mediaExtension(file) === 'mp4' ? 'video' : 'image';
}
