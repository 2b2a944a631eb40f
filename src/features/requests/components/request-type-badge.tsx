import { Badge } from '@/components/ui/badge';
import { requestTypeLabel } from '@/domain/requests/request-types';

export function RequestTypeBadge({ type }: { type: string }) {
  return <Badge variant="outline">{requestTypeLabel(type)}</Badge>;
}
