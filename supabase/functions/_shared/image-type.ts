// What an uploaded image must be, shared by the browser (src/lib/image-type.ts re-exports it for
// the product images and the incident photos) and the functions that store images: the four
// types browsers decode, 5 MB, and a content that proves its type (a name and a declared type
// are only claims). The buckets say the same (file_size_limit, allowed_mime_types).
// Web-standard code only: runs in Deno, Node and the browser.

export const MAX_IMAGE_BYTES = 5_242_880;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export const acceptedImages: Record<ImageType, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
};

export const extensionOf: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Bytes the sniffer needs: the longest signature read is 12 bytes (RIFF....WEBP, ftyp + brand). */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The image type a file's first bytes prove (magic numbers), or null when they prove none. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return 'image/png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a box 'ftyp' whose major or a compatible brand is AVIF's.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
    for (let at = 8; at + 4 <= boxEnd; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return 'image/avif';
    }
  }
  return null;
}

export const imageRejections = {
  type: 'Format non accepté : JPEG, PNG, WebP ou AVIF uniquement.',
  tooLarge: 'Fichier trop volumineux : 5 Mo maximum.',
  empty: 'Le fichier est vide.',
  spoofed: 'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF : son contenu ne correspond pas à son extension.',
} as const;

/**
 * Why a file cannot be stored, or null. Its content decides the type; the name's extension,
 * when there is one, must be one of that type's.
 */
export function imageFileProblem(file: { name: string; size: number }, sniffed: ImageType | null): string | null {
  if (file.size === 0) return imageRejections.empty;
  if (file.size > MAX_IMAGE_BYTES) return imageRejections.tooLarge;
  if (!sniffed) return imageRejections.spoofed;
  const extension = /\.[a-z0-9]+$/i.exec(file.name)?.[0]?.toLowerCase();
  if (extension && !acceptedImages[sniffed].includes(extension)) return imageRejections.spoofed;
  return null;
}

export async function readImageType(file: Blob): Promise<ImageType | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
