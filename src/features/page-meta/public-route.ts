import { matchPath } from 'react-router-dom';
import {
  assistanceRoute,
  loginRoute,
  offerRoute,
  offerRoutePattern,
  publicRoutes,
  unsubscribeRoute,
  type PublicRouteMeta,
} from '@/config/routes';

/** The route-table entry of a public page (or the login, the unsubscribe, the assistance or an offer's page), if `path` is one. */
export function findPublicRoute(path: string): PublicRouteMeta | undefined {
  return (
    publicRoutes.find((route) => route.path === path) ??
    [loginRoute, unsubscribeRoute, assistanceRoute].find((route) => route.path === path) ??
    (matchPath(offerRoutePattern, path) ? { ...offerRoute, path } : undefined)
  );
}
