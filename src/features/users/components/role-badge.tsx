import { Badge } from '@/components/ui/badge';
import { isRole, roles } from '@/domain/team/roles';

/** A role's French label; a value the app does not know is shown raw in an outline badge. */
export function RoleBadge({ role }: { role: string }) {
  if (!isRole(role)) return <Badge variant="outline">{role}</Badge>;
  return <Badge variant={roles[role].variant}>{roles[role].label}</Badge>;
}
