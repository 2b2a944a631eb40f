import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isSafeImageUrl } from '../product-schema';

/** Shows the image only when its URL is one the site may render (http(s) or a site path). */
export function ProductImagePreview({ url }: { url: string }) {
  // Wait for a pause in typing: no request for every half-typed address.
  const [value, setValue] = useState(url.trim());
  useEffect(() => {
    const timer = setTimeout(() => setValue(url.trim()), 350);
    return () => clearTimeout(timer);
  }, [url]);
  const safe = value !== '' && isSafeImageUrl(value);
  const [failed, setFailed] = useState<string | null>(null);

  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-foreground">Aperçu</p>
      <div className="flex aspect-video w-full max-w-sm items-center justify-center overflow-hidden rounded-md border border-dashed border-input bg-muted">
        {safe && failed !== value ? (
          <img
            key={value}
            src={value}
            alt="Aperçu de l’image du produit"
            className="size-full object-contain"
            onError={() => setFailed(value)}
          />
        ) : (
          <p className="flex flex-col items-center gap-2 px-4 text-center text-xs text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
            {value === ''
              ? 'Saisissez l’URL de l’image pour la prévisualiser.'
              : safe
                ? 'Image introuvable à cette adresse.'
                : 'Aperçu indisponible : l’adresse n’est pas une URL autorisée.'}
          </p>
        )}
      </div>
    </div>
  );
}
