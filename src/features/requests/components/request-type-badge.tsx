import { Badge } from '@/components/ui/badge';
import { requestTypeLabel } from '../status';

export function RequestTypeBadge({ type }: { type: string }) {
  return <Badge variant="outline">{requestTypeLabel(type)}</Badge>;
}
