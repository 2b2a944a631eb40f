import { Badge } from '@/components/ui/badge';
import { contractStatusDisplay } from '@/domain/contracts/status';

export function ContractStatusBadge({ status }: { status: string }) {
  const { label, variant } = contractStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}
