import { codedValues } from '@/domain/shared/coded-values';

/**
 * How often a contract's rents are invoiced (offers_billing_frequency_check and
 * contracts_billing_frequency_check), with its French name: the offer editor sets it, the
 * contract screen shows it.
 */
export const billingFrequencies = ['monthly', 'quarterly'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

export const billingFrequencyLabels: Record<BillingFrequency, string> = {
  monthly: 'Mensuelle',
  quarterly: 'Trimestrielle',
};

export const billingFrequencyLabel = codedValues(billingFrequencies, billingFrequencyLabels).label;
