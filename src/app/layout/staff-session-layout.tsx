import { Outlet } from 'react-router-dom';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/**
 * The back-office's paths (sign-in, password reset, the admin area) share one auth session. The
 * public pages read none, so the provider's code and its start-up work stay out of their first load.
 */
export default function StaffSessionLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
