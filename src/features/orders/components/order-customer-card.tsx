import { Building2, FileCheck2, Mail, Phone, User } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { paths } from '@/config/routes';
import type { OrderDetail } from '../api/fetch-order';

/** Who ordered: name, company, e-mail and phone links, and the contract the order became. */
export function OrderCustomerCard({ order, contract }: Pick<OrderDetail, 'order' | 'contract'>) {
  const fullName = `${order.customer_first_name} ${order.customer_last_name}`;
  return (
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
