import { queryRoots } from '@/lib/query-keys';
export const seoKeys = {
  all: queryRoots.seo,
  lists: () => [...seoKeys.all, 'list'] as const,
  list: () => [...seoKeys.lists()] as const,
  stats: () => [...seoKeys.all, 'stats'] as const,
};

/** The public pages' meta: a save here refreshes their titles too. */
export const PAGE_META_KEY_PREFIX = queryRoots.pageMeta;
