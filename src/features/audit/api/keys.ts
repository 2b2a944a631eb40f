import { queryRoots } from '@/lib/query-keys';
import type { AuditFilters } from '../filters';
import type { RecordKind } from '../labels';

/** The ids of the records a page of the journal names, by kind, sorted (a stable key). */
export type RecordRefs = Partial<Record<RecordKind, string[]>>;

export const auditKeys = {
  all: queryRoots.audit,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters) => [...auditKeys.lists(), filters] as const,
  entity: (entityId: string) => [...auditKeys.all, 'entity', entityId] as const,
  people: () => [...auditKeys.all, 'people'] as const,
  existing: (refs: RecordRefs) => [...auditKeys.all, 'existing', refs] as const,
};
