import { refundableTotal } from '@machines/refund/refund-amount';
import type { Issuability, TicketSource } from '@/api/ticket-sources';
import type { TicketPayment } from '@/api/ticket-payments';
import { ticketsJa } from '@/messages/tickets';
import { taxIncluded } from '@/lib/money';
import { failure } from '../lib/http';
import { ticketTables, type TicketPaymentRow, type TicketRow, type TicketSourceRow, type TicketTables } from '../models/tickets';
import { requireAbility } from './auth-guard';
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
  const { corporationId: _c, ...rest } = row;
  return {
    id: rest.id,
    name: rest.name,
    description: rest.description,
    facility: { id: rest.facility.id, name: rest.facility.name },
    price: rest.price,
    quantity: rest.quantity,
    soldCount: rest.soldCount,
    saleStartAt: rest.saleStartAt,
    saleEndAt: rest.saleEndAt,
    validDays: rest.validDays,
    saleStatus: rest.saleStatus,
    issuability: issuabilityOf(row),
    createdAt: rest.createdAt,
    updatedAt: rest.updatedAt,
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

export function requirePayment(t: TicketTables, cid: string, id: string | undefined): TicketPaymentRow {
  const row = id ? t.payments.find(id) : null;
  if (!row || row.corporationId !== cid) throw failure(404, msg.paymentNotFound);
  return row;
}

export function requireSource(t: TicketTables, cid: string, id: string | undefined): TicketSourceRow {
  const row = id ? t.sources.find(id) : null;
  if (!row || row.corporationId !== cid) throw failure(404, msg.sourceNotFound);
  return row;
}

/** Tax-included price: src/lib's one rule (kept under this name for the seeds and fixtures). */
export const withTax = taxIncluded;

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
  const corporation = seeded ?? cid;
  const head = `${prefix}-${corporation}-`;
  const highest = rows.reduce((max, row) => {
    const tail = row.id.startsWith(head) ? row.id.slice(head.length) : '';
    return /^\d+$/.test(tail) ? Math.max(max, Number(tail)) : max;
  }, 0);
  return `${prefix}-${corporation}-${String(highest + 1).padStart(width, '0')}`;
}
