import { queryRoots } from '@/lib/query-keys';
import type { AuditFilters } from '../filters';

export const auditKeys = {
  all: queryRoots.audit,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters) => [...auditKeys.lists(), filters] as const,
  entity: (entityId: string) => [...auditKeys.all, 'entity', entityId] as const,
};
