import { campaignStatusLabels, recipientStatusLabels } from '@/domain/campaigns/status';
import { leadSourceLabels, leadStatusLabels } from '@/domain/leads/status';
import { text, type TableWords } from '@/domain/shared/table-words';

/** E-mail campaigns, who each was sent to, and who asked to receive none. */
export const campaignTables: Readonly<Record<string, TableWords>> = {
  email_campaigns: {
    one: 'Campagne e-mail',
    many: 'Campagnes e-mail',
    columns: {
      name: 'Nom de la campagne',
      subject: 'Objet',
      status: 'Statut',
      archived: 'Archivée',
      content: 'Contenu',
      segment_statuses: 'Statuts ciblés',
      segment_sources: 'Sources ciblées',
      segment_score_min: 'Score minimum',
      segment_score_max: 'Score maximum',
      segment_created_from: 'Leads créés à partir du',
      segment_created_to: 'Leads créés jusqu’au',
      batch_size: 'E-mails par lot',
      batch_interval_seconds: 'Secondes entre deux lots',
      recipients_count: 'Destinataires',
      scheduled_at: 'Envoi programmé',
      started_at: 'Début de l’envoi',
      last_batch_at: 'Dernier lot',
      sent_at: 'Envoyée le',
      delivered_count: 'Délivrés',
      failed_count: 'Échecs',
    },
    values: { status: campaignStatusLabels, segment_statuses: leadStatusLabels, segment_sources: leadSourceLabels },
    naming: { select: 'name', name: (row) => text(row, 'name') },
  },
  email_campaign_recipients: {
    one: 'Destinataire de campagne',
    many: 'Envois de campagnes',
    columns: {
      email: 'E-mail',
      status: 'Statut',
      queued_at: 'Mis en file le',
      lead_id: 'Lead',
      outbox_id: 'E-mail envoyé',
      campaign_id: 'Campagne',
    },
    references: { campaign_id: 'email_campaigns', lead_id: 'leads', outbox_id: 'email_outbox' },
    values: { status: recipientStatusLabels },
  },
  email_unsubscribes: {
    one: 'Désinscription des campagnes',
    many: 'Désinscriptions',
    columns: { email: 'E-mail', campaign_id: 'Campagne' },
    references: { campaign_id: 'email_campaigns' },
  },
};
