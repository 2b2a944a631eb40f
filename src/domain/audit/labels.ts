import type { BadgeVariant } from '@/components/ui/badge';

/** audit_log_area_check, with the French names of the back-office's sections. */
export const auditAreas = [
  'catalogue',
  'requests',
  'leads',
  'orders',
  'offers',
  'campaigns',
  'seo',
  'outbox',
  'users',
  'contracts',
  'service',
] as const;
export type AuditArea = (typeof auditAreas)[number];

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

export function isAuditArea(value: unknown): value is AuditArea {
  return typeof value === 'string' && (auditAreas as readonly string[]).includes(value);
}

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (auditActions as readonly string[]).includes(value);
}

export function auditAreaLabel(area: string): string {
  return isAuditArea(area) ? auditAreaLabels[area] : area;
}

/** The badge of an action: its word carries the meaning, the colour only repeats it. */
export function auditActionDisplay(action: string): { label: string; variant: BadgeVariant } {
  return isAuditAction(action)
    ? { label: auditActionLabels[action], variant: actionVariants[action] }
    : { label: action, variant: 'outline' };
}
