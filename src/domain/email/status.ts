import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

/** email_outbox_template_check and email_outbox_status_check, with their French names. */
export const emailTemplateLabels: Record<string, string> = {
  request_acknowledgement: 'Accusé de réception',
  request_notification: 'Notification commerciale',
  order_confirmation: 'Confirmation de commande',
  campaign: 'Campagne',
  offer_sent: 'Envoi de devis',
  offer_answer: 'Réponse à un devis',
  incident_acknowledgement: 'Accusé de réception d’incident',
  incident_status: 'Suivi d’incident',
  contract_end_notice: 'Fin de contrat',
  billing_schedule: 'Échéancier',
  invoice_issued: 'Facture',
};

/** The French name of a template; an unknown one shows as itself. */
export const emailTemplateLabel = (template: string) =>
  Object.hasOwn(emailTemplateLabels, template) ? emailTemplateLabels[template] : template;

export const deliveryStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'En attente',
  sending: 'Envoi en cours',
  sent: 'Envoyé',
  failed: 'Échec',
};

const variants: Record<DeliveryStatus, BadgeVariant> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

const deliveryStatus = badgedValues(deliveryStatuses, deliveryStatusLabels, variants);

export const isDeliveryStatus = deliveryStatus.is;
export const deliveryStatusDisplay = deliveryStatus.display;

/** A waiting or failed e-mail can be put back in the queue (retry_email). */
export const canRetry = (status: string) => status === 'pending' || status === 'failed';
