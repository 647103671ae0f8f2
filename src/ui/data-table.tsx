import type { ReactNode } from 'react';

/** A column's header, and `num` for a column of figures (aligned right). */
export type Column = { label: ReactNode; num?: boolean };

/**
 * A table of records as the screens draw it: it scrolls sideways on a narrow screen, its caption
 * names it for screen readers, one row of column headers; the rows are the children.
 */
export function DataTable({ caption, columns, className, children }: { caption: string; columns: Column[]; className?: string; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className={className ? `table ${className}` : 'table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.num ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
