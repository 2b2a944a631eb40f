import { loginRoute, publicRoutes, unsubscribeRoute, type PublicRouteMeta } from '@/config/routes';

/** The route-table entry of a public page (or the login, or the unsubscribe page), if `path` is one. */
export function findPublicRoute(path: string): PublicRouteMeta | undefined {
  return (
    publicRoutes.find((route) => route.path === path) ??
    [loginRoute, unsubscribeRoute].find((route) => route.path === path)
  );
}
