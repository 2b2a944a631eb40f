import { Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '@/lib/auth-context';
import { ListProgress } from '@/components/data-list/list-progress';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useOrders, type Order } from '../api/fetch-orders';
import type { OrderFilters } from '../api/keys';
import { createOrderSearch } from '../search';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

const noOrders: Order[] = [];

/** /admin/orders: count, search, status and payment filters, and the virtualised table. */
export function OrdersList() {
  const canWrite = useCan('orders', 'write');
  const [filters, setFilters] = useState<OrderFilters>({ status: null, paymentStatus: null });
  const [search, setSearch] = useState('');
  // The input updates at once; filtering 10 000 rows and re-rendering the table can lag behind.
  const deferredSearch = useDeferredValue(search);

  const { data, isPending, error } = useOrders(filters);
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des commandes impossible', error);
  }, [error]);

  const orders = data?.rows ?? noOrders;
  const complete = data?.complete ?? false;
  const runSearch = useMemo(() => createOrderSearch(orders), [orders]);
  const visible = useMemo(() => runSearch(deferredSearch), [runSearch, deferredSearch]);

  // While only the first rows are here, the count comes from the server; a search waits for the whole list.
  const searching = deferredSearch.trim() !== '';
  const count = complete ? visible.length : searching ? null : (data?.total ?? null);

  return (
    <>
      <AdminPageHeader
        title="Commandes"
        description={
          isPending ? undefined : (
            <ListProgress
              countText={count === null ? null : `(${count}) commande(s)`}
              complete={complete}
              loadingText="Chargement de toutes les commandes..."
            />
          )
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={paths.admin.orderNew}>
                <Plus aria-hidden="true" />
                Nouvelle commande
              </Link>
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <OrdersToolbar search={search} onSearchChange={setSearch} filters={filters} onFiltersChange={setFilters} />
        <OrdersTable orders={visible} loading={isPending} />
      </div>
    </>
  );
}
