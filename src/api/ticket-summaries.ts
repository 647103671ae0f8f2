import { queryOptions } from '@tanstack/react-query';
import { type } from 'arktype';
import { corporationPath } from './corporations';
import { request, requestBlob } from './client';
import type { AppMutation } from './mutation';
import { Owner, Ticket, ticketKeys } from './ticket-sources';
import { checked } from './validate';

export const summaryKinds = ['consumes', 'payments', 'refunds'] as const;
export type SummaryKind = (typeof summaryKinds)[number];

/** One month of a summary: `month` is YYYY-MM (Asia/Tokyo); amounts in whole yen, tax included. */
export const SummaryMonth = type({ month: 'string', count: 'number.integer >= 0', ticketCount: 'number.integer >= 0', amount: 'number.integer >= 0' });
export type SummaryMonth = typeof SummaryMonth.infer;

export const SummaryTotal = type({ count: 'number.integer >= 0', ticketCount: 'number.integer >= 0', amount: 'number.integer >= 0' });

/** A line of a month's detail: one consumed ticket, one payment or one refund. */
export const SummaryRow = type({
  id: 'string',
  at: 'string',
  paymentId: 'string',
  sourceId: 'string',
  sourceName: 'string',
  facilityName: 'string',
  owner: Owner.or('null'),
  ticketCount: 'number.integer >= 0',
  amount: 'number.integer >= 0',
  /** payments: refunded so far; refunds: the percentage; consumes: 0. */
  'refundedAmount?': 'number.integer >= 0',
  'refundPercent?': 'number.integer >= 0',
  /** payments: tickets still counted (enabled or consumed), so status changes show here. */
  'activeTicketCount?': 'number.integer >= 0',
});
export type SummaryRow = typeof SummaryRow.infer;

const MonthList = type({ months: SummaryMonth.array(), total: SummaryTotal });
const MonthDetail = type({ month: 'string', total: SummaryTotal, rows: SummaryRow.array() });
export type MonthDetail = typeof MonthDetail.infer;

export const CancelWaitingPayment = type({
  id: 'string',
  paidAt: 'string',
  sourceName: 'string',
  owner: Owner.or('null'),
  amount: 'number.integer >= 0',
  waitingTicketCount: 'number.integer >= 1',
});
export type CancelWaitingPayment = typeof CancelWaitingPayment.infer;
const CancelWaitings = type({ payments: CancelWaitingPayment.array(), tickets: Ticket.array() });
export type CancelWaitings = typeof CancelWaitings.infer;

const base = (cid: string) => `${corporationPath(cid)}/ticket-summaries`;

export async function listSummaryMonths(cid: string, kind: SummaryKind) {
  return checked(MonthList, await request(`${base(cid)}/${kind}`), `${kind} summary`);
}

export async function getSummaryMonth(cid: string, kind: SummaryKind, month: string): Promise<MonthDetail> {
  return checked(MonthDetail, await request(`${base(cid)}/${kind}/${encodeURIComponent(month)}`), `${kind} summary month`);
}

/** The month as a CSV file (UTF-8 with BOM, CRLF). */
export async function downloadSummaryCsv(cid: string, kind: SummaryKind, month: string) {
  const { blob, filename } = await requestBlob(`${base(cid)}/${kind}/${encodeURIComponent(month)}`, { query: { csv: 1 } });
  return { blob, filename: filename ?? `ticket-${kind}-${month}.csv` };
}

export async function getCancelWaitings(cid: string): Promise<CancelWaitings> {
  return checked(CancelWaitings, await request(`${base(cid)}/cancel-waitings/`), 'cancel waitings');
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
