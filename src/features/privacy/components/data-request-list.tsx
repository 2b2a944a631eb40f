import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { requestKindLabels, requestStatusDisplay, type RequestKind } from '@/domain/privacy/labels';
import { useCloseDataRequest } from '../api/close-data-request';
import { useDataRequests, type DataRequest } from '../api/fetch-data-requests';
import { isLate, parisToday } from '../deadline';
import { EraseDialog } from './erase-dialog';

/** The requests with their one-month deadline; « En retard » once it has passed unanswered. */
export function DataRequestList({ onShowData }: { onShowData: (email: string) => void }) {
  const canWrite = useCan('privacy', 'write');
  const { data: requests = [], isPending, isError } = useDataRequests();
  const close = useCloseDataRequest();
  const [erasing, setErasing] = useState<DataRequest | null>(null);
  const today = parisToday();

  return (
    <Card className="overflow-hidden">
      <Table scrollLabel="Demandes sur les données personnelles">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Adresse e-mail</TableHead>
            <TableHead>Demande</TableHead>
            <TableHead>Reçue le</TableHead>
            <TableHead>Réponse due le</TableHead>
            <TableHead>Statut</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isPending ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={6}>
                <Loading />
              </TableCell>
            </TableRow>
          ) : isError ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={6} className="py-8 text-center text-destructive">
                Impossible de charger les demandes.
              </TableCell>
            </TableRow>
          ) : requests.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={6} className="py-12 text-center text-muted-foreground">
                Aucune demande
              </TableCell>
            </TableRow>
          ) : (
            requests.map((request) => {
              const status = requestStatusDisplay[request.status] ?? {
                label: request.status,
                variant: 'muted' as const,
              };
              return (
                <TableRow key={request.id}>
                  <TableCell className="break-all">{request.email}</TableCell>
                  <TableCell>{requestKindLabels[request.kind as RequestKind] ?? request.kind}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(request.received_on)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(request.due_on)}{' '}
                    {isLate(request, today) ? <Badge variant="danger">En retard</Badge> : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={status.variant}>{status.label}</Badge>
                    {request.handled_at ? (
                      <span className="ml-2 text-xs text-muted-foreground">le {formatDate(request.handled_at)}</span>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button variant="outline" size="sm" onClick={() => onShowData(request.email)}>
                        Voir les données
                      </Button>
                      {canWrite && request.status === 'open' && request.kind === 'erasure' ? (
                        <Button variant="destructive" size="sm" onClick={() => setErasing(request)}>
                          Effacer les données
                        </Button>
                      ) : null}
                      {canWrite && request.status === 'open' && request.kind !== 'erasure' ? (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={close.isPending}
                          onClick={() => close.mutate(request.id)}
                          aria-label={`Marquer comme traitée la demande de ${request.email}`}
                        >
                          Marquer comme traitée
                        </Button>
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <EraseDialog request={erasing} onOpenChange={(open) => (open ? undefined : setErasing(null))} />
    </Card>
  );
}
