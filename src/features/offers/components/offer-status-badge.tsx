import { Badge } from '@/components/ui/badge';
import { offerStatusDisplay } from '../status';

export function OfferStatusBadge({ status }: { status: string }) {
  const { label, variant } = offerStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
