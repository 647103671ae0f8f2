import type { ReactNode } from 'react';

/** A column's header, and `num` for a column of figures (aligned right). */
export type Column = { label: ReactNode; num?: boolean; className?: string };

/**
 * A table of records as the screens draw it: it scrolls sideways on a narrow screen, its caption
 * names it for screen readers, one row of column headers; the rows are the children, and
 * `footer` the rows of totals under them.
 */
export function DataTable({
  caption,
  columns,
  className,
  footer,
  children,
}: {
  caption: string;
  columns: Column[];
  className?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={[column.num ? 'num' : '', column.className ?? ''].join(' ').trim() || undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
