import { notifyManager, QueryClient } from '@tanstack/react-query';
import { FRESH_MS } from './freshness';

/** The one cache of server data, loaded with the signed-in shell: failures are not retried (the screen says so at once and offers 再読み込み). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A screen opened soon after its prefetch does not ask again; coming back later shows the cache and refreshes it.
      staleTime: FRESH_MS,
      gcTime: 5 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// An answer reaches its screens in the task that read it, not in a timer queued behind whatever else the page has to do.
notifyManager.setScheduler((callback) => queueMicrotask(callback));
