import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { QueryState } from '@/ui/query-state';

type Props<T> = {
  heading: string;
  query: UseQueryResult<T>;
  wide?: boolean;
  /** Figures shaped like the real ones, drawn hidden while they load, so the card has its final size at once and nothing moves when they come. */
  placeholder: T;
  children: (data: T) => ReactNode;
};

/**
 * One card of the top page, with its own query, loading and error state (with a retry): one failing endpoint never blanks the others.
 * A failed refresh keeps the figures; the page tells of it once for every card (`useRefreshFailure`).
 */
export function DashboardCard<T>({ heading, query, wide, placeholder, children }: Props<T>) {
  const id = useId();
  const loading = query.data === undefined && !query.isError;
  return (
    <section className={wide ? 'card dashboard-card dashboard-card-wide' : 'card dashboard-card'} aria-labelledby={id} aria-busy={loading || undefined}>
      <h2 id={id}>{heading}</h2>
      {loading ? (
        <div className="dashboard-figures dashboard-placeholder" aria-hidden="true" inert>
          {children(placeholder)}
        </div>
      ) : (
        <QueryState query={query} refreshFailure="elsewhere">
          {(data) => <div className="dashboard-figures">{children(data)}</div>}
        </QueryState>
      )}
    </section>
  );
}

/** A figure that links to its screen, filtered to what it counts: the label, the number and an optional note. */
export function Figure({ href, label, value, note, tone }: { href: string; label: string; value: string; note?: string; tone?: 'warning' }) {
  return (
    <Link href={href} className={tone ? `stat dashboard-figure dashboard-figure-${tone}` : 'stat dashboard-figure'}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
      {note ? <span className="dashboard-note">{note}</span> : null}
    </Link>
  );
}
