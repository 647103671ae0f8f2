import { notifyManager, QueryClient } from '@tanstack/react-query';
import { FRESH_MS } from './freshness';

/**
 * The one cache of server data (TanStack Query). A list visited before shows at once from here
 * while it refreshes; a change drops or refetches what it made stale (src/ui/use-app-mutation.ts).
 * Failures are not retried: the screen says so at once and offers 再読み込み.
 * Loaded with the signed-in shell, never in the /sign_in entry chunk.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A screen opened soon after its prefetch (hover on a menu link) does not ask again;
      // coming back later shows the cached data at once and refreshes it in the background.
      staleTime: FRESH_MS,
      gcTime: 5 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// An answer reaches the screens that show it in the same task that read it, rather than in a timer
// queued behind whatever else the page has to do.
notifyManager.setScheduler((callback) => queueMicrotask(callback));
