/**
 * React.lazy for a route's page whose module can be asked for before the page first renders
 * (`preload`, as the route table does for the page of the first load's path). Once the module is
 * in, lazy() is handed it at once and the page renders without its Suspense fallback: React 19
 * holds the content that replaces a shown fallback back until 300 ms after the fallback appeared
 * (its Suspense throttling), so a page whose chunk had arrived beside the shell, shown through a
 * plain lazy(), painted about 300 ms late on every first load (issue 17). A page asked for before
 * its module is in suspends as before.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyPage<T extends ComponentType> {
  Page: LazyExoticComponent<T>;
  /** Starts loading the page's module (once); resolves when it is in. */
  preload: () => Promise<unknown>;
}

export function lazyPage<T extends ComponentType>(load: () => Promise<T>): LazyPage<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = { default: component })));
  // A loaded module is handed over by a thenable that calls back at once: lazy() reads a `then` that
  // settles synchronously as loaded (React's lazyInitializer), so that first render does not suspend.
  const settled = (module: { default: T }) => ({ then: (resolve: (value: { default: T }) => void) => resolve(module) }) as unknown as Promise<{ default: T }>;
  const Page = lazy(() => (loaded ? settled(loaded) : preload()));
  return { Page, preload };
}
