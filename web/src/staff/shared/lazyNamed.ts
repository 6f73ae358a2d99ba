import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component that a module exports by name, fetched the first time it renders (in a Suspense boundary): the
 * dashboard's screens, and the parts of a screen that most visits never open.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props, as React's own lazy() takes them.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
