import type { Issuability, TicketSource } from '@/api/ticket-sources';
import type { TicketPayment } from '@/api/ticket-payments';
import { ticketsJa } from '@/messages/tickets';
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
  return {
    id: row.id,
    source: { id: row.sourceId, name: row.sourceName },
    facility: row.facility,
    owner: row.owner,
    paidAt: row.paidAt,
    quantity: row.quantity,
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    refundableAmount: Math.max(0, row.amount - row.refundedAmount),
    tickets: t.tickets.find(row.ticketIds).map(toTicket),
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

/** Tax-included price: round(price × 1.1) in integers (DECISIONS §6). */
export const withTax = (price: number) => Math.round((price * 11) / 10);

/** CSV as Excel opens Japanese correctly: UTF-8 BOM, CRLF (DECISIONS §6). */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
