import { queryRoots } from '@/lib/query-keys';

export const billingKeys = {
  all: queryRoots.billing,
  contract: (contractId: string) => [...queryRoots.billing, 'contract', contractId] as const,
};
