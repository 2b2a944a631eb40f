import { Eye } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatDateShort } from '@/lib/format-date';
import { REQUESTS_PAGE_SIZE, useQuoteRequests } from '../api/fetch-quote-requests';
import { quoteStatuses, quoteStatusLabels, requestTypeLabels, requestTypes } from '../status';
import { useRequestFilters } from '../use-request-filters';
import { QuoteStatusBadge } from './quote-status-badge';
import { RequestTypeBadge } from './request-type-badge';

/** /admin/quotes: every public form's submissions, filtered, searched and paged by the database. */
export function QuoteRequestsList() {
  const { filters, patch } = useRequestFilters();
  const { data, isPending, error } = useQuoteRequests(filters);
  const commitSearch = useCallback((q: string) => patch({ q }, { replace: true }), [patch]);
  const [search, setSearch] = useDebouncedSearch(filters.search, commitSearch);
  useEffect(() => {
    // Spec §8: list load errors are silent on screen; keep a trace for support.
    if (error) console.error('Chargement des demandes de devis impossible', error);
  }, [error]);
  const quotes = data?.rows ?? [];
  const total = data?.total ?? 0;
  const filtered = filters.type !== null || filters.status !== null || filters.search.trim() !== '';

  return (
    <>
      <AdminPageHeader
        title="Demandes de devis"
        description={
          isPending ? undefined : filtered ? `${total} demande(s) correspondante(s)` : `${total} demandes au total`
        }
      />
      <div className="grid gap-4">
        <ListToolbar
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="Rechercher par nom, e-mail, entreprise ou sujet..."
          searchLabel="Rechercher une demande"
        >
          <FilterSelect
            value={filters.type}
            onChange={(type) => patch({ type })}
            options={requestTypes}
            optionLabels={requestTypeLabels}
            allLabel="Tous les types"
            label="Filtrer par type de demande"
            className="md:w-48"
          />
          <FilterSelect
            value={filters.status}
            onChange={(status) => patch({ status })}
            options={quoteStatuses}
            optionLabels={quoteStatusLabels}
            allLabel="Tous les statuts"
            label="Filtrer par statut de demande"
            className="md:w-48"
          />
        </ListToolbar>
        <Card className="overflow-hidden">
          <Table>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Client</TableHead>
                <TableHead>Entreprise</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Sujet</TableHead>
                <TableHead>Date</TableHead>
                <TableHead>Statut</TableHead>
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
              ) : quotes.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={7} className="py-12 text-center text-muted-foreground">
                    Aucune demande
                  </TableCell>
                </TableRow>
              ) : (
                quotes.map((quote) => (
                  <TableRow key={quote.id}>
                    <TableCell>
                      <div className="font-medium">
                        {quote.first_name} {quote.last_name}
                      </div>
                      <div className="text-xs text-muted-foreground">{quote.email}</div>
                    </TableCell>
                    <TableCell>{quote.company || '-'}</TableCell>
                    <TableCell>
                      <RequestTypeBadge type={quote.type} />
                    </TableCell>
                    <TableCell className="max-w-72">
                      <span className="line-clamp-2">{quote.subject}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums text-muted-foreground">
                      {formatDateShort(quote.created_at)}
                    </TableCell>
                    <TableCell>
                      <QuoteStatusBadge status={quote.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      <Button asChild variant="ghost" size="icon-sm">
                        <Link
                          to={paths.admin.quote(quote.id)}
                          aria-label={`Voir la demande de ${quote.first_name} ${quote.last_name}`}
                        >
                          <Eye aria-hidden="true" />
                        </Link>
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </Card>
        <Pager
          page={filters.page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={total}
          onPageChange={(page) => patch({ page })}
        />
      </div>
    </>
  );
}
