import type { BadgeVariant } from '@/components/ui/badge';

/**
 * The French names of the service area's values that the contract screen lists (its incidents
 * and visits). The incident screens hold the same names in features/service; features do not
 * import each other, and both mirror the database's CHECKs.
 */
const incidentStatuses: Record<string, { label: string; variant: BadgeVariant }> = {
  open: { label: 'Ouvert', variant: 'warning' },
  planned: { label: 'Planifié', variant: 'info' },
  in_progress: { label: 'En intervention', variant: 'violet' },
  resolved: { label: 'Résolu', variant: 'success' },
  closed: { label: 'Clos', variant: 'muted' },
};
export const incidentStatusDisplay = (status: string) =>
  incidentStatuses[status] ?? { label: status, variant: 'outline' as const };

const incidentTypes: Record<string, string> = { panne: 'Panne', casse: 'Casse', vol: 'Vol', autre: 'Autre' };
export const incidentTypeLabel = (type: string) => incidentTypes[type] ?? type;

const visitKinds: Record<string, string> = {
  installation: 'Installation',
  maintenance: 'Maintenance préventive',
  intervention: 'Intervention',
};
export const visitKindLabel = (kind: string) => visitKinds[kind] ?? kind;

const visitStatuses: Record<string, string> = { planned: 'Planifiée', done: 'Effectuée', cancelled: 'Annulée' };
export const visitStatusLabel = (status: string) => visitStatuses[status] ?? status;
