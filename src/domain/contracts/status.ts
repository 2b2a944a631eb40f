import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues, codedValues } from '@/domain/shared/coded-values';

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

const contractStatus = badgedValues(contractStatuses, contractStatusLabels, variants);

export const isContractStatus = contractStatus.is;
export const contractStatusDisplay = contractStatus.display;

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
export const endOfLeaseOutcomeLabel = codedValues(endOfLeaseOutcomes, endOfLeaseOutcomeLabels).label;
