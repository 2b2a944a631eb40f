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

/** staff_tasks_kind_check: the tasks the database gives the team about a contract. */
export const staffTaskKindLabels: Record<string, string> = { end_of_lease: 'Fin de contrat' };

/** public.contracts.end_of_lease_outcome. */
export const endOfLeaseOutcomes = ['renewed', 'returned', 'bought_out'] as const;
export type EndOfLeaseOutcome = (typeof endOfLeaseOutcomes)[number];
export const endOfLeaseOutcomeLabels: Record<EndOfLeaseOutcome, string> = {
  renewed: 'Renouvelé',
  returned: 'Restitué',
  bought_out: 'Racheté',
};
export const endOfLeaseOutcomeLabel = (value: string) => endOfLeaseOutcomeLabels[value as EndOfLeaseOutcome] ?? value;
