import { apiPath } from './api-path';
import { requestBlob } from './client';
import type { AppMutation } from './mutation';
import type { OperationId } from './operations';
import { Owner, Ticket } from './ticket-sources';
import { checked } from './validate';
import { count, dateTime, id, yearMonth, lazySchema, type Infer, type } from './wire';

import { summaryMonthCall, type SummaryKind } from './reads';

export { summaryKinds, type SummaryKind } from './reads';

/** One month of a summary: `month` is YYYY-MM (Asia/Tokyo); amounts in whole yen, tax included. */
export const SummaryMonth = lazySchema(() => type({ month: yearMonth, count, ticketCount: count, amount: count }));
export type SummaryMonth = Infer<typeof SummaryMonth>;

export const SummaryTotal = lazySchema(() => type({ count, ticketCount: count, amount: count }));

/** A line of a month's detail: one consumed ticket, one payment or one refund. */
export const SummaryRow = lazySchema(() =>
  type({
    id,
    at: dateTime,
    paymentId: id,
    sourceId: id,
    sourceName: 'string',
    facilityName: 'string',
    owner: Owner().or('null'),
    ticketCount: count,
    amount: count,
    /** payments: refunded so far; refunds: the percentage; consumes: 0. */
    'refundedAmount?': count,
    'refundPercent?': '0 <= number.integer <= 100',
    /** payments: tickets still counted (enabled or consumed), so status changes show here. */
    'activeTicketCount?': count,
  }),
);
export type SummaryRow = Infer<typeof SummaryRow>;

export const MonthList = lazySchema(() => type({ months: SummaryMonth().array(), total: SummaryTotal() }));
export type MonthList = Infer<typeof MonthList>;
export const MonthDetail = lazySchema(() => type({ month: yearMonth, total: SummaryTotal(), rows: SummaryRow().array() }));
export type MonthDetail = Infer<typeof MonthDetail>;

export const CancelWaitingPayment = lazySchema(() =>
  type({ id, paidAt: dateTime, sourceName: 'string', owner: Owner().or('null'), amount: count, waitingTicketCount: 'number.integer >= 1' }),
);
export type CancelWaitingPayment = Infer<typeof CancelWaitingPayment>;
export const CancelWaitings = lazySchema(() => type({ payments: CancelWaitingPayment().array(), tickets: Ticket().array() }));
export type CancelWaitings = Infer<typeof CancelWaitings>;

/** The answers of the summary reads (./reads.ts), each kind's calls alike. */
export const readSummaryMonths = (data: unknown, op: OperationId) => checked(MonthList(), data, op);
export const readSummaryMonth = (data: unknown, op: OperationId): MonthDetail => checked(MonthDetail(), data, op);
export const readCancelWaitings = (data: unknown): CancelWaitings => checked(CancelWaitings(), data, 'getCancelWaitings');

/** The month as a CSV file (UTF-8 with BOM, CRLF). */
export async function downloadSummaryCsv(cid: string, kind: SummaryKind, month: string) {
  const { blob, filename } = await requestBlob(apiPath(summaryMonthCall[kind], { corporationId: cid, month }), { query: { csv: 1 } });
  return { blob, filename: filename ?? `ticket-${kind}-${month}.csv` };
}

export const ticketSummaryMutations = {
  /** A download changes nothing on the server: it goes through the action wrapper for its spinner and toast. */
  downloadCsv: (cid: string, kind: SummaryKind): AppMutation<string, Awaited<ReturnType<typeof downloadSummaryCsv>>> => ({
    mutationFn: (month) => downloadSummaryCsv(cid, kind, month),
  }),
};
