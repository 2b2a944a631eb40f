export const marketingKeys = {
  all: ['marketing'] as const,
  stats: () => [...marketingKeys.all, 'stats'] as const,
  campaigns: () => [...marketingKeys.all, 'campaigns'] as const,
};
