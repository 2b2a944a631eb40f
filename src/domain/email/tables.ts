import { deliveryStatusLabels, emailTemplateLabel, emailTemplateLabels } from '@/domain/email/status';
import { text, type TableWords } from '@/domain/shared/table-words';

/** The outbox of every e-mail the site sends, and where the team's notifications go. */
export const emailTables: Readonly<Record<string, TableWords>> = {
  email_outbox: {
    one: 'E-mail de la file d’envoi',
    many: 'E-mails',
    columns: {
      template: 'Modèle d’e-mail',
      recipient: 'Destinataire',
      status: 'Statut',
      sent_at: 'Envoyé le',
      attempts: 'Tentatives',
      next_attempt_at: 'Prochaine tentative',
      last_error: 'Dernière erreur',
      payload: 'Contenu',
      quote_request_id: 'Demande',
      order_id: 'Commande',
      offer_id: 'Devis',
      contract_id: 'Contrat',
      incident_id: 'Incident',
      campaign_id: 'Campagne',
      invoice_id: 'Facture',
      attachment: 'Pièce jointe',
    },
    hidden: {
      claimed_at: 'Heure à laquelle l’expéditeur a pris l’e-mail : un verrou interne.',
      provider_id: 'Identifiant de l’e-mail chez le prestataire d’envoi : sans usage pour l’équipe.',
    },
    references: {
      quote_request_id: 'quote_requests',
      order_id: 'orders',
      offer_id: 'offers',
      contract_id: 'contracts',
      incident_id: 'incidents',
      campaign_id: 'email_campaigns',
      invoice_id: 'invoices',
    },
    values: { template: emailTemplateLabels, status: deliveryStatusLabels },
    naming: {
      select: 'template, recipient',
      name: (row) => `${emailTemplateLabel(text(row, 'template'))} à ${text(row, 'recipient')}`,
    },
  },
  email_settings: {
    one: 'Réglages des e-mails',
    many: 'Réglages des e-mails',
    columns: { sales_email: 'Adresse des notifications commerciales' },
  },
};
