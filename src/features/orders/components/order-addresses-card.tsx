import { MapPin } from 'lucide-react';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import type { Json } from '@/lib/database.types';
import { parseAddress } from '../address';
import type { OrderDetail } from '../api/fetch-order';

/** Delivery and billing addresses, each « Non renseignée » when the order has none. */
export function OrderAddressesCard({ order }: { order: OrderDetail['order'] }) {
  return (
    <Card>
      <CardHeading icon={<MapPin aria-hidden="true" />}>Adresses</CardHeading>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <AddressBlock title="Livraison" value={order.shipping_address} />
        <AddressBlock title="Facturation" value={order.billing_address} />
      </CardContent>
    </Card>
  );
}

function AddressBlock({ title, value }: { title: string; value: Json | null }) {
  const address = parseAddress(value);
  const cityLine = address ? [address.postal_code, address.city].filter(Boolean).join(' ') : '';
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {address ? (
        <address className="mt-2 text-sm not-italic leading-relaxed">
          {address.street ? <span className="block">{address.street}</span> : null}
          {cityLine ? <span className="block">{cityLine}</span> : null}
          {address.country ? <span className="block">{address.country}</span> : null}
        </address>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">Non renseignée</p>
      )}
    </div>
  );
}
