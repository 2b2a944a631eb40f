import { Badge } from '@/components/ui/badge';
import { isRequestType, requestTypeLabels } from '../status';

export function RequestTypeBadge({ type }: { type: string }) {
  return <Badge variant="outline">{isRequestType(type) ? requestTypeLabels[type] : type}</Badge>;
}
