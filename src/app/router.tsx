import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/public-layout';
import { Loading } from '@/components/ui/spinner';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFocusReset } from './route-focus-reset';
import {
  adminLayout as AdminLayout,
  adminPages,
  loginPage as LoginPage,
  notFoundPage as NotFoundPage,
  publicPages,
} from './route-table';

export function AppRoutes() {
  return (
    <>
      <RouteFocusReset />
      <Routes>
        <Route element={<PublicLayout />}>
          {Object.entries(publicPages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          path="/admin/login"
          element={
            <RouteErrorBoundary area="admin">
              <Suspense fallback={<Loading className="min-h-screen" />}>
                <LoginPage />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
        <Route path="/admin" element={<RequireAdmin />}>
          <Route
            element={
              <RouteErrorBoundary area="admin">
                <Suspense fallback={<Loading className="min-h-screen" />}>
                  <AdminLayout />
                </Suspense>
              </RouteErrorBoundary>
            }
          >
            {Object.entries(adminPages).map(([path, Page]) =>
              path === '' ? (
                <Route key="index" index element={<Page />} />
              ) : (
                <Route key={path} path={path} element={<Page />} />
              ),
            )}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
