import { queryRoots } from '@/lib/query-keys';

export const publicationKeys = {
  all: queryRoots.sitePublications,
  latest: () => [...publicationKeys.all, 'latest'] as const,
};
