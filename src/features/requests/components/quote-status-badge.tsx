import { Badge } from '@/components/ui/badge';
import { quoteStatusDisplay } from '@/domain/requests/status';

export function QuoteStatusBadge({ status }: { status: string }) {
  const { label, variant } = quoteStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
