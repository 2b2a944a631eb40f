import { AuditList } from '@/features/audit/components/audit-list';

/** /admin/audit: the audit trail of the back-office (the list carries the page header, like UsersList). */
export default function AuditPage() {
  return <AuditList />;
}
