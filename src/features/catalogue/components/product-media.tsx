import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { useCan } from '@/lib/use-can';
import { mainImageOf, useProductImages } from '../api/fetch-product-images';
import { useUpdateProductImage } from '../api/update-product-image';
import { ProductImageItem } from './product-image-item';
import { ProductImageUploader } from './product-image-uploader';

/**
 * The images of a product being edited: its stored images in order and the uploader. The main
 * image (marked, else the first) is the product's image on the site.
 */
export function ProductMedia({ productId }: { productId: string }) {
  const { data: images = [], isPending, isError } = useProductImages(productId);
  const canWrite = useCan('catalogue', 'write');
  const reorder = useUpdateProductImage();
  const main = mainImageOf(images);

  function move(index: number, direction: -1 | 1) {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + direction, 0, moved);
    reorder.mutate({ kind: 'order', productId, orderedIds: ids });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Images</CardTitle>
        <CardDescription>
          L’image principale est celle du catalogue et de la fiche produit ; les suivantes complètent la galerie, dans
          cet ordre. Chaque image doit avoir un texte alternatif.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending ? (
          <Loading />
        ) : isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Impossible de charger les images du produit.
          </p>
        ) : images.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aucune image importée : le site affiche l’image de l’URL saisie ci-dessus.
          </p>
        ) : (
          <ol aria-label="Images du produit" className="grid gap-3">
            {images.map((image, index) => (
              <ProductImageItem
                // A fresh alt form when the stored text changes.
                key={`${image.id}-${image.alt}`}
                image={image}
                number={index + 1}
                isMain={image.id === main?.id}
                readOnly={!canWrite}
                canMoveUp={index > 0 && !reorder.isPending}
                canMoveDown={index < images.length - 1 && !reorder.isPending}
                onMove={(direction) => move(index, direction)}
              />
            ))}
          </ol>
        )}
        {canWrite && !isPending && !isError ? (
          <ProductImageUploader
            productId={productId}
            position={images.length ? Math.max(...images.map((i) => i.position)) + 1 : 0}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
