import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues, codedValues } from '@/domain/shared/coded-values';

/**
 * An invoice's status as invoice_board derives it (private.invoice_state): never stored on the
 * invoice, which does not change once issued.
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

const invoiceStatusVariants: Record<InvoiceStatus, BadgeVariant> = {
  issued: 'info',
  debit_sent: 'violet',
  paid: 'success',
  partial: 'warning',
  rejected: 'danger',
  late: 'danger',
  credited: 'muted',
};

const invoiceStatus = badgedValues(invoiceStatuses, invoiceStatusLabels, invoiceStatusVariants);
export const invoiceStatusDisplay = invoiceStatus.display;

/** A term of the schedule not invoiced yet. */
export const termStatusDisplay = (cancelled: boolean): { label: string; variant: BadgeVariant } =>
  cancelled ? { label: 'Annulée', variant: 'muted' } : { label: 'À venir', variant: 'secondary' };

/** invoices_kind_check */
export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceKindLabels: Record<InvoiceKind, string> = { invoice: 'Facture', credit_note: 'Avoir' };
export const invoiceKindLabel = codedValues(invoiceKinds, invoiceKindLabels).label;

/** billing_terms_kind_check: a rent, or the residual value when the customer buys the equipment. */
export const termKinds = ['rent', 'buyout'] as const;
export type TermKind = (typeof termKinds)[number];
export const termKindLabels: Record<TermKind, string> = { rent: 'Loyer', buyout: 'Rachat' };

/** invoices_payment_means_check */
export const paymentMeans = ['sepa_debit', 'transfer'] as const;
export type PaymentMeans = (typeof paymentMeans)[number];
export const paymentMeansLabels: Record<PaymentMeans, string> = {
  sepa_debit: 'Prélèvement SEPA',
  transfer: 'Virement',
};
