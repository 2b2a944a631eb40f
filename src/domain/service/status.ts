import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues, codedValues } from '@/domain/shared/coded-values';

/**
 * The after-sales values (incidents, service visits) with their French names, shared by the
 * incident screens, the contract screen and the audit trail; they mirror the database's CHECKs.
 */

/** The statuses of public.incidents (incidents_status_check), in their order, with the French names. */
export const incidentStatuses = ['open', 'planned', 'in_progress', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export const incidentStatusLabels: Record<IncidentStatus, string> = {
  open: 'Ouvert',
  planned: 'Planifié',
  in_progress: 'En intervention',
  resolved: 'Résolu',
  closed: 'Clos',
};

const statusVariants: Record<IncidentStatus, BadgeVariant> = {
  open: 'warning',
  planned: 'info',
  in_progress: 'violet',
  resolved: 'success',
  closed: 'muted',
};

const incidentStatus = badgedValues(incidentStatuses, incidentStatusLabels, statusVariants);

export const isIncidentStatus = incidentStatus.is;
export const incidentStatusDisplay = incidentStatus.display;

/** Forward only, as set_incident_status allows: each later status of the chain. */
export function nextIncidentStatuses(status: string): IncidentStatus[] {
  const at = incidentStatuses.indexOf(status as IncidentStatus);
  return at < 0 ? [] : incidentStatuses.slice(at + 1);
}

/** Still to be handled: what « Mes interventions » lists and the deadline applies to. */
export const activeIncidentStatuses: readonly IncidentStatus[] = ['open', 'planned', 'in_progress'];

/** The types of public.incidents (incidents_type_check). */
export const incidentTypes = ['panne', 'casse', 'vol', 'autre'] as const;
export type IncidentType = (typeof incidentTypes)[number];

export const incidentTypeLabels: Record<IncidentType, string> = {
  panne: 'Panne',
  casse: 'Casse',
  vol: 'Vol',
  autre: 'Autre',
};

const incidentType = codedValues(incidentTypes, incidentTypeLabels);

export const isIncidentType = incidentType.is;
export const incidentTypeLabel = incidentType.label;

/** Who reported an incident (incidents_source_check): the customer on /assistance, or staff. */
export const incidentSourceLabels: Record<string, string> = { customer: 'Le client', staff: 'L’équipe' };

/** The kinds of public.service_visits. */
export const visitKindLabels: Record<string, string> = {
  installation: 'Installation',
  maintenance: 'Maintenance préventive',
  intervention: 'Intervention',
};
export const visitKindLabel = (kind: string) => visitKindLabels[kind] ?? kind;

/** The statuses of public.service_visits. */
export const visitStatusLabels: Record<string, string> = {
  planned: 'Planifiée',
  done: 'Effectuée',
  cancelled: 'Annulée',
};
export const visitStatusLabel = (status: string) => visitStatusLabels[status] ?? status;
