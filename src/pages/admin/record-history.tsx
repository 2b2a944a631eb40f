import { EntityHistory } from '@/features/audit/components/entity-history';
import { useCan } from '@/lib/use-can';

/**
 * A record's own audit history under its detail screen, for those who read the audit trail
 * (administrators). Mounted by the pages: features do not know each other.
 */
export function RecordHistory({ id }: { id: string }) {
  const canRead = useCan('users', 'read');
  if (!canRead) return null;
  return (
    <div className="mt-6">
      <EntityHistory entityId={id} />
    </div>
  );
}
