import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { failureMessage } from './failure-notice';

/**
 * A refresh that failed while the last data stays: a polite status with the reason and 再読み込み, unchanged (so announced once) while
 * later tries fail the same way. `live={false}` inside a live region the screen keeps in place.
 */
export function RefreshFailed({ error, onRetry, live = true }: { error: unknown; onRetry: () => void; live?: boolean }) {
  return (
    <p className="notice notice-warning" role={live ? 'status' : undefined}>
      {common.refreshFailed} <span className="notice-detail">{failureMessage(error)}</span>{' '}
      <button type="button" className="button button-small button-secondary" onClick={onRetry}>
        {ja.retry}
      </button>
    </p>
  );
}

/** The first of these queries whose refresh failed while it has data, and a retry of all such: a screen tells of them once, in one place. */
export function useRefreshFailure(queryKeys: readonly QueryKey[]): { error: unknown; retry: () => void } | undefined {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const failing = () =>
    queryKeys.map((queryKey) => cache.find({ queryKey, exact: true })).filter((query) => query?.state.status === 'error' && query.state.data !== undefined);
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  // The error object itself: a new one per failed try re-renders, the same text changes nothing on screen.
  const error = useSyncExternalStore(subscribe, () => failing()[0]?.state.error ?? undefined);
  if (error === undefined) return undefined;
  return { error, retry: () => void Promise.all(failing().map((query) => query && client.refetchQueries({ queryKey: query.queryKey, exact: true }))) };
}
