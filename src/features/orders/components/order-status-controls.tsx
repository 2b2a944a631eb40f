import { Label } from '@/components/ui/label';
import { can } from '@/config/permissions';
import { useAuth } from '@/lib/auth-context';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Tables } from '@/lib/db';
import {
  isOrderStatus,
  isPaymentStatus,
  manualPaymentStatuses,
  orderStatuses,
  orderStatusLabels,
  paymentStatusDisplay,
  paymentStatusLabels,
} from '@/domain/orders/status';
import { useUpdateOrderStatus, useUpdatePaymentStatus } from '../api/use-update-order';

/**
 * The two selectors of the detail screen, disabled for those who may only read (accounting keeps
 * the payment status). Any value may follow any other (spec §4); both are
 * disabled while either update runs, and show the value being saved in the meantime. The payment
 * status of an order whose contract is billed follows its invoices: the database sets it, the
 * screen only shows it.
 */
export function OrderStatusControls({ order, billed = false }: { order: Tables<'orders'>; billed?: boolean }) {
  const { roles } = useAuth();
  const canWrite = can(roles, 'orders', 'write');
  const isAccountant = roles.includes('comptabilite');
  const statusMutation = useUpdateOrderStatus(order.id);
  const paymentMutation = useUpdatePaymentStatus(order.id, undefined, !canWrite && isAccountant);
  const updating = statusMutation.isPending || paymentMutation.isPending;

  const status = statusMutation.isPending ? statusMutation.variables : order.status;
  const paymentStatus = paymentMutation.isPending ? paymentMutation.variables : order.payment_status;

  return (
    <div className="grid gap-4" aria-busy={updating}>
      <div className="grid gap-1.5">
        <Label htmlFor="order-status">Statut de la commande</Label>
        <Select
          value={status}
          disabled={updating || !canWrite}
          onValueChange={(value) => {
            if (isOrderStatus(value) && value !== order.status) statusMutation.mutate(value);
          }}
        >
          <SelectTrigger id="order-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {/* A value outside the list (legacy data) stays visible rather than blank. */}
            {isOrderStatus(order.status) ? null : <SelectItem value={order.status}>{order.status}</SelectItem>}
            {orderStatuses.map((value) => (
              <SelectItem key={value} value={value}>
                {orderStatusLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="order-payment-status">Statut du paiement</Label>
        <Select
          value={paymentStatus}
          disabled={updating || billed || !(canWrite || isAccountant)}
          onValueChange={(value) => {
            if (isPaymentStatus(value) && value !== order.payment_status) paymentMutation.mutate(value);
          }}
        >
          <SelectTrigger id="order-payment-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(manualPaymentStatuses as readonly string[]).includes(order.payment_status) ? null : (
              <SelectItem value={order.payment_status}>{paymentStatusDisplay(order.payment_status).label}</SelectItem>
            )}
            {manualPaymentStatuses.map((value) => (
              <SelectItem key={value} value={value}>
                {paymentStatusLabels[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {billed ? (
          <p className="text-xs text-muted-foreground">Suit les factures du contrat : mis à jour automatiquement.</p>
        ) : null}
      </div>
    </div>
  );
}
