import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import { streamedRowsQueryFn } from '@/lib/fetch-streamed-rows';
import { orderKeys, type OrderFilters } from './keys';

export type Order = Tables<'orders'>;

/** Spec §7: all orders, newest first, optionally filtered by equality on status and payment_status. */
export const ordersQueryOptions = (filters: OrderFilters) =>
  queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: streamedRowsQueryFn('orders', { status: filters.status, payment_status: filters.paymentStatus }),
  });

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
