import { refundableTotal } from '@machines/refund/refund-amount';
import type { Issuability, TicketSource } from '@/api/ticket-sources';
import type { TicketPayment } from '@/api/ticket-payments';
import { ticketsJa } from '@/messages/tickets';
import { pick } from '../lib/db';
import { ticketTables, type TicketPaymentRow, type TicketRow, type TicketSourceRow, type TicketTables } from '../models/tickets';
import { requireOwnRow } from './auth-guard';
import { defineRoutes, type AccountContext, type AppServer, type RouteResult } from './define-routes';

export const msg = ticketsJa.server;

type TicketContext = AccountContext & { cid: string; t: TicketTables };

/** The ticket routes' verbs: every ticket route needs the ability and answers for the corporation of `:cid` only. */
export function ticketRoutes(server: AppServer) {
  const routes = defineRoutes(server, { ability: 'canEditTicketSource' });
  const scoped = (register: typeof routes.get) => (path: string, handler: (context: TicketContext) => RouteResult) =>
    register(path, (context) => handler({ ...context, cid: context.corporation().id, t: ticketTables(context.server.db) }));
  return { get: scoped(routes.get), post: scoped(routes.post), put: scoped(routes.put) };
}

/** on_sale only while the sale is open, within its period and with stock left. */
export function issuabilityOf(row: TicketSourceRow, now = Date.now()): Issuability {
  if (row.saleStatus === 'closed') return 'closed';
  if (new Date(row.saleEndAt).getTime() <= now) return 'expired';
  if (row.soldCount >= row.quantity) return 'sold_out';
  if (new Date(row.saleStartAt).getTime() > now) return 'closed';
  return 'on_sale';
}

export const toSource = (row: TicketSourceRow): TicketSource => ({
  ...pick(row, ['id', 'name', 'description', 'facility', 'price', 'quantity', 'soldCount', 'saleStartAt', 'saleEndAt', 'validDays', 'saleStatus']),
  facility: { id: row.facility.id, name: row.facility.name },
  issuability: issuabilityOf(row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export function toTicket(row: TicketRow) {
  const { corporationId: _c, ...ticket } = row;
  return ticket;
}

export function toPayment(t: TicketTables, row: TicketPaymentRow): TicketPayment {
  const tickets = t.tickets.find(row.ticketIds).map(toTicket);
  return {
    id: row.id,
    source: { id: row.sourceId, name: row.sourceName },
    ...pick(row, ['facility', 'owner', 'paidAt', 'quantity', 'amount', 'refundedAmount']),
    // What a refund can still move: the screen's rule (machines/refund), not amount − refunded.
    refundableAmount: refundableTotal(tickets, row.amount - row.refundedAmount),
    tickets,
    refunds: t.refunds
      .where({ paymentId: row.id })
      .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt))
      .map((refund) => pick(refund, ['id', 'refundedAt', 'refundPercent', 'amount', 'items'])),
  };
}

export const requirePayment = (t: TicketTables, cid: string, id: string | undefined) => requireOwnRow(t.payments, cid, id, msg.paymentNotFound);

export const requireSource = (t: TicketTables, cid: string, id: string | undefined) => requireOwnRow(t.sources, cid, id, msg.sourceNotFound);

/** A new source or refund id numbered like the seeded ones (`ts-1-321`, `tr-1-0640`), to sit among them; else after the corporation id. */
export function nextTicketId(rows: readonly { id: string }[], prefix: 'ts' | 'tr', t: TicketTables, cid: string): string {
  const width = prefix === 'ts' ? 3 : 4;
  const seeded = [...t.sources.where({ corporationId: cid }), ...t.payments.where({ corporationId: cid })]
    .map((row) => /^t[sp]-(\d+)-\d+$/.exec(row.id)?.[1])
    .find((found) => found !== undefined);
  const head = `${prefix}-${seeded ?? cid}-`;
  const numbers = rows.map((row) => (row.id.startsWith(head) ? row.id.slice(head.length) : '')).filter((tail) => /^\d+$/.test(tail));
  return `${head}${String(Math.max(0, ...numbers.map(Number)) + 1).padStart(width, '0')}`;
}
