import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { downloadSummaryCsv, getSummaryMonth, listSummaryMonths, type MonthDetail, type SummaryKind } from '@/api/ticket-summaries';
import { useCorporationId } from '@/session/session-context';
import { formatDateTime } from '@/lib/dates';
import { saveBlob } from '@/lib/download';
import { formatYen } from '@/lib/money';
import { ja } from '@/messages/ja';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { DataState } from '@/ui/data-state';
import { withLoading } from '@/ui/loading/with-loading';
import { useResource } from '@/ui/use-resource';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

const s = ticketsJa.summary;
const pathOf: Record<SummaryKind, string> = { consumes: paths.summaryConsumes, payments: paths.summaryPayments, refunds: paths.summaryRefunds };
const titleOf: Record<SummaryKind, string> = { consumes: ja.titles.summaryConsumes, payments: ja.titles.summaryPayments, refunds: ja.titles.summaryRefunds };

function MonthRows({ kind, detail }: { kind: SummaryKind; detail: MonthDetail }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{s.at[kind]}</th>
            <th scope="col">{kind === 'consumes' ? ticketsJa.detail.ticketCode : ticketsJa.detail.payment}</th>
            <th scope="col">{ticketsJa.fields.name}</th>
            <th scope="col">{ticketsJa.fields.facility}</th>
            <th scope="col">{ticketsJa.detail.owner}</th>
            <th scope="col" className="num">
              {s.ticketCount}
            </th>
            {kind === 'payments' ? (
              <th scope="col" className="num">
                {s.activeTickets}
              </th>
            ) : null}
            {kind === 'refunds' ? (
              <th scope="col" className="num">
                {s.refundPercent}
              </th>
            ) : null}
            <th scope="col" className="num">
              {s.amount}
            </th>
            {kind === 'payments' ? (
              <th scope="col" className="num">
                {ticketsJa.payment.refundedAmount}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {detail.rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDateTime(row.at)}</td>
              <td>
                <Link href={paths.ticketPayment(row.paymentId)}>{kind === 'consumes' ? row.id : row.paymentId}</Link>
              </td>
              <td>{row.sourceName}</td>
              <td>{row.facilityName}</td>
              <td>{formatOwner(row.owner)}</td>
              <td className="num">{row.ticketCount}</td>
              {kind === 'payments' ? <td className="num">{row.activeTicketCount ?? 0}</td> : null}
              {kind === 'refunds' ? <td className="num">{row.refundPercent ?? 0}%</td> : null}
              <td className="num">{formatYen(row.amount)}</td>
              {kind === 'payments' ? <td className="num">{formatYen(row.refundedAmount ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthSection({ cid, kind, month }: { cid: string; kind: SummaryKind; month: string }) {
  const detail = useResource(`ticket-summary:${cid}:${kind}:${month}`, () => getSummaryMonth(cid, kind, month));
  const download = async () => {
    try {
      const file = await withLoading(() => downloadSummaryCsv(cid, kind, month), { success: s.downloaded });
      saveBlob(file.blob, file.filename);
    } catch {
      // withLoading already told the user what failed.
    }
  };
  return (
    <section className="tickets-section" aria-labelledby="summary-month-heading">
      <h2 id="summary-month-heading">{s.monthDetail(month)}</h2>
      <p className="actions">
        <button type="button" className="button button-secondary" onClick={() => void download()}>
          {s.downloadCsv}
        </button>
      </p>
      <DataState resource={detail} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <p>
              {s.total}：{s.countLabel[kind]} {data.total.count}件 ／ {s.ticketCount} {data.total.ticketCount}枚 ／ {formatYen(data.total.amount)}
            </p>
            <MonthRows kind={kind} detail={data} />
          </>
        )}
      </DataState>
    </section>
  );
}

/** Months with their totals, one month's lines and its CSV (SPEC §7 Summaries). */
export function SummaryPage({ kind, children }: { kind: SummaryKind; children?: ReactNode }) {
  const cid = useCorporationId();
  const month = new URLSearchParams(useSearch()).get('month');
  const months = useResource(`ticket-summary:${cid}:${kind}`, () => listSummaryMonths(cid, kind));
  return (
    <>
      <TicketsNav />
      <DataState resource={months} isEmpty={(data) => data.months.length === 0} empty={s.noMonths}>
        {(data) => (
          <>
            <div className="stat-grid">
              <div className="stat">
                <div className="stat-label">{s.countLabel[kind]}</div>
                <div className="stat-value">{data.total.count}</div>
              </div>
              <div className="stat">
                <div className="stat-label">{s.ticketCount}</div>
                <div className="stat-value">{data.total.ticketCount}</div>
              </div>
              <div className="stat">
                <div className="stat-label">
                  {s.total}
                  {s.amount}
                </div>
                <div className="stat-value">{formatYen(data.total.amount)}</div>
              </div>
            </div>
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">{s.monthsCaption(titleOf[kind])}</caption>
                <thead>
                  <tr>
                    <th scope="col">{s.month}</th>
                    <th scope="col" className="num">
                      {s.countLabel[kind]}
                    </th>
                    <th scope="col" className="num">
                      {s.ticketCount}
                    </th>
                    <th scope="col" className="num">
                      {s.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((row) => (
                    <tr key={row.month} aria-current={row.month === month ? 'true' : undefined}>
                      <td>
                        <Link href={`${pathOf[kind]}?month=${row.month}`} aria-label={s.showMonth(row.month)}>
                          {row.month}
                        </Link>
                      </td>
                      <td className="num">{row.count}</td>
                      <td className="num">{row.ticketCount}</td>
                      <td className="num">{formatYen(row.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{s.total}</th>
                    <td className="num">{data.total.count}</td>
                    <td className="num">{data.total.ticketCount}</td>
                    <td className="num">{formatYen(data.total.amount)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </DataState>
      {month ? <MonthSection key={month} cid={cid} kind={kind} month={month} /> : null}
      {children}
    </>
  );
}
