/** Query keys of the public catalogue (the back-office products screens have their own, under 'admin'). */
export const catalogKeys = {
  all: ['products'] as const,
  publicList: () => [...catalogKeys.all, 'public-list'] as const,
};
