import type { BadgeVariant } from '@/components/ui/badge';

/**
 * What the schedule shows of each term: before its invoice, « À venir » (or « Annulée »); then its
 * invoice's status as invoice_board derives it (private.invoice_state), with the contract's French
 * names.
 */
export const invoiceStatuses = ['issued', 'debit_sent', 'paid', 'partial', 'rejected', 'late', 'credited'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  issued: 'Émise',
  debit_sent: 'Prélèvement envoyé',
  paid: 'Payée',
  partial: 'Partiellement payée',
  rejected: 'Prélèvement rejeté',
  late: 'En retard',
  credited: 'Annulée par avoir',
};

const variants: Record<InvoiceStatus, BadgeVariant> = {
  issued: 'info',
  debit_sent: 'violet',
  paid: 'success',
  partial: 'warning',
  rejected: 'danger',
  late: 'danger',
  credited: 'muted',
};

export function invoiceStatusDisplay(status: string): { label: string; variant: BadgeVariant } {
  return status in invoiceStatusLabels
    ? { label: invoiceStatusLabels[status as InvoiceStatus], variant: variants[status as InvoiceStatus] }
    : { label: status, variant: 'outline' };
}

/** A term not invoiced yet. */
export const termStatusDisplay = (cancelled: boolean): { label: string; variant: BadgeVariant } =>
  cancelled ? { label: 'Annulée', variant: 'muted' } : { label: 'À venir', variant: 'secondary' };
