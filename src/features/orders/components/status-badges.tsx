import { Badge } from '@/components/ui/badge';
import { orderStatusDisplay, paymentStatusDisplay } from '@/domain/orders/status';

export function OrderStatusBadge({ status }: { status: string }) {
  const { label, variant } = orderStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, variant } = paymentStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
