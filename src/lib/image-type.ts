// The image rules the browser and the edge functions share (one module, Deno-compatible).
export {
  acceptedImages,
  extensionOf,
  imageFileProblem,
  imageRejections,
  MAX_IMAGE_BYTES,
  readImageType,
  SNIFF_BYTES,
  sniffImageType,
  type ImageType,
} from '../../supabase/functions/_shared/image-type.ts';
