import { createElement, lazy, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';
import { reloadForChunkFailure } from './chunk-recovery';

export type LazyRoute<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

const never = new Promise<never>(() => undefined);

/**
 * A route's code: `React.lazy` on a load of its own, plus `preload` to start it early. A chunk that vanished after a deploy reloads the
 * page (docs/architecture.md, src/app/chunk-recovery.ts); a failed load is not kept, as React.lazy would: the next navigation asks again, with no reload.
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
  // Code already here renders at once: React.lazy would suspend on its first render even so, and React holds back what follows a fallback.
  const Route = (props: P) => createElement(code.loaded()?.default ?? Lazy, props);
  return Object.assign(Route, { preload, isLoaded: () => code.loaded() !== undefined });
}
