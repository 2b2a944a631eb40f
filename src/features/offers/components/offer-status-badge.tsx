import { Badge } from '@/components/ui/badge';
import { offerStatusDisplay } from '@/domain/offers/status';

export function OfferStatusBadge({ status }: { status: string }) {
  const { label, variant } = offerStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
