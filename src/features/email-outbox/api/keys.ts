import { queryRoots } from '@/lib/query-keys';
import type { DeliveryStatus } from '@/domain/email/status';

export interface OutboxFilters {
  status: DeliveryStatus | null;
  page: number;
}

export const outboxKeys = {
  all: queryRoots.emailOutbox,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (filters: OutboxFilters) => [...outboxKeys.lists(), filters] as const,
  settings: () => [...outboxKeys.all, 'settings'] as const,
};
