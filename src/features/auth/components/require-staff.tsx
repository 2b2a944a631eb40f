import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';

/**
 * Guards /admin/*: waits for the session and its roles, then lets through a signed-in user
 * holding any staff role. Everyone else goes to /admin/login (which explains a missing role).
 */
export function RequireStaff() {
  const { user, roles, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Loading className="min-h-screen" />;
  if (!user || roles.length === 0) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.admin.login} replace state={{ from }} />;
  }
  return <Outlet />;
}
