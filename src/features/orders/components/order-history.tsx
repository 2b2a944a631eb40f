import { History } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { orderStatusDisplay, orderStatusFields, paymentStatusDisplay } from '@/domain/orders/status';
import { formatDateTimeLong } from '@/lib/format-date';
import { useOrderHistory } from '../api/fetch-order-history';

const fieldLabel = (field: string) =>
  Object.hasOwn(orderStatusFields, field) ? orderStatusFields[field as keyof typeof orderStatusFields] : field;

function label(field: string, value: string | null): string {
  if (value === null) return '—';
  return (field === 'payment_status' ? paymentStatusDisplay(value) : orderStatusDisplay(value)).label;
}

/** Who changed the order's status or payment status, when, from what to what. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { data, isPending, error } = useOrderHistory(orderId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-accent-strong" aria-hidden="true" />
          Historique
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
        ) : error ? (
          <p className="text-sm text-muted-foreground">Impossible de charger l’historique.</p>
        ) : !data || data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun changement enregistré.</p>
        ) : (
          <ol className="grid gap-3 text-sm" aria-label="Historique des statuts">
            {data.map((entry) => (
              <li key={entry.id} className="grid gap-0.5">
                <span className="font-medium">
                  {fieldLabel(entry.field)} : {label(entry.field, entry.from_value)} →{' '}
                  {label(entry.field, entry.to_value)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {entry.changed_by_email ?? 'Système'} · {formatDateTimeLong(entry.changed_at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
