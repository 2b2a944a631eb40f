import { FileText, MailX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isRequestType, requestTypeLabels } from '@/domain/requests/request-types';
import { paths } from '@/config/routes';
import { formatDateTimeLong } from '@/lib/format-date';
import type { Lead } from '../api/fetch-leads';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** The evidence of a consent, as the database keeps it: when, on which form and page, what the box said. */
function Evidence({ lead }: { lead: Lead }) {
  const form = lead.marketing_consent_form;
  return (
    <dl className="grid gap-2 text-sm">
      <div>
        <dt className="text-muted-foreground">Donné le</dt>
        <dd>{formatDateTimeLong(lead.marketing_consent_at)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Formulaire</dt>
        <dd>
          {form && isRequestType(form) ? requestTypeLabels[form] : form}
          {lead.marketing_consent_page ? (
            <>
              {' — page '}
              <code className="rounded bg-muted px-1 py-0.5 text-xs">{lead.marketing_consent_page}</code>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Case cochée</dt>
        <dd>
          <blockquote className="border-l-2 border-border pl-3 italic">« {lead.marketing_consent_wording} »</blockquote>
        </dd>
      </div>
      {lead.marketing_consent_request_id ? (
        <div>
          <Button asChild variant="link" className="h-auto p-0">
            <Link to={paths.admin.quote(lead.marketing_consent_request_id)}>
              <FileText aria-hidden="true" />
              Voir la demande où l’accord a été donné
            </Link>
          </Button>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Campaign consent on the lead's page: given by the person on a public form (its evidence shown
 * as kept), withdrawn by staff or by the person's unsubscribe link. Staff can take it away,
 * never give it: the database refuses.
 */
export function LeadConsent({ lead, canWrite }: { lead: Lead; canWrite: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawConsent(lead.id);
  const hasEvidence = lead.marketing_consent_at !== null && lead.marketing_consent_wording !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Campagnes e-mail</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div>
          {lead.marketing_consent ? (
            <Badge variant="success">Accord donné</Badge>
          ) : lead.marketing_consent_withdrawn_at ? (
            <Badge variant="muted">Accord retiré</Badge>
          ) : (
            <Badge variant="outline">Pas d’accord</Badge>
          )}
        </div>
        {lead.marketing_consent_withdrawn_at ? (
          <p>
            Retiré le {formatDateTimeLong(lead.marketing_consent_withdrawn_at)} : aucune campagne ne lui est plus
            envoyée.
          </p>
        ) : null}
        {hasEvidence ? <Evidence lead={lead} /> : null}
        {!lead.marketing_consent ? (
          <p className="text-muted-foreground">
            Seul le contact peut donner son accord, en cochant la case d’un formulaire du site : il est repris de sa
            demande lors de la conversion en lead.
          </p>
        ) : null}
        {lead.marketing_consent && canWrite ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={withdraw.isPending}>
            <MailX aria-hidden="true" />
            Retirer l’accord
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Retirer l’accord de ce contact ?"
        description="Il ne recevra plus aucune campagne. Seul le contact pourra le redonner, en cochant de nouveau la case d’un formulaire du site."
        confirmLabel="Retirer l’accord"
        pendingLabel="Retrait..."
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </Card>
  );
}
