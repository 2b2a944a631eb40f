import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

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

/** The two statuses of an order, as order_status_history.field names them. */
export const orderStatusFields: Record<'status' | 'payment_status', string> = {
  status: 'Statut',
  payment_status: 'Paiement',
};

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

const orderStatus = badgedValues(orderStatuses, orderStatusLabels, orderStatusVariants);
const paymentStatus = badgedValues(paymentStatuses, paymentStatusLabels, paymentStatusVariants);

export const isOrderStatus = orderStatus.is;
export const isPaymentStatus = paymentStatus.is;
/** Label and badge colour of a status; an unknown value shows as itself in an outline badge. */
export const orderStatusDisplay = orderStatus.display;
export const paymentStatusDisplay = paymentStatus.display;
