import type { BadgeVariant } from '@/components/ui/badge';
import { areas, type Area } from '@/config/permissions';
import { badgedValues, codedValues } from '@/domain/shared/coded-values';

/**
 * audit_log_area_check: the areas of the permission matrix but the data-rights one (its requests
 * are not in the trail), with the French names of the back-office's sections.
 */
export type AuditArea = Exclude<Area, 'privacy'>;
export const auditAreas: readonly AuditArea[] = areas.filter((area): area is AuditArea => area !== 'privacy');

export const auditAreaLabels: Record<AuditArea, string> = {
  catalogue: 'Catalogue',
  requests: 'Demandes',
  leads: 'Leads',
  orders: 'Commandes',
  offers: 'Devis',
  campaigns: 'Campagnes',
  seo: 'SEO',
  outbox: 'E-mails',
  users: 'Utilisateurs',
  contracts: 'Contrats',
  service: 'SAV',
  billing: 'Facturation',
};

/** audit_log_action_check. */
export const auditActions = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  insert: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

const actionVariants: Record<AuditAction, BadgeVariant> = {
  insert: 'success',
  update: 'info',
  delete: 'danger',
};

const auditArea = codedValues(auditAreas, auditAreaLabels);
const auditAction = badgedValues(auditActions, auditActionLabels, actionVariants);

export const isAuditArea = auditArea.is;
export const isAuditAction = auditAction.is;
export const auditAreaLabel = auditArea.label;
/** The badge of an action: its word carries the meaning, the colour only repeats it. */
export const auditActionDisplay = auditAction.display;
