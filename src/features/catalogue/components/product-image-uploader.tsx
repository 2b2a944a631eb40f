import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, UploadCloud, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useUploadProductImage } from '../api/upload-product-image';
import { ALT_MAX_LENGTH, altSchema, type AltValues } from '../media/alt-schema';
import { useImagePicker, type PickedImage } from '../media/use-image-picker';

/** A local preview of the chosen file, released when it changes or the panel goes. */
function usePreviewUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Adds one image to a product: drop or choose the file (checked at once), describe it (the alt
 * text is required), then « Ajouter l’image » makes its sizes and uploads it.
 */
export function ProductImageUploader({ productId, position }: { productId: string; position: number }) {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const preview = usePreviewUrl(picked?.file);
  const hintId = useId();
  const problemId = useId();
  const form = useForm<AltValues>({ resolver: zodResolver(altSchema), defaultValues: { alt: '' } });
  const upload = useUploadProductImage(() => {
    setPicked(null);
    form.reset({ alt: '' });
  });
  const picker = useImagePicker(setPicked, { disabled: upload.isPending });

  const submit = form.handleSubmit(async ({ alt }) => {
    if (!picked || upload.isPending) return;
    await upload.mutateAsync({ productId, file: picked.file, type: picked.type, alt, position }).catch(() => {
      // Said by the mutation's toast; the file and the alt text stay for another try.
    });
  });

  return (
    <div className="grid gap-4">
      <input
        {...picker.getInputProps({ 'aria-label': 'Fichier image du produit' })}
        data-testid="product-image-input"
      />
      <div
        {...picker.getRootProps({
          role: 'button',
          'aria-label': 'Déposer ou choisir une image du produit',
          'aria-describedby': [hintId, picker.problem ? problemId : null].filter(Boolean).join(' '),
        })}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:border-accent-strong focus-visible:outline-3 focus-visible:outline-ring',
          picker.isDragActive && 'border-accent-strong bg-accent/10',
          picker.problem && 'border-destructive',
        )}
      >
        <UploadCloud className="size-7 text-accent-strong" aria-hidden="true" />
        <p className="text-sm font-medium">
          {picker.isDragActive ? 'Déposez l’image ici…' : 'Glissez-déposez une image ou cliquez pour la choisir'}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          JPEG, PNG, WebP ou AVIF — une image à la fois, 5 Mo maximum. Les tailles 480 et 960 pixels sont créées à
          l’envoi.
        </p>
      </div>
      {picker.problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {picker.problem}
        </p>
      ) : null}

      {picked ? (
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[10rem_1fr]"
        >
          {preview ? (
            <img src={preview} alt="" className="aspect-[4/3] w-40 rounded-md border border-border object-cover" />
          ) : null}
          <div className="grid content-start gap-3">
            <p className="text-sm">
              Image choisie : <span className="font-medium">{picked.file.name}</span>
            </p>
            <Field
              label="Texte alternatif"
              required
              hint={`Ce que montre l’image, en une phrase (${ALT_MAX_LENGTH} caractères au maximum).`}
              error={form.formState.errors.alt?.message}
            >
              <Input autoComplete="off" placeholder="ex. Écran LED 55 pouces vu de face" {...form.register('alt')} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={upload.isPending}>
                <ImagePlus aria-hidden="true" />
                {upload.isPending ? 'Envoi en cours...' : 'Ajouter l’image'}
              </Button>
              <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => setPicked(null)}>
                <X aria-hidden="true" />
                Annuler
              </Button>
            </div>
          </div>
        </form>
      ) : null}
      {picker.checking ? (
        <p role="status" className="text-sm text-muted-foreground">
          Vérification du fichier…
        </p>
      ) : null}
    </div>
  );
}
