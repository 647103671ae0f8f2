import { createElement, lazy, type ComponentType } from 'react';
import { reloadForChunkFailure } from './chunk-recovery';

export type LazyRoute<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

const never = new Promise<never>(() => undefined);

/**
 * A route's code: `React.lazy`, plus `preload` to start loading it early (a hover, a focus, a
 * navigation under way), sharing the one load. A chunk that vanished after a deploy reloads the
 * page, at most once a minute (SPEC §8, src/app/chunk-recovery.ts); inside that minute the error
 * reaches the error boundary, which shows the Japanese notice with a reload button. A failed load
 * is not kept (React.lazy would keep it): the next navigation to the route asks for its code
 * again (`preload`), so a network that came back needs no reload.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyRoute<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  const start = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        if (reloadForChunkFailure(error)) return never;
        failed = true;
        throw error;
      },
    ));
  let Lazy = lazy(start);
  const preload = () => {
    if (failed) {
      failed = false;
      loading = undefined;
      Lazy = lazy(start);
    }
    return start();
  };
  // Code already here renders at once: React.lazy would suspend on its first render even so, and
  // React holds back the content that follows a shown fallback for a moment (its reveal throttle).
  const Route = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Route, { preload, isLoaded: () => loaded !== undefined });
}
