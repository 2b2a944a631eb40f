import { createElement, lazy, type ComponentType } from 'react';

export type LazyComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component loaded on demand. Once `preload` has resolved it renders synchronously: the
 * entry loads the current route before hydrating, so prerendered HTML is never replaced by a
 * Suspense fallback, and a section can fetch its code ahead of the data it will show.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Component, { preload });
}
