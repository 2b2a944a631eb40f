import { can, type Area, type Level } from '@/config/permissions';
import { useAuth } from './auth-context';

/**
 * Whether the user's roles allow an action in an area. The screens only hide what the
 * database would refuse anyway (src/config/permissions.ts mirrors its matrix). Apart from
 * auth-context so that the public pages, which only need the session, do not load the matrix.
 */
export function useCan(area: Area, action: Level = 'read'): boolean {
  return can(useAuth().roles, area, action);
}
