import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route component loaded on demand. `preload` lets the entry load the current route
 * before hydrating, so prerendered HTML is never replaced by a Suspense fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
