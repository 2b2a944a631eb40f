import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import type { Lead } from '../api/fetch-leads';
import { leadFullName } from '../search';
import { leadSourceLabel } from '../status';
import { LeadScore } from './lead-score';
import { LeadStatusBadge } from './lead-status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/**
 * 'Détails' of a lead. The spec does not show what the button does: a read-only view of every
 * field, notes and last contact date included (changes are made in the table).
 */
export function LeadDetailsDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const name = lead ? leadFullName(lead) : '';
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        {lead ? (
          <>
            <DialogHeader>
              <DialogTitle>{name || lead.email}</DialogTitle>
              <DialogDescription>Fiche du lead créée le {formatDate(lead.created_at)}.</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Prénom">{lead.first_name || '-'}</Item>
              <Item label="Nom">{lead.last_name || '-'}</Item>
              <Item label="Email">
                <span className="break-all">{lead.email}</span>
              </Item>
              <Item label="Téléphone">{lead.phone || '-'}</Item>
              <Item label="Société">{lead.company || '-'}</Item>
              <Item label="Source">{leadSourceLabel(lead.source)}</Item>
              <Item label="Statut">
                <LeadStatusBadge status={lead.status} />
              </Item>
              <Item label="Score">
                <LeadScore score={lead.score} />
              </Item>
              <Item label="Date de création">{formatDateTimeLong(lead.created_at)}</Item>
              <Item label="Dernier contact">
                {lead.last_contact_date ? formatDateTimeLong(lead.last_contact_date) : 'Jamais'}
              </Item>
              <div className="grid gap-0.5 sm:col-span-2">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Notes</dt>
                <dd className="whitespace-pre-wrap break-words rounded-md bg-muted/60 p-3 text-sm">
                  {lead.notes || 'Aucune note'}
                </dd>
              </div>
            </dl>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
