import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '@/lib/auth-context';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/routes';
import { notifyError } from '@/lib/notify';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts, type Product } from '../api/fetch-products';
import { usePendingActiveChanges, useSetProductActive } from '../api/set-product-active';
import { OrphanFilesCard } from './orphan-files-card';
import { ProductsTable } from './products-table';

const noProducts: Product[] = [];

function countLabel(count: number): string {
  return `${count} produit${count > 1 ? 's' : ''}`;
}

/** /admin/products: every product newest first, the inline active switch, delete with confirmation. */
export function ProductsList() {
  const { data, isPending, error } = useProducts();
  const canWrite = useCan('catalogue', 'write');
  const setActive = useSetProductActive();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const remove = useDeleteProduct(() => setToDelete(null));
  const reportedError = useRef<unknown>(null);

  useEffect(() => {
    // Spec §8: unlike the other admin lists, a failed product list load is announced.
    if (!error || reportedError.current === error) return;
    reportedError.current = error;
    console.error('Chargement des produits impossible', error);
    notifyError('Impossible de charger les produits');
  }, [error]);

  const products = data ?? noProducts;
  const pendingActive = usePendingActiveChanges();

  return (
    <>
      <AdminPageHeader
        title="Produits"
        description={isPending ? undefined : <span aria-live="polite">{countLabel(products.length)}</span>}
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={paths.admin.productNew}>
                <Plus aria-hidden="true" />
                Nouveau produit
              </Link>
            </Button>
          ) : undefined
        }
      />
      <ProductsTable
        products={products}
        loading={isPending}
        pendingActive={pendingActive}
        onActiveChange={(product, active) => setActive.mutate({ id: product.id, active })}
        onDelete={setToDelete}
        readOnly={!canWrite}
      />
      {canWrite ? <OrphanFilesCard /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Êtes-vous sûr de vouloir supprimer ce produit ?"
        description={
          toDelete ? (
            <>
              « {toDelete.name} » ({toDelete.brand}) sera définitivement supprimé du catalogue. Cette action est
              irréversible.
            </>
          ) : undefined
        }
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete && !remove.isPending) remove.mutate(toDelete.id);
        }}
      />
    </>
  );
}
