import type { ReactNode } from 'react';

/** A column's header, and `num` for a column of figures (aligned right). */
export type Column = { label: ReactNode; num?: boolean; className?: string };
type Props = { caption: string; columns: Column[]; className?: string; footer?: ReactNode; children: ReactNode };

/** A table of records: it scrolls sideways on a narrow screen, its caption names it for screen readers; `footer` holds the rows of totals. */
export function DataTable({ caption, columns, className, footer, children }: Props) {
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
