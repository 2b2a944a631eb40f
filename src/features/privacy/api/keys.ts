import { queryRoots } from '@/lib/query-keys';

export const privacyKeys = {
  all: queryRoots.privacy,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  founds: () => [...privacyKeys.all, 'found'] as const,
  found: (email: string) => [...privacyKeys.founds(), email.trim().toLowerCase()] as const,
  plan: (requestId: string) => [...privacyKeys.all, 'plan', requestId] as const,
  runs: () => [...privacyKeys.all, 'runs'] as const,
};
