import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A change to server data, next to its fetchers: the call, what it makes stale, what the answer writes into the cache (run by `useAppMutation`). */
export type AppMutation<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Query keys (prefixes) that the change makes stale: refetched where shown, dropped elsewhere (useAppMutation). */
  invalidates?: (data: TData, variables: TVariables) => QueryKey[];
  /** Writes what the answer already tells into the cache, so screens show it without a refetch. */
  updateCache?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
};

/** A record saved: its detail shows what the server answered, at once; every list under `stale` is read again. */
export const savedRecord = <T extends { id: string }>(stale: QueryKey, detailKey: (id: string) => QueryKey) => ({
  invalidates: () => [stale],
  updateCache: (queryClient: QueryClient, record: T) => queryClient.setQueryData(detailKey(record.id), record),
});
