import { scaledHeight, widthsBelow } from './image-variants';

export interface ResizedImage {
  width: number;
  height: number;
  /** A WebP file per requested width smaller than the original. */
  variants: { width: number; blob: Blob }[];
}

const WEBP_QUALITY = 0.82;

function toWebp(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        // A browser without a WebP encoder answers PNG: not what the file name says.
        blob && blob.type === 'image/webp' ? resolve(blob) : reject(new Error('Encodage WebP indisponible')),
      'image/webp',
      WEBP_QUALITY,
    ),
  );
}

/**
 * Decodes the image (a file that does not decode is refused, whatever its first bytes say) and
 * draws its smaller sizes on a canvas: a phone then gets a file of its width instead of a
 * camera's original (hosted image transformations are a paid option).
 */
export async function resizeImage(file: Blob, widths: readonly number[]): Promise<ResizedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = bitmap;
    const variants = [];
    for (const target of widthsBelow(widths, width)) {
      const canvas = document.createElement('canvas');
      canvas.width = target;
      canvas.height = scaledHeight(width, height, target);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas indisponible');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      variants.push({ width: target, blob: await toWebp(canvas) });
    }
    return { width, height, variants };
  } finally {
    bitmap.close();
  }
}
