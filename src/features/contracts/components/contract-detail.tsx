import { CalendarDays, FileText, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { formatDateTimeLong } from '@/lib/format-date';
import { billingFrequencyLabel } from '@/domain/billing/frequency';
import type { Contract, ContractDetail as ContractDetailData } from '../api/fetch-contract';
import { isServiceLevel, serviceLevelLabel, serviceLevelPromise } from '@/domain/contracts/service-levels';
import { BackToContracts } from './back-to-contracts';
import { CardHeading } from './card-heading';
import { ContractStatusBadge } from './contract-status-badge';
import { EndOfLeaseCard } from './end-of-lease-card';
import { EquipmentCard } from './equipment-card';
import { InstallationCard } from './installation-card';
import { ServiceHistoryCard } from './service-history-card';

/**
 * /admin/contracts/{id}: the equipment and its serial numbers, the installation and its signed
 * report, the dates, the service level and rent, the incidents and visits, the end of lease.
 */
export function ContractDetail({
  detail,
  billing,
}: {
  detail: ContractDetailData;
  billing?: (contract: Contract) => ReactNode;
}) {
  const { contract, items, order } = detail;
  return (
    <>
      <BackToContracts />
      <AdminPageHeader
        title={`Contrat ${contract.contract_number}`}
        description={
          <>
            {`Commande confirmée le ${formatDateTimeLong(contract.confirmed_at)} · `}
            <ContractStatusBadge status={contract.status} />
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <EquipmentCard contract={contract} items={items} />
          <InstallationCard contract={contract} items={items} />
          <ServiceHistoryCard
            contractId={detail.contract.id}
            incidents={detail.incidents}
            visits={detail.visits}
            items={items}
          />
          <EndOfLeaseCard contract={contract} renewalOffer={detail.renewalOffer} />
          {billing?.(contract)}
        </div>

        <div className="grid gap-6">
          <Card>
            <CardHeading icon={<User aria-hidden="true" />}>Client</CardHeading>
            <CardContent>
              <ul className="grid gap-1 text-sm">
                <li className="font-medium">
                  {contract.customer_first_name} {contract.customer_last_name}
                </li>
                {contract.customer_company ? <li>{contract.customer_company}</li> : null}
                <li>
                  <a href={`mailto:${contract.customer_email}`} className="text-accent-strong hover:underline">
                    {contract.customer_email}
                  </a>
                </li>
                {contract.customer_phone ? <li>{contract.customer_phone}</li> : null}
                {order ? (
                  <li>
                    <Link to={paths.admin.order(order.id)} className="text-accent-strong hover:underline">
                      Commande {order.order_number}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<FileText aria-hidden="true" />}>Conditions</CardHeading>
            <CardContent>
              <dl className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
                <dt className="text-muted-foreground">Niveau de service</dt>
                <dd>
                  <span className="font-medium">{serviceLevelLabel(contract.service_level)}</span>
                  {isServiceLevel(contract.service_level) ? (
                    <span className="block text-xs text-muted-foreground">
                      {serviceLevelPromise(contract.service_level)}
                    </span>
                  ) : null}
                </dd>
                <dt className="text-muted-foreground">Loyer mensuel HT</dt>
                <dd className="font-medium tabular-nums" data-testid="contract-monthly-rent">
                  {formatEuro(contract.monthly_rent_ht)}
                </dd>
                <dt className="text-muted-foreground">Durée</dt>
                <dd>{contract.duration_months} mois</dd>
                <dt className="text-muted-foreground">Facturation</dt>
                <dd>{billingFrequencyLabel(contract.billing_frequency)}</dd>
                {contract.first_rent_ht !== null ? (
                  <>
                    <dt className="text-muted-foreground">Premier loyer majoré</dt>
                    <dd className="tabular-nums">{formatEuro(contract.first_rent_ht)} HT</dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<CalendarDays aria-hidden="true" />}>Dates</CardHeading>
            <CardContent>
              <dl className="grid grid-cols-[9rem_1fr] gap-2 text-sm" data-testid="contract-dates">
                <dt className="text-muted-foreground">Confirmée le</dt>
                <dd>{formatDate(contract.confirmed_at)}</dd>
                <dt className="text-muted-foreground">Début</dt>
                <dd>{contract.start_date ? formatDay(contract.start_date) : 'À la signature du PV'}</dd>
                <dt className="text-muted-foreground">Fin</dt>
                <dd>{contract.end_date ? formatDay(contract.end_date) : '-'}</dd>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
