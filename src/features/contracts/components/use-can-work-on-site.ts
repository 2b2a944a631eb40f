import { useAuth } from '@/lib/auth-context';
import { can } from '@/config/permissions';

/**
 * Serial numbers, the installation's date and the signed report: sales staff (contracts writers)
 * or the technician on site (service writers), as the database allows.
 */
export function useCanWorkOnSite(): boolean {
  const { roles } = useAuth();
  return can(roles, 'contracts', 'write') || can(roles, 'service', 'write');
}
