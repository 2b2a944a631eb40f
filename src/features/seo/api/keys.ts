export const seoKeys = {
  all: ['seo'] as const,
  lists: () => [...seoKeys.all, 'list'] as const,
  list: () => [...seoKeys.lists()] as const,
  stats: () => [...seoKeys.all, 'stats'] as const,
};

/**
 * The public page-meta key prefix (src/features/page-meta/api/fetch-seo-override.ts:
 * `pageMetaKeys.all`), repeated as a literal so that a save here also refreshes the public
 * pages' titles without importing that feature.
 */
export const PAGE_META_KEY_PREFIX = ['page-meta'] as const;
