import type { BadgeVariant } from '@/components/ui/badge';

/** The statuses of public.contracts (contracts_status_check), with the French names. */
export const contractStatuses = ['pending_installation', 'active', 'ended'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const contractStatusLabels: Record<ContractStatus, string> = {
  pending_installation: 'En attente d’installation',
  active: 'Actif',
  ended: 'Terminé',
};

const variants: Record<ContractStatus, BadgeVariant> = {
  pending_installation: 'warning',
  active: 'success',
  ended: 'muted',
};

export function isContractStatus(value: unknown): value is ContractStatus {
  return typeof value === 'string' && (contractStatuses as readonly string[]).includes(value);
}

export function contractStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isContractStatus(value)
    ? { label: contractStatusLabels[value], variant: variants[value] }
    : { label: value, variant: 'outline' };
}

export const serviceLevels = ['standard', 'premium'] as const;
export type ServiceLevel = (typeof serviceLevels)[number];
export const serviceLevelLabels: Record<ServiceLevel, string> = { standard: 'Standard', premium: 'Premium' };
/** The promise each level makes (on-site intervention delay). */
export const serviceLevelPromises: Record<ServiceLevel, string> = {
  standard: 'intervention sur site sous 48 h',
  premium: 'intervention sur site sous 4 h',
};
export const serviceLevelLabel = (value: string) => serviceLevelLabels[value as ServiceLevel] ?? value;

/** public.contracts.end_of_lease_outcome. */
export const endOfLeaseOutcomes = ['renewed', 'returned', 'bought_out'] as const;
export type EndOfLeaseOutcome = (typeof endOfLeaseOutcomes)[number];
export const endOfLeaseOutcomeLabels: Record<EndOfLeaseOutcome, string> = {
  renewed: 'Renouvelé',
  returned: 'Restitué',
  bought_out: 'Racheté',
};
export const endOfLeaseOutcomeLabel = (value: string) => endOfLeaseOutcomeLabels[value as EndOfLeaseOutcome] ?? value;
