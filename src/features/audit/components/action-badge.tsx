import { Badge } from '@/components/ui/badge';
import { auditActionDisplay } from '@/domain/audit/labels';

/** Création, Modification or Suppression: the word says it, the colour only repeats it. */
export function ActionBadge({ action }: { action: string }) {
  const { label, variant } = auditActionDisplay(action);
  return <Badge variant={variant}>{label}</Badge>;
}
