import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FilterSelect } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatDateTimeLong } from '@/lib/format-date';
import {
  canRetry,
  deliveryStatusDisplay,
  deliveryStatuses,
  deliveryStatusLabels,
  emailTemplateLabel,
  isDeliveryStatus,
} from '@/domain/email/status';
import { useCan } from '@/lib/use-can';
import { OUTBOX_PAGE_SIZE, useOutbox, type OutboxEmail } from '../api/fetch-outbox';
import { useRetryEmail } from '../api/retry-email';

function Subject({ email }: { email: OutboxEmail }) {
  const label = emailTemplateLabel(email.template);
  if (email.quote_request_id) {
    return <Link to={paths.admin.quote(email.quote_request_id)} className="text-accent-strong hover:underline">{label}</Link>;
  }
  if (email.order_id) {
    return <Link to={paths.admin.order(email.order_id)} className="text-accent-strong hover:underline">{label}</Link>;
  }
  return <>{label}</>;
}

/** The e-mail queue: what was sent, what waits, what failed and why, with a way to send again. */
export function OutboxList() {
  const canWrite = useCan('outbox', 'write');
  const [params, patch] = useQueryParams();
  const status = params.get('status');
  const filters = { status: isDeliveryStatus(status) ? status : null, page: pageParam(params) };
  const { data, isPending } = useOutbox(filters);
  const retry = useRetryEmail();
  const rows = data?.rows ?? [];
  const total = data?.total ?? 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isPending ? 'Chargement...' : `${total} e-mail(s)`}
        </p>
        <FilterSelect
          value={filters.status}
          onChange={(next) => patch({ status: next })}
          options={deliveryStatuses}
          optionLabels={deliveryStatusLabels}
          allLabel="Tous les statuts"
          label="Filtrer par statut d’envoi"
          className="sm:w-52"
        />
      </div>
      <Card className="overflow-hidden">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>E-mail</TableHead>
              <TableHead>Destinataire</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead>Tentatives</TableHead>
              <TableHead>Créé le</TableHead>
              <TableHead>Envoyé le</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {isPending ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={7}>
                  <Loading />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={7} className="py-12 text-center text-muted-foreground">
                  Aucun e-mail
                </TableCell>
              </TableRow>
            ) : (
              rows.map((email) => {
                const { label, variant } = deliveryStatusDisplay(email.status);
                return (
                  <TableRow key={email.id}>
                    <TableCell>
                      <Subject email={email} />
                      {email.last_error ? (
                        <p className="mt-1 max-w-md break-words text-xs text-destructive">{email.last_error}</p>
                      ) : null}
                    </TableCell>
                    <TableCell className="break-all">{email.recipient}</TableCell>
                    <TableCell>
                      <Badge variant={variant}>{label}</Badge>
                    </TableCell>
                    <TableCell className="tabular-nums">{email.attempts}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatDateTimeLong(email.created_at)}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {email.sent_at ? formatDateTimeLong(email.sent_at) : '-'}
                    </TableCell>
                    <TableCell className="text-right">
                      {canWrite && canRetry(email.status) ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={retry.isPending}
                          onClick={() => retry.mutate(email.id)}
                          aria-label={`Réessayer l’envoi à ${email.recipient}`}
                        >
                          <RotateCcw aria-hidden="true" />
                          Réessayer
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </Card>
      <Pager page={filters.page} pageSize={OUTBOX_PAGE_SIZE} total={total} onPageChange={(page) => patch({ page })} />
    </div>
  );
}
