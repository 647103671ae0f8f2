import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { queryOf } from '@/api/queries';
import type { SummaryKind } from '@/api/ticket-summaries';
import { useCorporationId } from '@/session/session-context';
import { formatYearMonth } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { summaryLoader } from './loaders';
import { DataTable } from '@/ui/data-table';
import { measured, measuresOf } from './summary-measures';
import { SummaryMonth } from './summary-month';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

const s = ticketsJa.summary;
const pathOf: Record<SummaryKind, string> = { consumes: paths.summaryConsumes, payments: paths.summaryPayments, refunds: paths.summaryRefunds };
const titleOf: Record<SummaryKind, string> = { consumes: ja.titles.summaryConsumes, payments: ja.titles.summaryPayments, refunds: ja.titles.summaryRefunds };

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className="stat">
    <div className="stat-label">{label}</div>
    <div className="stat-value">{value}</div>
  </div>
);

/** Months with their totals, one month's lines and its CSV (docs/tickets.md "Summaries"). */
export function SummaryPage({ kind, children }: { kind: SummaryKind; children?: ReactNode }) {
  const cid = useCorporationId();
  const month = new URLSearchParams(useSearch()).get('month');
  const months = useQuery(queryOf(useLoader(summaryLoader(kind)).months));
  const measures = measuresOf[kind];
  return (
    <>
      <TicketsNav />
      <QueryState query={months} isEmpty={(data) => data.months.length === 0} empty={s.noMonths}>
        {(data) => (
          <>
            <div className="stat-grid">
              {measures.map((measure) => (
                <Stat key={measure.key} label={measure.label} value={measured(measure, data.total)} />
              ))}
              <Stat label={s.total + s.amount} value={formatYen(data.total.amount)} />
            </div>
            <DataTable
              caption={s.monthsCaption(titleOf[kind])}
              columns={[{ label: s.month }, ...measures.map((measure) => ({ label: measure.label, num: true })), { label: s.amount, num: true }]}
              footer={
                <tr>
                  <th scope="row">{s.total}</th>
                  {measures.map((measure) => (
                    <td className="num" key={measure.key}>
                      {measured(measure, data.total)}
                    </td>
                  ))}
                  <td className="num">{formatYen(data.total.amount)}</td>
                </tr>
              }
            >
              {data.months.map((row) => (
                <tr key={row.month} aria-current={row.month === month ? 'true' : undefined}>
                  <td>
                    <Link href={`${pathOf[kind]}?month=${row.month}`} aria-label={s.showMonth(formatYearMonth(row.month))}>
                      {formatYearMonth(row.month)}
                    </Link>
                  </td>
                  {measures.map((measure) => (
                    <td className="num" key={measure.key}>
                      {measured(measure, row)}
                    </td>
                  ))}
                  <td className="num">{formatYen(row.amount)}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
      {month ? <SummaryMonth key={month} cid={cid} kind={kind} month={month} /> : null}
      {children}
    </>
  );
}
