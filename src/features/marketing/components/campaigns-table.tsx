import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import { useCampaigns } from '../api/fetch-campaigns';
import { campaignStatusDisplay } from '../campaign-status';

/** /admin/marketing/campaigns: the e-mail campaigns and where each stands (editing comes with the campaigns issue). */
export function CampaignsTable() {
  const { data, isPending, error } = useCampaigns();
  const campaigns = data ?? [];
  return (
    <>
      <AdminPageHeader
        title="Campagnes e-mail"
        description={isPending ? undefined : `${campaigns.length} campagne(s)`}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.admin.marketing}>
              <ArrowLeft aria-hidden="true" />
              Retour au marketing
            </Link>
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Campagne</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead>Programmée le</TableHead>
              <TableHead>Envoyée le</TableHead>
              <TableHead className="text-right">Destinataires</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isPending ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={5}>
                  <Loading />
                </TableCell>
              </TableRow>
            ) : error || campaigns.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={5} className="py-12 text-center text-muted-foreground">
                  {error ? 'Impossible de charger les campagnes.' : 'Aucune campagne pour le moment.'}
                </TableCell>
              </TableRow>
            ) : (
              campaigns.map((campaign) => {
                const { label, variant } = campaignStatusDisplay(campaign.status);
                return (
                  <TableRow key={campaign.id}>
                    <TableCell>
                      <div className="font-medium">{campaign.name}</div>
                      {campaign.subject ? <div className="text-xs text-muted-foreground">{campaign.subject}</div> : null}
                    </TableCell>
                    <TableCell>
                      <Badge variant={variant}>{label}</Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {campaign.scheduled_at ? formatDateTimeLong(campaign.scheduled_at) : '-'}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {campaign.sent_at ? formatDateTimeLong(campaign.sent_at) : '-'}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(campaign.recipients_count)}</TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
