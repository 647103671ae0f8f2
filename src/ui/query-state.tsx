import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { errorDetail, isApiError } from '@/api/api-error';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { RefreshFailed } from './refresh-failure';
import { Spinner } from './spinner';

/** Where a detail screen leads back to when its record does not exist (a 404 from the API). */
export type NotFoundBack = { href: string; label: string };

/** 404 on a detail screen: not a failure that a reload could fix, but a way back to the list. */
export function RecordNotFound({ back, message }: { back: NotFoundBack; message?: string }) {
  return (
    <section className="notice record-not-found" aria-labelledby="record-not-found-heading">
      <h2 id="record-not-found-heading">{common.recordNotFound.heading}</h2>
      <p>{message ?? common.recordNotFound.body}</p>
      <p>
        <Link href={back.href} className="button button-secondary">
          {common.recordNotFound.back(back.label)}
        </Link>
      </p>
    </section>
  );
}

/** '失敗しました： ' + detail with 再読み込み: data that failed to load, shown where it belongs. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="notice notice-danger" role="alert">
      <p>
        {ja.failurePrefix}
        {errorDetail(error)}
      </p>
      <p>
        <button type="button" className="button button-small button-secondary" onClick={onRetry}>
          {ja.retry}
        </button>
      </p>
    </div>
  );
}

/**
 * Loading, failure (with a retry), not-found and empty states around a query. Data already shown stays while it refreshes; a failed
 * refresh keeps it and says so in a polite status that stays put (announced once) while later tries fail the same way.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty = ja.empty,
  notFound,
  refreshFailure = 'here',
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** For detail screens: a 404 shows the way back instead of a failure. */
  notFound?: NotFoundBack;
  /** Where a failed refresh (data still shown) is told: here, or by the screen once for all its parts (`useRefreshFailure`). */
  refreshFailure?: 'here' | 'elsewhere';
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) {
      if (notFound && isApiError(query.error) && query.error.status === 404) return <RecordNotFound back={notFound} message={query.error.displayMessage} />;
      return <LoadFailure error={query.error} onRetry={retry} />;
    }
    return <Spinner />;
  }
  const data = query.data;
  // Dimmed only while it shows the previous filter's rows (placeholder data), so a background refresh does not flicker.
  const stale = query.isPlaceholderData;
  // Busy while the rows may be out of date: a refresh of data still fresh (a hover asking ahead) is nothing to wait for.
  const refreshing = query.isFetching && query.isStale;
  return (
    <>
      {query.isError && refreshFailure === 'here' ? <RefreshFailed error={query.error} onRetry={retry} /> : null}
      {isEmpty?.(data) ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <div aria-busy={refreshing || undefined} className={stale ? 'is-reloading' : undefined}>
          {children(data)}
        </div>
      )}
    </>
  );
}
