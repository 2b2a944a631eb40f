import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { useCan } from '@/lib/use-can';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/routes';
import { notifyError } from '@/lib/notify';
import { useDeleteProduct } from '../api/delete-product';
import { PRODUCTS_PAGE_SIZE, useProducts, type ProductListRow } from '../api/fetch-products';
import { productSorts } from '../api/product-keys';
import { usePendingActiveChanges, useSetProductActive } from '../api/set-product-active';
import { OrphanFilesCard } from './orphan-files-card';
import { ProductsTable } from './products-table';

/** No filter but the search. */
const readNoFilters = () => ({});

function countLabel(count: number): string {
  return `${count} produit${count > 1 ? 's' : ''}`;
}

/**
 * /admin/products: every product (newest first by default), searched, sorted and paged by the
 * database with the view in the URL; the inline active switch, delete with confirmation.
 */
export function ProductsList() {
  const { result, total, search, table, pager } = useDataList({
    sort: productSorts,
    readFilters: readNoFilters,
    useRows: useProducts,
    pageSize: PRODUCTS_PAGE_SIZE,
    failureTrace: 'Chargement des produits impossible',
  });
  const { isPending, error } = result;
  const canWrite = useCan('catalogue', 'write');
  const { mutate: setActive } = useSetProductActive();
  const [toDelete, setToDelete] = useState<ProductListRow | null>(null);
  const remove = useDeleteProduct(() => setToDelete(null));
  const reportedError = useRef<unknown>(null);

  useEffect(() => {
    // Spec §8: unlike the other admin lists, a failed product list load is announced.
    if (!error || reportedError.current === error) return;
    reportedError.current = error;
    notifyError('Impossible de charger les produits');
  }, [error]);

  const pendingActive = usePendingActiveChanges();
  const onActiveChange = useCallback(
    (product: ProductListRow, active: boolean) => setActive({ id: product.id, active }),
    [setActive],
  );

  return (
    <>
      <AdminPageHeader
        title="Produits"
        description={isPending ? undefined : <span aria-live="polite">{countLabel(total)}</span>}
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
      <div className="grid gap-4">
        <ListToolbar
          {...search}
          searchPlaceholder="Rechercher par nom, marque ou slug..."
          searchLabel="Rechercher un produit"
        />
        <ProductsTable
          {...table}
          pendingActive={pendingActive}
          onActiveChange={onActiveChange}
          onDelete={setToDelete}
          readOnly={!canWrite}
        />
        <Pager {...pager} />
      </div>
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
