import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { ticketSummaryMutations, type MonthDetail, type SummaryKind, type SummaryRow } from '@/api/ticket-summaries';
import { formatDateTime, formatYearMonth } from '@/lib/dates';
import { saveBlob } from '@/lib/download';
import { formatYen } from '@/lib/money';
import { formatCountOf } from '@/lib/numbers';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { QueryState } from '@/ui/query-state';
import { useAppMutation } from '@/ui/use-app-mutation';
import { DataTable } from '@/ui/data-table';
import { OwnerName } from '@/ui/owner-name';
import { measured, measuresOf } from './summary-measures';
import { PaymentLink } from './payment-link';

const s = ticketsJa.summary;
const d = ticketsJa.detail;
const ticketUnit = s.units.ticket;

const ticketCount = { label: s.ticketCount, cell: (row: SummaryRow) => formatCountOf(row.ticketCount, ticketUnit) };
const amount = { label: s.amount, cell: (row: SummaryRow) => formatYen(row.amount) };

/** The kind's own figures between 購入者 and the payment link: their headers and cells. */
const kindColumns: Record<SummaryKind, { label: string; cell: (row: SummaryRow) => string }[]> = {
  consumes: [amount],
  payments: [
    ticketCount,
    { label: s.activeTickets, cell: (row) => formatCountOf(row.activeTicketCount ?? 0, ticketUnit) },
    amount,
    { label: ticketsJa.payment.refundedAmount, cell: (row) => formatYen(row.refundedAmount ?? 0) },
  ],
  refunds: [ticketCount, { label: s.refundPercent, cell: (row) => `${row.refundPercent ?? 0}%` }, amount],
};

function MonthRows({ kind, detail }: { kind: SummaryKind; detail: MonthDetail }) {
  return (
    <DataTable
      caption={s.rowsCaption(formatYearMonth(detail.month))}
      columns={[
        { label: s.at[kind] },
        ...(kind === 'consumes' ? [{ label: d.ticketCode }] : []),
        { label: ticketsJa.fields.name },
        { label: ticketsJa.fields.facility },
        { label: d.owner },
        ...kindColumns[kind].map((column) => ({ label: column.label, num: true })),
        { label: d.payment },
      ]}
    >
      {detail.rows.map((row) => (
        <tr key={row.id}>
          <td className="nowrap">{formatDateTime(row.at)}</td>
          {kind === 'consumes' ? <td>{row.id}</td> : null}
          <td>{row.sourceName}</td>
          <td>{row.facilityName}</td>
          <td>
            <OwnerName owner={row.owner} />
          </td>
          {kindColumns[kind].map((column) => (
            <td className="num" key={column.label}>
              {column.cell(row)}
            </td>
          ))}
          <td className="nowrap">
            <PaymentLink paymentId={row.paymentId} describedAs={`${formatDateTime(row.at)} ${formatOwner(row.owner)}`} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** One month's lines and its CSV file (`?month=YYYY-MM`). */
export function SummaryMonth({ cid, kind, month }: { cid: string; kind: SummaryKind; month: string }) {
  const detail = useQuery(queryOf(reads.summaryMonth(cid, kind, month)));
  const download = useAppMutation(ticketSummaryMutations.downloadCsv(cid, kind), { success: s.downloaded });
  const label = formatYearMonth(month);
  // A failure was said by the toast.
  const save = () =>
    download.mutateAsync(month).then(
      (file) => saveBlob(file.blob, file.filename),
      () => undefined,
    );
  return (
    <section className="tickets-section" aria-labelledby="summary-month-heading">
      <h2 id="summary-month-heading">{s.monthDetail(label)}</h2>
      <p className="actions">
        <button type="button" className="button button-secondary" disabled={download.isPending} onClick={save}>
          {s.downloadCsv}
        </button>
      </p>
      <QueryState query={detail} isEmpty={(data) => data.rows.length === 0} empty={s.noRows}>
        {(data) => (
          <>
            <p>
              {s.totalLine(
                [...measuresOf[kind].map((measure) => `${measure.label} ${measured(measure, data.total)}`), formatYen(data.total.amount)].join(' ／ '),
              )}
            </p>
            <MonthRows kind={kind} detail={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
