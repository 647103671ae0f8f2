import { Fragment, type ReactNode } from 'react';

/** One field of a record: its term, its value, and the value's test id where a test reads it. */
export type Detail = [term: string, value: ReactNode, testId?: string];

/** A record's fields, as the app's `.details` description list. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="details">
      {items.map(([term, value, testId]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
