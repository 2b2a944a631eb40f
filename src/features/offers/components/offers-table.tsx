import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { PersonCell } from '@/components/data-list/person-cell';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import type { OfferListRow } from '../api/fetch-offers';
import { formatDay } from '@/lib/format-day';
import { OfferStatusBadge } from './offer-status-badge';

const column = dataColumnHelper<OfferListRow>();

const columns = column.columns([
  column.accessor((offer) => offer.offer_number, {
    id: 'number',
    header: 'Numéro',
    sortDescFirst: false,
    cell: ({ row }) => row.original.reference,
    meta: { cellClassName: 'whitespace-nowrap font-mono text-[0.8125rem] font-medium text-navy' },
  }),
  column.accessor((offer) => offer.client_last_name, {
    id: 'client',
    header: 'Client',
    sortDescFirst: false,
    cell: ({ row: { original: offer } }) => (
      <PersonCell name={`${offer.client_first_name} ${offer.client_last_name}`} email={offer.client_email} />
    ),
  }),
  column.accessor((offer) => offer.client_company, {
    id: 'company',
    header: 'Société',
    sortDescFirst: false,
    cell: ({ row }) => row.original.client_company || '-',
  }),
  column.accessor((offer) => offer.commitment_total_ht, {
    id: 'amount',
    header: 'Engagement HT',
    sortDescFirst: true,
    cell: ({ row }) => (
      <>
        <div>{formatEuro(row.original.commitment_total_ht)}</div>
        <div className="text-xs text-muted-foreground">{formatEuro(row.original.monthly_total_ht)}/mois</div>
      </>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right font-medium tabular-nums' },
  }),
  column.display({
    id: 'status',
    header: 'Statut',
    cell: ({ row }) => <OfferStatusBadge status={row.original.status} />,
  }),
  column.accessor((offer) => offer.valid_until, {
    id: 'validity',
    header: 'Validité',
    sortDescFirst: false,
    cell: ({ row }) => formatDay(row.original.valid_until),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.accessor((offer) => offer.created_at, {
    id: 'date',
    header: 'Date',
    sortDescFirst: true,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: offer } }) => (
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={paths.admin.offer(offer.id)} aria-label={`Voir le devis ${offer.reference}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

export function OffersTable(props: DataTableViewProps<OfferListRow>) {
  return <DataTable label="Liste des devis" emptyText="Aucun devis trouvé" columns={columns} {...props} />;
}
