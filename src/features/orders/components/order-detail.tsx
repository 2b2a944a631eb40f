import { ArrowLeft, Building2, FileCheck2, Mail, MapPin, Package, Pencil, Phone, StickyNote, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '@/lib/use-can';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';
import type { Json } from '@/lib/database.types';
import { formatEuro } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import { parseAddress } from '../address';
import type { OrderDetail as OrderDetailData } from '../api/fetch-order';
import { OrderHistory } from './order-history';
import { OrderStatusControls } from './order-status-controls';

export function BackToOrders() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2 text-muted-foreground">
      <Link to={paths.admin.orders}>
        <ArrowLeft aria-hidden="true" />
        Retour aux commandes
      </Link>
    </Button>
  );
}

function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <span className="text-accent-strong [&_svg]:size-4">{icon}</span>
        {children}
      </CardTitle>
    </CardHeader>
  );
}

/** /admin/orders/{id}: articles, addresses, notes, customer, and the two status selectors. */
export function OrderDetail({ detail, onEdit }: { detail: OrderDetailData; onEdit: () => void }) {
  const { order, items, contract } = detail;
  const fullName = `${order.customer_first_name} ${order.customer_last_name}`;
  const canWrite = useCan('orders', 'write');
  return (
    <>
      <BackToOrders />
      <AdminPageHeader
        title={`Commande ${order.order_number}`}
        description={`Créée le ${formatDateTimeLong(order.created_at)}`}
        actions={
          canWrite ? (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Modifier la commande
            </Button>
          ) : undefined
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
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
                        {item.product_brand ? (
                          <p className="text-sm text-muted-foreground">{item.product_brand}</p>
                        ) : null}
                        <p className="mt-1 text-sm text-muted-foreground">
                          Durée: {item.duration_months} mois • Quantité: {item.quantity}
                        </p>
                      </div>
                      <div className="shrink-0 text-left sm:text-right">
                        <p className="font-semibold tabular-nums text-navy">{formatEuro(item.monthly_payment)}/mois</p>
                        <p className="text-sm tabular-nums text-muted-foreground">
                          {formatEuro(item.unit_price)} total
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-2 flex items-center justify-between border-t border-border pt-4">
                <span className="font-semibold">Total</span>
                <span className="text-lg font-bold tabular-nums text-navy" data-testid="order-total">
                  {formatEuro(order.total_amount)}
                </span>
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<MapPin aria-hidden="true" />}>Adresses</CardHeading>
            <CardContent className="grid gap-6 sm:grid-cols-2">
              <AddressBlock title="Livraison" value={order.shipping_address} />
              <AddressBlock title="Facturation" value={order.billing_address} />
            </CardContent>
          </Card>

          {order.notes?.trim() ? (
            <Card>
              <CardHeading icon={<StickyNote aria-hidden="true" />}>Notes</CardHeading>
              <CardContent>
                <p className="whitespace-pre-line text-sm leading-relaxed">{order.notes}</p>
              </CardContent>
            </Card>
          ) : null}
        </div>

        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Statuts</CardTitle>
            </CardHeader>
            <CardContent>
              <OrderStatusControls order={order} billed={Boolean(contract?.start_date)} />
            </CardContent>
          </Card>

          <OrderHistory orderId={order.id} />

          <Card>
            <CardHeading icon={<User aria-hidden="true" />}>Client</CardHeading>
            <CardContent>
              <ul className="grid gap-3 text-sm">
                <li className="font-medium text-foreground">{fullName}</li>
                {order.customer_company ? (
                  <li className="flex items-center gap-2">
                    <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span>{order.customer_company}</span>
                  </li>
                ) : null}
                <li className="flex min-w-0 items-center gap-2">
                  <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {/* mailto: with a fixed scheme; the address passed the database's e-mail CHECK. */}
                  <a
                    href={`mailto:${encodeURIComponent(order.customer_email).replace(/%40/g, '@')}`}
                    className="truncate text-accent-strong hover:underline"
                  >
                    {order.customer_email}
                  </a>
                </li>
                {order.customer_phone ? (
                  <li className="flex items-center gap-2">
                    <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <PhoneLink phone={order.customer_phone} />
                  </li>
                ) : null}
                {contract ? (
                  <li className="flex items-center gap-2">
                    <FileCheck2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <Link to={paths.admin.contract(contract.id)} className="text-accent-strong hover:underline">
                      Contrat {contract.contract_number}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  // The scheme is fixed and only digits and + are kept, so the href cannot become anything else.
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? (
    <a href={`tel:${digits}`} className="text-accent-strong hover:underline">
      {phone}
    </a>
  ) : (
    <span>{phone}</span>
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
