import { useMutation } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { safeUrl } from '@/lib/safe-url';

export const GENERATION_FALLBACK_MESSAGE = "Impossible de générer l'image";
/** Spec §9: AI image size. */
export const AI_IMAGE_SIZE = { width: 1536, height: 1024 } as const;

/** A failed generation, carrying the French message to show. */
export class GenerationError extends Error {
  constructor(message: string = GENERATION_FALLBACK_MESSAGE) {
    super(message);
    this.name = 'GenerationError';
  }
}

interface GenerationResponse {
  imageUrl?: string;
  error?: string;
}

/** Spec §7: calls generate-carousel-image with {prompt, width 1536, height 1024}; reads imageUrl and error. */
export async function generateCarouselImage(prompt: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<GenerationResponse>('generate-carousel-image', {
    body: { prompt, ...AI_IMAGE_SIZE },
  });
  if (error) throw new GenerationError(await functionErrorMessage(error));
  if (data?.error) throw new GenerationError(data.error);
  const url = safeUrl(data?.imageUrl);
  if (!url) throw new GenerationError();
  return url;
}

export function useGenerateCarouselImage(onSuccess?: (imageUrl: string, prompt: string) => void) {
  return useMutation({
    mutationFn: (prompt: string) => generateCarouselImage(prompt),
    onSuccess: (imageUrl, prompt) => {
      notifySuccess('Image générée avec succès');
      onSuccess?.(imageUrl, prompt);
    },
    onError: (error) => {
      console.error('Génération d’image impossible', error);
      notifyError(error instanceof GenerationError ? error.message : GENERATION_FALLBACK_MESSAGE);
    },
  });
}
