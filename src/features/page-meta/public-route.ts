import { loginRoute, publicRoutes, type PublicRouteMeta } from '@/config/routes';

/** The route-table entry of a public page (or the login), if `path` is one. */
export function findPublicRoute(path: string): PublicRouteMeta | undefined {
  return publicRoutes.find((route) => route.path === path) ?? (path === loginRoute.path ? loginRoute : undefined);
}
