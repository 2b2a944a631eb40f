import { ImageOff, Sparkles } from 'lucide-react';
import { safeUrl } from '@/lib/safe-url';
import type { MediaType } from '../schemas';

interface MediaPreviewProps {
  url: string;
  mediaType: MediaType;
  generatedByAi?: boolean;
  className?: string;
  alt?: string;
}

/** The chosen image or video; only safeUrl-approved sources are rendered. */
export function MediaPreview({ url, mediaType, generatedByAi, className, alt = 'Aperçu du média de la slide' }: MediaPreviewProps) {
  const src = safeUrl(url);
  if (!src) {
    return (
      <div className={className}>
        <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 rounded-md border border-dashed border-input bg-muted/40 text-sm text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          Aucun média sélectionné
        </div>
      </div>
    );
  }
  return (
    <figure className={className}>
      <div className="relative overflow-hidden rounded-md border border-border bg-navy">
        {mediaType === 'video' ? (
          <video src={src} className="aspect-[3/2] w-full object-cover" controls muted playsInline aria-label={alt} />
        ) : (
          <img src={src} alt={alt} className="aspect-[3/2] w-full object-cover" />
        )}
        {generatedByAi ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-[#4c1d95]">
            <Sparkles className="size-3" aria-hidden="true" />
            Générée par IA
          </span>
        ) : null}
      </div>
    </figure>
  );
}
