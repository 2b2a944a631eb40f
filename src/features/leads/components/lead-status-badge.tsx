import { Badge } from '@/components/ui/badge';
import { leadStatusDisplay } from '@/domain/leads/status';

/** A lead's status in French; an unknown value shows as itself in an outline badge. */
export function LeadStatusBadge({ status }: { status: string }) {
  const { label, variant } = leadStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
