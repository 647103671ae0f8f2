import type { ReactNode } from 'react';
import { errorDetail } from '@/api/api-error';
import { ja } from '@/messages/ja';
import type { Resource } from './use-resource';
import { Spinner } from './spinner';

/** Loading, error (with '失敗しました： ' + detail and a retry) and empty states around a resource. */
export function DataState<T>({
  resource,
  isEmpty,
  empty = ja.empty,
  children,
}: {
  resource: Resource<T>;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'error') {
    return (
      <div className="notice notice-danger" role="alert">
        <p>
          {ja.failurePrefix}
          {errorDetail(resource.error)}
        </p>
        <p>
          <button type="button" className="button button-small button-secondary" onClick={resource.reload}>
            {ja.retry}
          </button>
        </p>
      </div>
    );
  }
  if (resource.data === undefined) return <Spinner />;
  if (isEmpty?.(resource.data)) return <p className="empty-state">{empty}</p>;
  return (
    <div aria-busy={resource.status === 'loading' || undefined} className={resource.status === 'loading' ? 'is-reloading' : undefined}>
      {children(resource.data)}
    </div>
  );
}
