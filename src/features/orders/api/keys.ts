import { queryRoots } from '@/lib/query-keys';
import type { OrderStatus, PaymentStatus } from '../status';

/** Equality filters of the orders list; they are applied in the query, so they belong to its key. */
export interface OrderFilters {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
}

export const orderKeys = {
  all: queryRoots.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderFilters) =>
    [...orderKeys.lists(), { status: filters.status, paymentStatus: filters.paymentStatus }] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  history: (id: string) => [...orderKeys.detail(id), 'history'] as const,
  catalogue: () => [...orderKeys.all, 'catalogue'] as const,
  fromRequest: (requestId: string) => [...orderKeys.all, 'from-request', requestId] as const,
};
