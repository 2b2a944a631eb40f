import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateShort } from '@/lib/format-date';
import { useQuoteRequests, type QuoteRequest } from '../api/fetch-quote-requests';
import { QuoteRequestDialog } from './quote-request-dialog';
import { QuoteStatusBadge } from './quote-status-badge';

/** /admin/quotes: every quote request, newest first, with a read-only detail view. */
export function QuoteRequestsList() {
  const { data, isPending, error } = useQuoteRequests();
  const [selected, setSelected] = useState<QuoteRequest | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    // Spec §8: list load errors are silent on screen; keep a trace for support.
    if (error) console.error('Chargement des demandes de devis impossible', error);
  }, [error]);
  const quotes = data ?? [];

  return (
    <>
      <AdminPageHeader
        title="Demandes de devis"
        description={isPending ? undefined : `${quotes.length} demandes au total`}
      />
      <Card className="overflow-hidden">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Client</TableHead>
              <TableHead>Entreprise</TableHead>
              <TableHead>Sujet</TableHead>
              <TableHead>Date</TableHead>
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
            ) : quotes.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={6} className="py-12 text-center text-muted-foreground">
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
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label="Voir la demande"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setSelected(quote);
                        setOpen(true);
                      }}
                    >
                      <Eye aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>
      <QuoteRequestDialog quote={selected} open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </>
  );
}
