import { History } from 'lucide-react';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { recordRefs, useRecordNames } from '@/domain/record-names';
import { changeRefs, formatAuditDateTime } from '@/domain/record-values';
import { tableLabel } from '@/domain/tables';
import { ENTITY_HISTORY_LIMIT, useEntityHistory } from '../api/fetch-entity-history';
import { isPermissionError } from '../permission-error';
import { ActionBadge } from './action-badge';
import { ChangeList } from './change-list';

/**
 * « Historique des modifications » of one record (an order, a request, a lead, a product) with its
 * lines and notes. The screen that mounts it decides who sees it; if the API refuses the journal
 * anyway, the card is simply not there.
 */
export function EntityHistory({ entityId }: { entityId: string }) {
  const { data, isPending, error } = useEntityHistory(entityId);
  // The people and records the changes point at, named in one request per kind.
  const refs = useMemo(
    () => recordRefs((data ?? []).flatMap((entry) => changeRefs(entry.table_name, entry.changes))),
    [data],
  );
  const names = useRecordNames(refs);
  if (error && isPermissionError(error)) return null;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-accent-strong" aria-hidden="true" />
          Historique des modifications
        </CardTitle>
        {data && data.length >= ENTITY_HISTORY_LIMIT ? (
          <CardDescription>Les {ENTITY_HISTORY_LIMIT} modifications les plus récentes.</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
        ) : !data ? (
          // A failed refresh keeps the entries already shown; only a history that never arrived is an error.
          <p role="alert" className="text-sm text-muted-foreground">
            Impossible de charger l’historique des modifications.
          </p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune modification enregistrée.</p>
        ) : (
          <ol className="grid gap-4" aria-label="Modifications, de la plus récente à la plus ancienne">
            {data.map((entry) => (
              <li key={entry.id} className="grid gap-1.5 border-b border-border pb-4 last:border-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <ActionBadge action={entry.action} />
                  <span className="font-medium">{tableLabel(entry.table_name)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at}>{formatAuditDateTime(entry.at)}</time> · {entry.actor_email ?? '—'}
                </p>
                <ChangeList table={entry.table_name} changes={entry.changes} names={names} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
