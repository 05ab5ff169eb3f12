import { lazy, useState } from 'react';
import type { ComponentType, JSX, LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * `React.lazy` with a `preload()`. Once the module is in, a new mount renders it at once: a
 * plain lazy component still suspends for a tick, and React then keeps the Suspense fallback
 * on screen for at least 300 ms. A mount keeps the component it started with, so its state
 * survives the module's arrival.
 */
export function preloadableLazy<P extends object = JSX.IntrinsicAttributes>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);

  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(
      () => loaded ?? Lazy,
    );
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
