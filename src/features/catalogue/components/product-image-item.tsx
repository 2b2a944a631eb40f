import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, RefreshCw, Save, Star } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/delete-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { variantPath } from '@/lib/product-image-files';
import type { ProductImage } from '../api/fetch-product-images';
import { useDeleteProductImage } from '../api/delete-product-image';
import { useReplaceProductImage } from '../api/replace-product-image';
import { useUpdateProductImage } from '../api/update-product-image';
import { altSchema, type AltValues } from '../media/alt-schema';
import { useImagePicker } from '../media/use-image-picker';

interface ProductImageItemProps {
  image: ProductImage;
  /** 1-based, as said to the user. */
  number: number;
  isMain: boolean;
  readOnly: boolean;
  onMove?: (direction: -1 | 1) => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** One stored image: its thumbnail, its alt text (editable), main image, order, replace, delete. */
export function ProductImageItem({
  image,
  number,
  isMain,
  readOnly,
  onMove,
  canMoveUp,
  canMoveDown,
}: ProductImageItemProps) {
  const form = useForm<AltValues>({ resolver: zodResolver(altSchema), defaultValues: { alt: image.alt } });
  const update = useUpdateProductImage();
  const remove = useDeleteProductImage();
  const replace = useReplaceProductImage();
  const picker = useImagePicker((picked) => replace.mutate({ image, ...picked }), {
    disabled: readOnly || replace.isPending,
  });
  const thumbnail = image.variant_widths.includes(480) ? variantPath(image.url, 480) : image.url;
  const busy = update.isPending || remove.isPending || replace.isPending;
  const moves = [
    { direction: -1, label: 'Monter', Icon: ArrowUp, allowed: canMoveUp },
    { direction: 1, label: 'Descendre', Icon: ArrowDown, allowed: canMoveDown },
  ] as const;

  const saveAlt = form.handleSubmit(async ({ alt }) => {
    await update.mutateAsync({ kind: 'alt', id: image.id, alt }).then(
      () => form.reset({ alt }),
      () => undefined,
    );
  });

  return (
    <li
      className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-[10rem_1fr]"
      aria-label={`Image ${number}`}
    >
      <div className="grid content-start gap-2">
        <img
          src={thumbnail}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="aspect-[4/3] w-40 rounded-md border border-border bg-muted object-cover"
        />
        <p className="text-xs text-muted-foreground">
          {image.width} × {image.height} px
        </p>
        {isMain ? (
          <Badge className="w-fit">
            <Star aria-hidden="true" />
            Image principale
          </Badge>
        ) : null}
      </div>
      <div className="grid content-start gap-3">
        <form onSubmit={saveAlt} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label={`Texte alternatif de l’image ${number}`} required error={form.formState.errors.alt?.message}>
            <Input autoComplete="off" readOnly={readOnly} {...form.register('alt')} />
          </Field>
          {!readOnly ? (
            <Button type="submit" variant="outline" disabled={busy || !form.formState.isDirty}>
              <Save aria-hidden="true" />
              Enregistrer le texte
            </Button>
          ) : null}
        </form>
        {picker.problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {picker.problem}
          </p>
        ) : null}
        {!readOnly ? (
          <div className="flex flex-wrap gap-2">
            {!isMain ? (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => update.mutate({ kind: 'main', id: image.id })}
              >
                <Star aria-hidden="true" />
                Définir comme principale
              </Button>
            ) : null}
            {moves.map(({ direction, label, Icon, allowed }) => (
              <Button
                key={direction}
                type="button"
                variant="outline"
                size="icon"
                aria-label={`${label} l’image ${number}`}
                disabled={busy || !allowed}
                onClick={() => onMove?.(direction)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
            <input {...picker.getInputProps({ 'aria-label': `Nouveau fichier pour l’image ${number}` })} />
            <Button type="button" variant="outline" disabled={busy || picker.checking} onClick={picker.open}>
              <RefreshCw aria-hidden="true" />
              {replace.isPending ? 'Remplacement...' : 'Remplacer'}
            </Button>
            <DeleteButton
              label="Supprimer"
              title="Supprimer cette image ?"
              description="L’image et ses fichiers (toutes tailles) seront définitivement supprimés du stockage."
              pending={remove.isPending}
              onConfirm={() => {
                if (!remove.isPending) remove.mutate(image);
              }}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
