import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '@/components/data-list/pager';
import { SortableHead } from '@/components/data-list/sortable-head';
import { useQueryParams } from '@/components/data-list/use-query-params';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { auditAreaLabel } from '@/domain/audit/labels';
import { nameKey, recordRefs, useRecordNames, type RecordNames } from '@/domain/record-names';
import { changeRefs, formatAuditDateTime } from '@/domain/record-values';
import { tableLabel } from '@/domain/tables';
import { formatNumber } from '@/lib/format';
import { sortParams } from '@/lib/list-sort';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditEntry } from '../api/fetch-audit-log';
import { deletesEntity, entityScreen, type EntityScreen } from '../entity-screens';
import { auditSorts, parseAuditFilters } from '../filters';
import { isPermissionError } from '../permission-error';
import { ActionBadge } from './action-badge';
import { AuditFiltersBar } from './audit-filters';
import { ChangeList } from './change-list';

const COLUMN_COUNT = 6;
const noEntries: AuditEntry[] = [];

/** « 0 entrée », « 1 entrée », « 1 234 entrées » (French keeps 0 and 1 singular). */
export function entriesCountLabel(count: number): string {
  return `${formatNumber(count)} ${count > 1 ? 'entrées' : 'entrée'}`;
}

/**
 * What the entry touched, with a link to its record's screen while that record exists, and the
 * name of that record (« CMD-2026-00012 ») once it is known.
 */
function EntryTarget({
  entry,
  screen,
  names,
}: {
  entry: AuditEntry;
  screen: EntityScreen | null;
  names: RecordNames | undefined;
}) {
  const label = tableLabel(entry.table_name);
  const name = screen ? names?.get(nameKey(screen.table, screen.id)) : undefined;
  // Until the names answer, link every record that was not deleted by this very entry.
  const linked = screen !== null && !deletesEntity(entry) && (names === undefined || name !== undefined);
  return (
    <>
      {linked ? (
        <Link to={screen.path} className="font-medium text-accent-strong hover:underline">
          {label}
        </Link>
      ) : (
        label
      )}
      {name ? <span className="block text-xs text-muted-foreground">{name}</span> : null}
    </>
  );
}

function MessageRow({ children, alert = false }: { children: string; alert?: boolean }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
        {alert ? <p role="alert">{children}</p> : children}
      </TableCell>
    </TableRow>
  );
}

/** /admin/audit: who changed what and when in the back-office, filtered and paged by the database. */
export function AuditList() {
  const [params, patch] = useQueryParams();
  const filters = useMemo(() => parseAuditFilters(params), [params]);
  const { data, isPending, error } = useAuditLog(filters);
  const rows = data?.rows ?? noEntries;
  // A failed refetch keeps the rows already shown; only a list that never arrived is an error.
  const failure = data ? null : error;
  const total = data?.total ?? 0;

  const screens = useMemo(() => rows.map((entry) => entityScreen(entry.table_name, entry.entity_id)), [rows]);
  // The records the entries belong to and those their changes point at, named in one request per
  // kind: a record that is gone (or hidden from this reader) gets no link and no name.
  const refs = useMemo(
    () =>
      recordRefs([
        ...screens.flatMap((screen) => (screen ? [{ target: screen.table, id: screen.id }] : [])),
        ...rows.flatMap((entry) => changeRefs(entry.table_name, entry.changes)),
      ]),
    [rows, screens],
  );
  const names = useRecordNames(refs);

  const personEmail = filters.person
    ? (rows.find((entry) => entry.actor_id === filters.person)?.actor_email ?? null)
    : null;

  return (
    <>
      <AdminPageHeader
        title="Journal d’audit"
        description="Chaque création, modification et suppression faite par l’équipe : qui, quand, où et quels champs ont changé."
      />
      <div className="grid gap-4">
        <AuditFiltersBar filters={filters} patch={patch} personEmail={personEmail} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isPending ? 'Chargement...' : failure ? '' : entriesCountLabel(total)}
        </p>
        <Card className="overflow-hidden">
          <Table className="min-w-[64rem]" scrollLabel="Entrées du journal d’audit">
            <caption className="sr-only">
              {filters.sort.desc
                ? 'Journal d’audit, de l’entrée la plus récente à la plus ancienne'
                : 'Journal d’audit, de l’entrée la plus ancienne à la plus récente'}
            </caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <SortableHead
                  sorted={filters.sort.desc ? 'desc' : 'asc'}
                  onToggle={() => patch(sortParams({ key: 'date', desc: !filters.sort.desc }, auditSorts.fallback))}
                >
                  Date
                </SortableHead>
                <TableHead>Personne</TableHead>
                <TableHead>Zone</TableHead>
                <TableHead>Élément</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Modifications</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={COLUMN_COUNT}>
                    <Loading />
                  </TableCell>
                </TableRow>
              ) : failure ? (
                <MessageRow alert>
                  {isPermissionError(failure)
                    ? 'Vous n’avez pas les droits nécessaires pour consulter le journal d’audit.'
                    : 'Impossible de charger le journal d’audit. Réessayez dans quelques instants.'}
                </MessageRow>
              ) : rows.length === 0 ? (
                <MessageRow>
                  {filters.page > 1 && total > 0
                    ? 'Cette page est vide : revenez à une page précédente.'
                    : 'Aucune entrée ne correspond à ces filtres.'}
                </MessageRow>
              ) : (
                rows.map((entry, index) => {
                  const screen = screens[index];
                  return (
                    <TableRow key={entry.id}>
                      <TableCell className="whitespace-nowrap align-top tabular-nums text-muted-foreground">
                        <time dateTime={entry.at}>{formatAuditDateTime(entry.at)}</time>
                      </TableCell>
                      <TableCell className="min-w-48 align-top [overflow-wrap:anywhere]">
                        {entry.actor_email ?? '—'}
                      </TableCell>
                      <TableCell className="whitespace-nowrap align-top">{auditAreaLabel(entry.area)}</TableCell>
                      <TableCell className="align-top">
                        <EntryTarget entry={entry} screen={screen} names={names} />
                      </TableCell>
                      <TableCell className="align-top">
                        <ActionBadge action={entry.action} />
                      </TableCell>
                      <TableCell className="min-w-80 align-top">
                        <ChangeList table={entry.table_name} changes={entry.changes} names={names} />
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </Card>
        <Pager page={filters.page} pageSize={AUDIT_PAGE_SIZE} total={total} onPageChange={(page) => patch({ page })} />
      </div>
    </>
  );
}
