import { queryOptions } from '@tanstack/react-query';
import { request, requestBlob } from './client';
import type { AppMutation } from './mutation';
import { apiPath, type OperationId } from './operations';
import { Owner, Ticket, ticketKeys } from './ticket-sources';
import { checked } from './validate';
import { count, dateTime, id, yearMonth, lazySchema, type Infer, type } from './wire';

export const summaryKinds = ['consumes', 'payments', 'refunds'] as const;
export type SummaryKind = (typeof summaryKinds)[number];

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
export const MonthDetail = lazySchema(() => type({ month: yearMonth, total: SummaryTotal(), rows: SummaryRow().array() }));
export type MonthDetail = Infer<typeof MonthDetail>;

export const CancelWaitingPayment = lazySchema(() =>
  type({
    id,
    paidAt: dateTime,
    sourceName: 'string',
    owner: Owner().or('null'),
    amount: count,
    waitingTicketCount: 'number.integer >= 1',
  }),
);
export type CancelWaitingPayment = Infer<typeof CancelWaitingPayment>;
export const CancelWaitings = lazySchema(() => type({ payments: CancelWaitingPayment().array(), tickets: Ticket().array() }));
export type CancelWaitings = Infer<typeof CancelWaitings>;

/** Each kind's two calls (SPEC §7 "Summaries"): the months, and one month (JSON, or CSV with ?csv=1). */
const summaryCalls = {
  consumes: { months: 'listConsumeMonths', month: 'getConsumeMonth' },
  payments: { months: 'listPaymentMonths', month: 'getPaymentMonth' },
  refunds: { months: 'listRefundMonths', month: 'getRefundMonth' },
} as const satisfies Record<SummaryKind, { months: OperationId; month: OperationId }>;

export async function listSummaryMonths(cid: string, kind: SummaryKind) {
  return checked(MonthList(), await request(apiPath(summaryCalls[kind].months, { corporationId: cid })), summaryCalls[kind].months);
}

export async function getSummaryMonth(cid: string, kind: SummaryKind, month: string): Promise<MonthDetail> {
  return checked(MonthDetail(), await request(apiPath(summaryCalls[kind].month, { corporationId: cid, month })), summaryCalls[kind].month);
}

/** The month as a CSV file (UTF-8 with BOM, CRLF). */
export async function downloadSummaryCsv(cid: string, kind: SummaryKind, month: string) {
  const { blob, filename } = await requestBlob(apiPath(summaryCalls[kind].month, { corporationId: cid, month }), { query: { csv: 1 } });
  return { blob, filename: filename ?? `ticket-${kind}-${month}.csv` };
}

export async function getCancelWaitings(cid: string): Promise<CancelWaitings> {
  return checked(CancelWaitings(), await request(apiPath('getCancelWaitings', { corporationId: cid })), 'getCancelWaitings');
}

export const summaryMonthsQuery = (cid: string, kind: SummaryKind) =>
  queryOptions({ queryKey: [...ticketKeys.summaries(cid), kind], queryFn: () => listSummaryMonths(cid, kind) });

export const summaryMonthQuery = (cid: string, kind: SummaryKind, month: string) =>
  queryOptions({ queryKey: [...ticketKeys.summaries(cid), kind, month], queryFn: () => getSummaryMonth(cid, kind, month) });

/** Under the summaries' key: a refund or a status change makes it stale like the summaries. */
export const cancelWaitingsQuery = (cid: string) =>
  queryOptions({ queryKey: [...ticketKeys.summaries(cid), 'cancel-waitings'], queryFn: () => getCancelWaitings(cid) });

export type SummaryCsv = Awaited<ReturnType<typeof downloadSummaryCsv>>;

export const ticketSummaryMutations = {
  /** A download changes nothing on the server: it goes through the action wrapper for its spinner and toast. */
  downloadCsv: (cid: string, kind: SummaryKind): AppMutation<string, SummaryCsv> => ({
    mutationFn: (month) => downloadSummaryCsv(cid, kind, month),
  }),
};
