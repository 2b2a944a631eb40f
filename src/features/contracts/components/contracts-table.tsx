import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { PersonCell } from '@/components/data-list/person-cell';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatDate, formatEuro } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import type { ContractListRow } from '../api/fetch-contracts';
import { serviceLevelLabel } from '@/domain/contracts/service-levels';
import { ContractStatusBadge } from './contract-status-badge';

const column = dataColumnHelper<ContractListRow>();

const columns = column.columns([
  column.accessor((contract) => contract.contract_number, {
    id: 'number',
    header: 'Numéro',
    sortDescFirst: false,
    cell: ({ row }) => row.original.contract_number,
    meta: { cellClassName: 'whitespace-nowrap font-mono text-[0.8125rem] font-medium text-navy' },
  }),
  column.accessor((contract) => contract.customer_last_name, {
    id: 'customer',
    header: 'Client',
    sortDescFirst: false,
    cell: ({ row: { original: contract } }) => (
      <PersonCell
        name={`${contract.customer_first_name} ${contract.customer_last_name}`}
        email={contract.customer_email}
      />
    ),
  }),
  column.accessor((contract) => contract.customer_company, {
    id: 'company',
    header: 'Société',
    sortDescFirst: false,
    cell: ({ row }) => row.original.customer_company || '-',
  }),
  column.accessor((contract) => contract.monthly_rent_ht, {
    id: 'rent',
    header: 'Loyer HT',
    sortDescFirst: true,
    cell: ({ row }) => (
      <>
        <div>{formatEuro(row.original.monthly_rent_ht)}/mois</div>
        <div className="text-xs text-muted-foreground">
          {row.original.duration_months} mois · {serviceLevelLabel(row.original.service_level)}
        </div>
      </>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right font-medium tabular-nums' },
  }),
  column.display({
    id: 'status',
    header: 'Statut',
    cell: ({ row }) => <ContractStatusBadge status={row.original.status} />,
  }),
  column.accessor((contract) => contract.end_date, {
    id: 'end',
    header: 'Période',
    sortDescFirst: false,
    cell: ({ row: { original: contract } }) =>
      contract.start_date
        ? `${formatDay(contract.start_date)} → ${formatDay(contract.end_date)}`
        : contract.installation_planned_on
          ? `Installation le ${formatDay(contract.installation_planned_on)}`
          : 'Installation à planifier',
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.accessor((contract) => contract.created_at, {
    id: 'date',
    header: 'Créé le',
    sortDescFirst: true,
    cell: ({ row }) => formatDate(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: contract } }) => (
      <Button asChild variant="ghost" size="icon-sm">
        <Link to={paths.admin.contract(contract.id)} aria-label={`Voir le contrat ${contract.contract_number}`}>
          <Eye aria-hidden="true" />
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

export function ContractsTable(props: DataTableViewProps<ContractListRow>) {
  return <DataTable label="Liste des contrats" emptyText="Aucun contrat trouvé" columns={columns} {...props} />;
}
