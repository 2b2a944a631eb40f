import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type ColumnSort } from '@/components/data-list/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import { campaignStatusDisplay } from '@/domain/campaigns/status';
import type { CampaignListRow } from '../api/fetch-campaigns';

const column = dataColumnHelper<CampaignListRow>();
const when = (value: string | null) => (value ? formatDateTimeLong(value) : '-');

/** The ids of the sortable columns are the list's sort keys (`?sort=`). */
const columns = column.columns([
  column.accessor((campaign) => campaign.name, {
    id: 'name',
    header: 'Campagne',
    sortDescFirst: false,
    cell: ({ row: { original: campaign } }) => (
      <>
        <div className="font-medium">{campaign.name}</div>
        {campaign.subject ? <div className="text-xs text-muted-foreground">{campaign.subject}</div> : null}
      </>
    ),
  }),
  column.accessor((campaign) => campaign.status, {
    id: 'status',
    header: 'Statut',
    sortDescFirst: false,
    cell: ({ row }) => {
      const { label, variant } = campaignStatusDisplay(row.original.status);
      return <Badge variant={variant}>{label}</Badge>;
    },
  }),
  column.accessor((campaign) => campaign.scheduled_at, {
    id: 'scheduled',
    header: 'Programmée le',
    sortDescFirst: true,
    cell: ({ row }) => when(row.original.scheduled_at),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
  column.accessor((campaign) => campaign.sent_at, {
    id: 'sent',
    header: 'Envoyée le',
    sortDescFirst: true,
    cell: ({ row }) => when(row.original.sent_at),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
  column.display({
    id: 'recipients',
    header: 'Destinataires',
    cell: ({ row }) => formatNumber(row.original.recipients_count),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right tabular-nums' },
  }),
  column.display({
    id: 'delivery',
    header: 'Délivrés / échecs',
    cell: ({ row: { original: campaign } }) =>
      `${formatNumber(campaign.delivered_count)} / ${formatNumber(campaign.failed_count)}`,
    meta: { headerClassName: 'text-right', cellClassName: 'text-right tabular-nums whitespace-nowrap' },
  }),
  column.accessor((campaign) => campaign.created_at, {
    id: 'date',
    header: 'Créée le',
    sortDescFirst: true,
    cell: ({ row }) => formatDateTimeLong(row.original.created_at),
    meta: { cellClassName: 'whitespace-nowrap text-muted-foreground' },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: campaign } }) => (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.admin.campaign(campaign.id)} aria-label={`Ouvrir la campagne ${campaign.name}`}>
          Ouvrir
        </Link>
      </Button>
    ),
    meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
  }),
]);

interface CampaignsTableProps {
  campaigns: CampaignListRow[];
  sort: ColumnSort;
  onSortChange: (sort: ColumnSort) => void;
  loading: boolean;
  stale: boolean;
}

export function CampaignsTable({ campaigns, sort, onSortChange, loading, stale }: CampaignsTableProps) {
  return (
    <DataTable
      label="Liste des campagnes"
      emptyText="Aucune campagne trouvée"
      columns={columns}
      rows={campaigns}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      stale={stale}
    />
  );
}
