import type { ReactNode, RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTimeLong } from '@/lib/format-date';
import type { QuoteRequest } from '../api/fetch-quote-requests';
import { QuoteStatusBadge } from './quote-status-badge';

/** Groups a SIRET as on the pro form: 123 456 789 00012. */
function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : siret;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * The eye button's action is not specified; staff need to read the request, so it opens this
 * read-only view (no status change: the spec shows no change action).
 */
export function QuoteRequestDialog({
  quote,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  quote: QuoteRequest | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The eye button that opened the dialog: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open && quote !== null} onOpenChange={onOpenChange}>
      {quote ? (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo?.current;
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              Demande de {quote.first_name} {quote.last_name}
            </DialogTitle>
            <DialogDescription>Reçue le {formatDateTimeLong(quote.created_at)}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3">
            <Row term="Statut">
              <QuoteStatusBadge status={quote.status} />
            </Row>
            <Row term="E-mail">
              <a
                href={`mailto:${encodeURIComponent(quote.email).replace(/%40/g, '@')}`}
                className="text-accent-strong hover:underline"
              >
                {quote.email}
              </a>
            </Row>
            <Row term="Téléphone">{quote.phone}</Row>
            <Row term="Entreprise">{quote.company || '-'}</Row>
            <Row term="SIRET">
              {quote.siret ? <span className="tabular-nums">{formatSiret(quote.siret)}</span> : '-'}
            </Row>
            <Row term="Sujet">{quote.subject}</Row>
          </dl>
          <div>
            <h3 className="text-sm font-medium text-muted-foreground">Message</h3>
            <p className="mt-1.5 whitespace-pre-line rounded-md bg-muted p-4 text-sm leading-relaxed">
              {quote.message}
            </p>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
