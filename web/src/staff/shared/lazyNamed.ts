import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any props, as React's own lazy() takes them.
type AnyComponent = ComponentType<any>;

/** A lazily fetched component that can be fetched ahead of its first render. */
export type Preloadable<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  preload: () => Promise<void>;
  /** Its code is here: it renders without suspending. */
  readonly loaded: boolean;
};

/**
 * A component that a module exports by name, fetched the first time it renders (in a Suspense boundary): the
 * dashboard's screens, and the parts of a screen that most visits never open. Fetched ahead (`preload`), it renders
 * at once: a dashboard the server drew hydrates its screen in the same pass as the rest, where React would drop a
 * tap on a screen still waiting for its code.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M[K]> {
  let loaded: M[K] | undefined;
  const fetchOnce = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchOnce() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component, at module level, like lazy() itself.
  function Named(props: ComponentProps<M[K]>) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it and lose its state.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Named.preload = async () => {
    await fetchOnce();
  };
  Object.defineProperty(Named, 'loaded', { get: () => loaded !== undefined });
  return Named as typeof Named & Preloadable<M[K]>;
}
