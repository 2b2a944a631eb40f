import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifyError } from '@/lib/notify';
import { useProduct } from '../api/fetch-product';
import { useProductImages } from '../api/fetch-product-images';
import { useSaveProduct } from '../api/save-product';
import { productToFormValues } from '../product-schema';
import { ProductForm } from './product-form';
import { ProductMedia } from './product-media';

function BackToProducts() {
  return (
    <Button asChild variant="link" className="mb-2 h-auto px-0">
      <Link to={paths.admin.products}>
        <ArrowLeft aria-hidden="true" />
        Retour aux produits
      </Link>
    </Button>
  );
}

/**
 * /admin/products/new (no id) and /admin/products/{id} (edit): one screen, one form.
 * Edit mode loads the product; a failure says so and returns to the list (spec §8).
 */
export function ProductEditScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  const isEdit = Boolean(id);
  const { data: product, error } = useProduct(id);
  const save = useSaveProduct(id, () => navigate(paths.admin.products));
  // Once images are uploaded, the main one sets the product's image URL (a database trigger).
  const images = useProductImages(id);
  const imageUrlFromMedia = id && images.data?.length ? product?.image_url : undefined;
  const reported = useRef(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement du produit impossible', error);
    notifyError('Impossible de charger le produit');
    navigate(paths.admin.products, { replace: true });
  }, [error, navigate]);

  const title = isEdit ? 'Modifier le produit' : 'Nouveau produit';

  return (
    <>
      <BackToProducts />
      <AdminPageHeader
        title={title}
        description={
          isEdit
            ? product
              ? `${product.name} — ${product.brand}`
              : undefined
            : 'Les champs marqués * sont obligatoires.'
        }
      />
      {isEdit && !product ? (
        <Loading />
      ) : (
        <ProductForm
          // A fresh form per product: the loaded values are its defaults.
          key={product?.id ?? 'new'}
          mode={isEdit ? 'edit' : 'create'}
          defaultValues={product ? productToFormValues(product) : undefined}
          imageUrlFromMedia={imageUrlFromMedia}
          onSubmit={(row) => save.mutateAsync(row)}
        />
      )}
      {id && product ? (
        <div className="mt-6">
          <ProductMedia productId={id} />
        </div>
      ) : null}
    </>
  );
}
