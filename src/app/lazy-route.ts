import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { reloadForChunkFailure } from './chunk-recovery';

export type LazyRoute<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

const never = new Promise<never>(() => undefined);

/**
 * A route's code: `React.lazy` on a load of its own (src/lib/load-once.ts), plus `preload` to start
 * it early (a hover, a focus, a navigation under way). A chunk that vanished after a deploy reloads
 * the page, at most once a minute (docs/architecture.md, src/app/chunk-recovery.ts); inside that
 * minute the error reaches the error boundary, which shows the Japanese notice with a reload
 * button. A failed load is not kept (React.lazy would keep it): the next navigation to the route
 * asks for its code again (`preload`), so a network that came back needs no reload.
 */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyRoute<P> {
  let failed = false;
  const code = loadOnce(() =>
    load().catch((error: unknown) => {
      if (reloadForChunkFailure(error)) return never;
      failed = true;
      throw error;
    }),
  );
  const start = () => Promise.resolve(code());
  let Lazy = lazy(start);
  const preload = () => {
    if (failed) {
      failed = false;
      Lazy = lazy(start);
    }
    return start();
  };
  // Code already here renders at once: React.lazy would suspend on its first render even so, and
  // React holds back the content that follows a shown fallback for a moment (its reveal throttle).
  const Route = (props: P) => createElement(code.loaded()?.default ?? Lazy, props);
  return Object.assign(Route, { preload, isLoaded: () => code.loaded() !== undefined });
}
