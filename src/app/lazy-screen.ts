import { createElement, use, type ComponentType } from 'react';
import { afterHeldCode } from '@/lib/code-gate';
import { reloadForChunkFailure } from './chunk-recovery';

export { claimChunkReload, isChunkLoadError, RELOAD_GUARD_MS } from '@/lib/chunk-load';

/** Where a lazily loaded component's code is: not asked for, on its way, there, or failed. */
export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

/** A lazily loaded component that can be loaded ahead (on hover, at start, in tests) and then renders without suspending. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
  loadState: () => LoadState;
};

// Every change of a load state, as one external store: the location gate and the route
// renderer read load states during render and re-render when one settles.
const listeners = new Set<() => void>();
let version = 0;
function changed() {
  // Deferred: a state may change inside a render (a component asking for its own code).
  queueMicrotask(() => {
    version += 1;
    for (const listener of listeners) listener();
  });
}
export const codeLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  version: () => version,
};

/** Code that is there or failed: nothing more to wait for. */
export const isSettled = (component: { loadState: () => LoadState }) => {
  const state = component.loadState();
  return state === 'loaded' || state === 'failed';
};

const never = new Promise<never>(() => undefined);

/**
 * A lazily loaded component with `preload()` and the SPEC §8 reload guard, without React.lazy:
 * once loaded it renders the component directly (React.lazy would suspend again, and React
 * holds a revealed Suspense fallback for 300 ms); a failed load is not kept forever (React.lazy
 * would), so asking again later retries; a chunk that vanished after a deploy reloads the page
 * once a minute at most (src/app/chunk-recovery.ts) and otherwise fails to the Japanese notice.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  /** The same load, never rejecting: what a render waits on (React wants one promise per load). */
  let settling: Promise<unknown> | undefined;
  let failure: unknown;
  let state: LoadState = 'idle';

  const preload = (): Promise<unknown> => {
    if (loaded) return Promise.resolve(loaded);
    if (!loading) {
      state = 'loading';
      loading = afterHeldCode(load).then(
        (module) => {
          loaded = module.default;
          state = 'loaded';
          changed();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          if (reloadForChunkFailure(error)) return never;
          failure = error;
          state = 'failed';
          changed();
          throw error;
        },
      );
      settling = loading.catch(() => undefined);
      changed();
    }
    return loading;
  };

  function Preloadable(props: P) {
    if (loaded) return createElement(loaded, props);
    if (state === 'failed') throw failure;
    // Only reached when rendered before its code was asked for: suspends on the one load.
    void preload().catch(() => undefined);
    use(settling ?? never);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(Preloadable, { preload, loadState: () => state });
}

/** A route's screen (default export of its module), lazy and preloadable. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => lazyWithPreload(load);
