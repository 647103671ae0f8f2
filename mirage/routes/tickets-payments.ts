import { Response } from 'miragejs';
import { quoteRefund, isRefundable, isValidPercent } from '@machines/refund/refund-amount';
import { canChangeStatus } from '@machines/refund/status-rules';
import { ticketStatuses, type TicketStatus } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import { failure } from '../lib/http';
import { nowIso } from '../lib/time';
import type { TicketPaymentRow, TicketRow, TicketTables } from '../models/tickets';
import type { defineRoutes } from './define-routes';
import { msg, requirePayment, ticketScope, toPayment } from './tickets-shared';

/** The targets of a body: a non-empty list of this payment's ticket ids. */
function targetTickets(t: TicketTables, payment: TicketPaymentRow, targets: unknown): TicketRow[] {
  if (!Array.isArray(targets) || targets.length === 0 || !targets.every((id) => typeof id === 'string')) throw failure(422, msg.targetsRequired);
  const ids = [...new Set(targets as string[])];
  if (!ids.every((id) => payment.ticketIds.includes(id))) throw failure(422, msg.targetsUnknown);
  return t.tickets.find(ids);
}

/** The refund itself: the same arithmetic as the screen (machines/refund/refund-amount.ts). */
function applyRefund(t: TicketTables, cid: string, payment: TicketPaymentRow, body: Record<string, unknown>) {
  const tickets = targetTickets(t, payment, body.targets);
  const percent = body.refundPercent;
  if (typeof percent !== 'number' || !isValidPercent(percent)) throw failure(422, msg.percentInvalid);
  if (!tickets.every(isRefundable)) throw failure(422, ticketsJa.payment.refundNotRefundable);
  const quote = quoteRefund(tickets, tickets.map((ticket) => ticket.id), percent, payment.amount - payment.refundedAmount);
  if (quote.total <= 0) throw failure(422, ticketsJa.payment.refundZero);
  const refundedAt = nowIso();
  for (const line of quote.lines) {
    const ticket = tickets.find((candidate) => candidate.id === line.ticketId) as TicketRow;
    t.tickets.update(ticket.id, { refundedAmount: ticket.refundedAmount + line.amount, status: 'canceled', cancelRequestedAt: null });
  }
  const updated = t.payments.update(payment.id, { refundedAmount: payment.refundedAmount + quote.total });
  const refund = t.refunds.insert({ corporationId: cid, paymentId: payment.id, refundedAt, refundPercent: percent, amount: quote.total, items: quote.lines });
  const { id, amount, items, refundPercent } = refund;
  return { payment: toPayment(t, updated), refund: { id, refundedAt, refundPercent, amount, items } };
}

export function registerTicketPaymentRoutes(routes: ReturnType<typeof defineRoutes>): void {
  const base = '/api/corporations/:cid/ticket-payments/:id';

  routes.get(base, (context) => {
    const { cid, t } = ticketScope(context);
    return { payment: toPayment(t, requirePayment(t, cid, context.params.id)) };
  });

  /**
   * Idempotent: the first answer (success or refusal) for a key is stored and replayed for any
   * request with the same key and body; the same key with another body is refused.
   */
  const refund = (context: Parameters<Parameters<typeof routes.post>[1]>[0]) => {
    const { cid, t } = ticketScope(context);
    const key = context.header('idempotency-key')?.trim();
    if (!key) throw failure(400, msg.idempotencyKeyMissing);
    const body = context.json();
    const fingerprint = JSON.stringify([context.params.id, body.targets, body.refundPercent]);
    const seen = t.idempotency.findBy({ corporationId: cid, key });
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw failure(422, msg.idempotencyKeyReused);
      return new Response(seen.status, { 'Idempotent-Replayed': 'true' }, seen.body);
    }
    let status = 200;
    let answer: object;
    try {
      answer = applyRefund(t, cid, requirePayment(t, cid, context.params.id), body);
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const refused = error as unknown as { code: number; data: object };
      status = refused.code;
      answer = refused.data;
    }
    t.idempotency.insert({ corporationId: cid, key, fingerprint, status, body: answer });
    return new Response(status, {}, answer);
  };
  routes.post(`${base}/refund/`, refund);

  const status = (context: Parameters<Parameters<typeof routes.put>[1]>[0]) => {
    const { cid, t } = ticketScope(context);
    const payment = requirePayment(t, cid, context.params.id);
    const body = context.json();
    const tickets = targetTickets(t, payment, body.targets);
    const to = body.newStatus;
    if (typeof to !== 'string' || !ticketStatuses.includes(to as TicketStatus)) throw failure(422, msg.newStatusInvalid);
    const newStatus = to as TicketStatus;
    // Idempotent like any PUT: a ticket already in the new status is left as it is.
    const refused = tickets.find((ticket) => ticket.status !== newStatus && !canChangeStatus(ticket.status, newStatus));
    if (refused) throw failure(422, msg.statusNotAllowed(ticketsJa.ticketStatus[refused.status], ticketsJa.ticketStatus[newStatus]));
    for (const ticket of tickets) {
      t.tickets.update(ticket.id, { status: newStatus, cancelRequestedAt: newStatus === 'enabled' ? ticket.cancelRequestedAt : null });
    }
    return { payment: toPayment(t, t.payments.find(payment.id) as TicketPaymentRow) };
  };
  routes.put(`${base}/status/`, status);
}
