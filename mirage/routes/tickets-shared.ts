import { refundableTotal } from '@machines/refund/refund-amount';
import type { Issuability, TicketSource } from '@/api/ticket-sources';
import type { TicketPayment } from '@/api/ticket-payments';
import { ticketsJa } from '@/messages/tickets';
import { ticketTables, type TicketPaymentRow, type TicketRow, type TicketSourceRow, type TicketTables } from '../models/tickets';
import { requireAbility, requireOwnRow } from './auth-guard';
import type { AccountContext } from './define-routes';

export const msg = ticketsJa.server;

/** Every ticket route needs the ability and answers for the corporation of `:cid` only. */
export function ticketScope(context: AccountContext): { cid: string; t: TicketTables } {
  requireAbility(context.account, 'canEditTicketSource');
  return { cid: context.corporation().id, t: ticketTables(context.server.db) };
}

/** on_sale only while the sale is open, within its period and with stock left. */
export function issuabilityOf(row: TicketSourceRow, now = Date.now()): Issuability {
  if (row.saleStatus === 'closed') return 'closed';
  if (new Date(row.saleEndAt).getTime() <= now) return 'expired';
  if (row.soldCount >= row.quantity) return 'sold_out';
  if (new Date(row.saleStartAt).getTime() > now) return 'closed';
  return 'on_sale';
}

export function toSource(row: TicketSourceRow): TicketSource {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    facility: { id: row.facility.id, name: row.facility.name },
    price: row.price,
    quantity: row.quantity,
    soldCount: row.soldCount,
    saleStartAt: row.saleStartAt,
    saleEndAt: row.saleEndAt,
    validDays: row.validDays,
    saleStatus: row.saleStatus,
    issuability: issuabilityOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toTicket(row: TicketRow) {
  const { corporationId: _c, ...ticket } = row;
  return ticket;
}

export function toPayment(t: TicketTables, row: TicketPaymentRow): TicketPayment {
  const tickets = t.tickets.find(row.ticketIds).map(toTicket);
  return {
    id: row.id,
    source: { id: row.sourceId, name: row.sourceName },
    facility: row.facility,
    owner: row.owner,
    paidAt: row.paidAt,
    quantity: row.quantity,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    // What a refund can still move: the screen's rule (machines/refund), not amount − refunded.
    refundableAmount: refundableTotal(tickets, row.amount - row.refundedAmount),
    tickets,
    refunds: t.refunds
      .where({ paymentId: row.id })
      .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt))
      .map(({ id, refundedAt, refundPercent, amount, items }) => ({ id, refundedAt, refundPercent, amount, items })),
  };
}

export const requirePayment = (t: TicketTables, cid: string, id: string | undefined) => requireOwnRow(t.payments, cid, id, msg.paymentNotFound);

export const requireSource = (t: TicketTables, cid: string, id: string | undefined) => requireOwnRow(t.sources, cid, id, msg.sourceNotFound);

/**
 * The id of a new source or refund, numbered like the demo's own (`ts-1-321`, `tr-1-0640`): the
 * corporation's number from its seeded rows and the next free number, so new records sit among
 * the seeded ones instead of Mirage's `1`, `2`… A corporation without seeded rows uses its id.
 */
export function nextTicketId(rows: readonly { id: string }[], prefix: 'ts' | 'tr', t: TicketTables, cid: string): string {
  const width = prefix === 'ts' ? 3 : 4;
  const seeded = [...t.sources.where({ corporationId: cid }), ...t.payments.where({ corporationId: cid })]
    .map((row) => /^t[sp]-(\d+)-\d+$/.exec(row.id)?.[1])
    .find((found) => found !== undefined);
  const head = `${prefix}-${seeded ?? cid}-`;
  const numbers = rows.map((row) => (row.id.startsWith(head) ? row.id.slice(head.length) : '')).filter((tail) => /^\d+$/.test(tail));
  return `${head}${String(Math.max(0, ...numbers.map(Number)) + 1).padStart(width, '0')}`;
}
