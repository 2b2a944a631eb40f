import { CalendarRange, FileDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { billingFrequencyLabel } from '@/domain/billing/frequency';
import { downloadBlob } from '@/lib/csv-export';
import { formatEuro } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import { notifyError } from '@/lib/notify';
import { useCan } from '@/lib/use-can';
import { downloadInvoice } from '../api/download-invoice';
import { useContractBilling, type BillingTerm, type BoardInvoice } from '../api/fetch-contract-billing';
import { invoiceKindLabel, invoiceStatusDisplay, termStatusDisplay } from '@/domain/billing/status';

const period = (term: Pick<BillingTerm, 'period_start' | 'period_end' | 'kind'>) =>
  term.kind === 'buyout'
    ? `Rachat (${formatDay(term.period_start)})`
    : `${formatDay(term.period_start)} → ${formatDay(term.period_end)}`;

/**
 * The contract screen's « Échéancier » (billing readers; sales for their own contracts): every
 * term with its amounts, due date, invoice and status, then the invoices and credit notes, each
 * downloadable once its Factur-X document exists.
 */
export function ContractSchedule({ contractId, frequency }: { contractId: string; frequency: string }) {
  const canRead = useCan('billing', 'read');
  const billing = useContractBilling(contractId, canRead);
  if (!canRead) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarRange aria-hidden="true" className="size-4 text-accent-strong" />
          Échéancier
        </CardTitle>
        <CardDescription>
          Facturation {billingFrequencyLabel(frequency).toLowerCase()}, loyers payables d’avance : chaque échéance est
          facturée 14 jours avant sa date.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {billing.isPending ? (
          <Loading />
        ) : billing.error ? (
          <p role="alert" className="text-sm text-destructive">
            Impossible de charger l’échéancier.
          </p>
        ) : billing.data.terms.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            L’échéancier sera établi à la signature du procès-verbal d’installation.
          </p>
        ) : (
          <>
            <Terms terms={billing.data.terms} invoices={billing.data.invoices} />
            <Invoices invoices={billing.data.invoices} documents={billing.data.documents} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Terms({ terms, invoices }: { terms: BillingTerm[]; invoices: BoardInvoice[] }) {
  const invoiceOf = (termId: string) =>
    invoices.find((invoice) => invoice.term_id === termId && invoice.kind === 'invoice');
  return (
    <Table scrollLabel="Échéances du contrat">
      <TableHeader>
        <TableRow>
          <TableHead>N°</TableHead>
          <TableHead>Période</TableHead>
          <TableHead className="text-right">Montant HT</TableHead>
          <TableHead className="text-right">Montant TTC</TableHead>
          <TableHead>Échéance</TableHead>
          <TableHead>Facture</TableHead>
          <TableHead>Statut</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {terms.map((term) => {
          const invoice = invoiceOf(term.id);
          const status = invoice
            ? invoiceStatusDisplay(invoice.status ?? '')
            : termStatusDisplay(term.cancelled_at !== null);
          return (
            <TableRow key={term.id} className={term.cancelled_at ? 'text-muted-foreground' : undefined}>
              <TableCell className="tabular-nums">{term.term_number}</TableCell>
              <TableCell>{period(term)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatEuro(term.amount_ht)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatEuro(term.amount_ttc)}</TableCell>
              <TableCell>{formatDay(invoice?.due_date ?? term.due_date)}</TableCell>
              <TableCell>{invoice?.number ?? '-'}</TableCell>
              <TableCell>
                <Badge variant={status.variant} title={term.cancel_reason ?? undefined}>
                  {status.label}
                </Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Invoices({ invoices, documents }: { invoices: BoardInvoice[]; documents: Record<string, string> }) {
  if (invoices.length === 0)
    return <p className="text-sm text-muted-foreground">Aucune facture émise pour l’instant.</p>;
  return (
    <section aria-labelledby="contract-invoices" className="grid gap-2">
      <h3 id="contract-invoices" className="text-sm font-semibold text-navy">
        Factures et avoirs
      </h3>
      <ul className="grid gap-2 text-sm">
        {invoices.map((invoice) => {
          const path = documents[invoice.id];
          const status = invoiceStatusDisplay(invoice.status ?? '');
          return (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">
                {invoiceKindLabel(invoice.kind)} {invoice.number}
              </span>
              <span className="text-muted-foreground">du {formatDay(invoice.issue_date)}</span>
              <span className="tabular-nums">{formatEuro(invoice.total_ttc)} TTC</span>
              {invoice.kind === 'invoice' ? <Badge variant={status.variant}>{status.label}</Badge> : null}
              {path ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={async () => {
                    try {
                      downloadBlob(await downloadInvoice(path), `${invoice.number}.pdf`);
                    } catch (error) {
                      notifyError(error, 'La facture n’est pas disponible pour le moment.');
                    }
                  }}
                >
                  <FileDown aria-hidden="true" />
                  Télécharger {invoice.number}
                </Button>
              ) : (
                <span className="text-muted-foreground">PDF en préparation</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
