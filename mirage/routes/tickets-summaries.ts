import type { SummaryKind, SummaryMonth, SummaryRow } from '@/api/ticket-summaries';
import { toCsv } from '@/lib/download';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { pick } from '../lib/db';
import { csvFile, failure } from '../lib/http';
import { csvDateTime } from '../lib/time';
import type { TicketTables } from '../models/tickets';
import type { AppServer } from './define-routes';
import { msg, ticketRoutes, toTicket } from './tickets-shared';

/** The API sends Tokyo times (+09:00), so a month is the first seven characters. */
const monthOf = (iso: string) => iso.slice(0, 7);

/** Every line of a summary, computed from the current rows so refunds and status changes show at once. */
function rowsOf(t: TicketTables, cid: string, kind: SummaryKind): SummaryRow[] {
  const payments = new Map(t.payments.where({ corporationId: cid }).map((p) => [p.id, p]));
  if (kind === 'consumes') {
    return t.tickets
      .where((ticket) => ticket.corporationId === cid && ticket.status === 'consumed' && ticket.consumedAt !== null)
      .map((ticket) => ({
        id: ticket.code,
        at: ticket.consumedAt as string,
        paymentId: ticket.paymentId,
        sourceId: ticket.sourceId,
        sourceName: ticket.sourceName,
        facilityName: payments.get(ticket.paymentId)?.facility.name ?? '',
        owner: ticket.owner,
        ticketCount: 1,
        amount: ticket.price,
      }));
  }
  if (kind === 'payments') {
    const active = new Map<string, number>();
    for (const ticket of t.tickets.where({ corporationId: cid })) {
      if (ticket.status === 'enabled' || ticket.status === 'consumed') active.set(ticket.paymentId, (active.get(ticket.paymentId) ?? 0) + 1);
    }
    return [...payments.values()].map((payment) => ({
      id: payment.id,
      at: payment.paidAt,
      paymentId: payment.id,
      sourceId: payment.sourceId,
      sourceName: payment.sourceName,
      facilityName: payment.facility.name,
      owner: payment.owner,
      ticketCount: payment.quantity,
      activeTicketCount: active.get(payment.id) ?? 0,
      amount: payment.amount,
      refundedAmount: payment.refundedAmount,
    }));
  }
  return t.refunds.where({ corporationId: cid }).map((refund) => {
    const payment = payments.get(refund.paymentId);
    return {
      id: refund.id,
      at: refund.refundedAt,
      paymentId: refund.paymentId,
      sourceId: payment?.sourceId ?? '',
      sourceName: payment?.sourceName ?? '',
      facilityName: payment?.facility.name ?? '',
      owner: payment?.owner ?? null,
      ticketCount: refund.items.length,
      refundPercent: refund.refundPercent,
      amount: refund.amount,
    };
  });
}

const totalOf = (rows: SummaryRow[]) => ({
  count: rows.length,
  ticketCount: rows.reduce((sum, row) => sum + row.ticketCount, 0),
  amount: rows.reduce((sum, row) => sum + row.amount, 0),
});

/** The columns of each kind's CSV, in the order of its header. */
const csvColumns: Record<SummaryKind, (keyof SummaryRow)[]> = {
  consumes: ['id', 'at', 'paymentId', 'sourceName', 'facilityName', 'owner', 'amount'],
  payments: ['id', 'at', 'sourceName', 'facilityName', 'owner', 'ticketCount', 'activeTicketCount', 'amount', 'refundedAmount'],
  refunds: ['id', 'at', 'paymentId', 'sourceName', 'facilityName', 'owner', 'ticketCount', 'refundPercent', 'amount'],
};

/** One line per row; date-times as Excel reads them (`2026-11-01 09:12`, like the check-in CSV), amounts as plain integers. */
function csvRows(kind: SummaryKind, rows: SummaryRow[]): unknown[][] {
  const cell = (row: SummaryRow, column: keyof SummaryRow) =>
    column === 'at' ? csvDateTime(row.at) : column === 'owner' ? formatOwner(row.owner) : (row[column] ?? 0);
  return [[...ticketsJa.summary.csvHeaders[kind]], ...rows.map((row) => csvColumns[kind].map((column) => cell(row, column)))];
}

export function registerTicketSummaryRoutes(server: AppServer): void {
  const routes = ticketRoutes(server);
  const base = '/api/corporations/:cid/ticket-summaries';

  for (const kind of ['consumes', 'payments', 'refunds'] as const) {
    routes.get(`${base}/${kind}`, ({ cid, t }) => {
      const rows = rowsOf(t, cid, kind);
      const byMonth = new Map<string, SummaryRow[]>();
      for (const row of rows) byMonth.set(monthOf(row.at), [...(byMonth.get(monthOf(row.at)) ?? []), row]);
      const months: SummaryMonth[] = [...byMonth.entries()]
        .sort(([a], [b]) => b.localeCompare(a))
        .map(([month, monthRows]) => ({ month, ...totalOf(monthRows) }));
      return { months, total: totalOf(rows) };
    });

    routes.get(`${base}/${kind}/:month`, ({ cid, t, params, request }) => {
      const month = params.month ?? '';
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw failure(422, msg.monthInvalid);
      const rows = rowsOf(t, cid, kind)
        .filter((row) => monthOf(row.at) === month)
        .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      const csv = request.queryParams?.csv;
      if (csv === '1' || csv === 'true') return csvFile(`ticket-${kind}-${month}.csv`, toCsv(csvRows(kind, rows)));
      return { month, total: totalOf(rows), rows };
    });
  }

  routes.get(`${base}/cancel-waitings/`, ({ cid, t }) => {
    const tickets = t.tickets
      .where((ticket) => ticket.corporationId === cid && ticket.status === 'enabled' && ticket.cancelRequestedAt !== null)
      .sort((a, b) => (a.cancelRequestedAt as string).localeCompare(b.cancelRequestedAt as string));
    const counts = new Map<string, number>();
    for (const ticket of tickets) counts.set(ticket.paymentId, (counts.get(ticket.paymentId) ?? 0) + 1);
    const payments = t.payments
      .find([...counts.keys()])
      .map((payment) => ({ ...pick(payment, ['id', 'paidAt', 'sourceName', 'owner', 'amount']), waitingTicketCount: counts.get(payment.id) ?? 0 }));
    return { payments, tickets: tickets.map(toTicket) };
  });
}
