import { Package } from 'lucide-react';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { formatEuro } from '@/lib/format';
import type { OrderDetail } from '../api/fetch-order';

/** The order's articles, each with its term, quantity and rent, and the order's total. */
export function OrderItemsCard({ items, total }: { items: OrderDetail['items']; total: number }) {
  return (
    <Card>
      <CardHeading icon={<Package aria-hidden="true" />}>Articles</CardHeading>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun article</p>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 py-4 first:pt-0 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-foreground">{item.product_name}</p>
                  {item.product_brand ? <p className="text-sm text-muted-foreground">{item.product_brand}</p> : null}
                  <p className="mt-1 text-sm text-muted-foreground">
                    Durée: {item.duration_months} mois • Quantité: {item.quantity}
                  </p>
                </div>
                <div className="shrink-0 text-left sm:text-right">
                  <p className="font-semibold tabular-nums text-navy">{formatEuro(item.monthly_payment)}/mois</p>
                  <p className="text-sm tabular-nums text-muted-foreground">{formatEuro(item.unit_price)} total</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex items-center justify-between border-t border-border pt-4">
          <span className="font-semibold">Total</span>
          <span className="text-lg font-bold tabular-nums text-navy" data-testid="order-total">
            {formatEuro(total)}
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
