import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { useAuth } from '../auth-context';

/** Guards /admin/*: waits for the session, then lets only a signed-in admin through. */
export function RequireAdmin() {
  const { user, isAdmin, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Loading className="min-h-screen" />;
  if (!user || !isAdmin) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.admin.login} replace state={{ from }} />;
  }
  return <Outlet />;
}
