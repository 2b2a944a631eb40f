import { queryRoots } from '@/lib/query-keys';

export const privacyKeys = {
  all: queryRoots.privacy,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  found: (email: string) => [...privacyKeys.all, 'found', email.trim().toLowerCase()] as const,
  plan: (requestId: string) => [...privacyKeys.all, 'plan', requestId] as const,
  runs: () => [...privacyKeys.all, 'runs'] as const,
};
