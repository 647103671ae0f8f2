import { createElement, lazy, type ComponentType } from 'react';

/** SPEC §8: a chunk that fails to load on navigation reloads the page, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'petpass.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk .* failed/i.test(
    message,
  );
}

/** True when a reload is allowed now (and records it); false inside the 60 s guard. */
export function claimChunkReload(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/** A lazily loaded component that can be loaded ahead (on hover, in tests) and then renders without suspending. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with a `preload()` and the reload guard. Once its code is loaded (preloaded or
 * rendered once) it renders the component directly: React.lazy would suspend again for a
 * microtask, and React holds a revealed Suspense fallback for 300 ms.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later try may work (after a deploy the next load reloads the page)
        if (isChunkLoadError(error) && claimChunkReload()) {
          location.reload();
          return new Promise<never>(() => undefined);
        }
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    return createElement((loaded ?? Lazy) as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}

/** A route's screen (default export of its module), lazy and preloadable. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazyWithPreload(load);
