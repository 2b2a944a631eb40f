import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { OrderStatus, PaymentStatus } from '@/domain/orders/status';
import type { OrderDetail } from './fetch-order';
import { orderKeys } from './keys';
import { setPaymentStatusAsAccountant, updateOrder } from './update-order';

/**
 * The two writes of the detail screen. Each reloads the lists and the order (exactly its keys),
 * notifies with the spec's texts, then calls the caller's onSuccess.
 */
function useOrderMutation<V extends string>(
  id: string,
  field: 'status' | 'payment_status',
  texts: { success: string; failure: string },
  onSuccess?: (order: Tables<'orders'>) => void,
  write: (value: V) => Promise<Tables<'orders'>> = (value) =>
    updateOrder(id, field === 'status' ? { status: value } : { payment_status: value }),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (order) => {
      // The returned row is the truth: show it at once, then reload the lists and the detail.
      queryClient.setQueryData<OrderDetail>(orderKeys.detail(id), (previous) =>
        previous ? { ...previous, order } : previous,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
      ]);
      notifySuccess(texts.success);
      onSuccess?.(order);
    },
    onError: (error) => {
      console.error(texts.failure, error);
      notifyError(texts.failure);
    },
  });
}

export function useUpdateOrderStatus(id: string, onSuccess?: (order: Tables<'orders'>) => void) {
  return useOrderMutation<OrderStatus>(
    id,
    'status',
    { success: 'Statut mis à jour', failure: 'Impossible de mettre à jour le statut' },
    onSuccess,
  );
}

/** `asAccountant`: the user may change payment statuses but not write orders (comptabilite). */
export function useUpdatePaymentStatus(
  id: string,
  onSuccess?: (order: Tables<'orders'>) => void,
  asAccountant = false,
) {
  return useOrderMutation<PaymentStatus>(
    id,
    'payment_status',
    { success: 'Statut de paiement mis à jour', failure: 'Impossible de mettre à jour le statut de paiement' },
    onSuccess,
    asAccountant ? (value) => setPaymentStatusAsAccountant(id, value) : undefined,
  );
}
