import type { BadgeVariant } from '@/components/ui/badge';

/**
 * Order and payment statuses of spec §4, mirroring the CHECK constraints of public.orders; 'late'
 * (issue 36) is set by the database when an invoice of the order's contract is past due unpaid.
 */
export const orderStatuses = ['pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentStatuses = ['pending', 'paid', 'partial', 'refunded', 'failed', 'late'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** What staff choose by hand (spec §4); 'late' is the database's alone. */
export const manualPaymentStatuses = ['pending', 'paid', 'partial', 'refunded', 'failed'] as const satisfies readonly PaymentStatus[];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  in_preparation: 'En préparation',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'En attente',
  paid: 'Payée',
  partial: 'Partiel',
  refunded: 'Remboursée',
  failed: 'Échouée',
  late: 'En retard',
};

const orderStatusVariants: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'info',
  in_preparation: 'violet',
  shipped: 'secondary',
  delivered: 'success',
  cancelled: 'danger',
};

const paymentStatusVariants: Record<PaymentStatus, BadgeVariant> = {
  pending: 'warning',
  paid: 'success',
  partial: 'info',
  refunded: 'muted',
  failed: 'danger',
  late: 'danger',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}

/** Label and badge colour of a status; an unknown value shows as itself in an outline badge. */
export function orderStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isOrderStatus(value)
    ? { label: orderStatusLabels[value], variant: orderStatusVariants[value] }
    : { label: value, variant: 'outline' };
}

export function paymentStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isPaymentStatus(value)
    ? { label: paymentStatusLabels[value], variant: paymentStatusVariants[value] }
    : { label: value, variant: 'outline' };
}
