export const quoteRequestKeys = {
  all: ['quote-requests'] as const,
  lists: () => [...quoteRequestKeys.all, 'list'] as const,
  list: () => [...quoteRequestKeys.lists()] as const,
};
