import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/public-layout';
import { Loading } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteFocusReset } from './route-focus-reset';
import { WebFontAfterNavigation } from './web-font-navigation';
import {
  adminArea as AdminArea,
  loginPage as LoginPage,
  resetPasswordPage as ResetPasswordPage,
  notFoundPage as NotFoundPage,
  publicPages,
} from './route-table';

export function AppRoutes() {
  return (
    <>
      <RouteFocusReset />
      <WebFontAfterNavigation />
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
        <Route
          path="/admin/reset-password"
          element={
            <RouteErrorBoundary area="admin">
              <Suspense fallback={<Loading className="min-h-screen" />}>
                <ResetPasswordPage />
              </Suspense>
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<Loading className="min-h-screen" />}>
              <AdminArea />
            </Suspense>
          }
        />
      </Routes>
    </>
  );
}
