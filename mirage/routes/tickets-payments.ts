import { Response } from 'miragejs';
import { checkRefund, type RefundRefusal } from '@machines/refund/refund-amount';
import { canChangeStatus } from '@machines/refund/status-rules';
import { ticketStatuses, type TicketStatus } from '@/api/ticket-values';
import { ticketsJa } from '@/messages/tickets';
import { failure } from '../lib/http';
import { nowIso } from '../lib/time';
import type { TicketPaymentRow, TicketRow, TicketTables } from '../models/tickets';
import type { AppServer } from './define-routes';
import { msg, nextTicketId, requirePayment, ticketRoutes, toPayment } from './tickets-shared';

/** The refusals of the refund rule (machines/refund/refund-amount.ts `checkRefund`), as the screen says them. */
const refusalMessage: Record<RefundRefusal, string> = {
  noTargets: msg.targetsRequired,
  unknownTarget: msg.targetsUnknown,
  invalidPercent: msg.percentInvalid,
  notRefundable: ticketsJa.payment.refundNotRefundable,
  zero: ticketsJa.payment.refundZero,
};

/** The targets of a body: a non-empty list of this payment's ticket ids. */
function targetTickets(t: TicketTables, payment: TicketPaymentRow, targets: unknown): TicketRow[] {
  if (!Array.isArray(targets) || targets.length === 0 || !targets.every((id) => typeof id === 'string')) throw failure(422, msg.targetsRequired);
  const ids = [...new Set(targets as string[])];
  if (!ids.every((id) => payment.ticketIds.includes(id))) throw failure(422, msg.targetsUnknown);
  return t.tickets.find(ids);
}

/** The refund by the screen's rule (`checkRefund`): targets become cancelled; their cancel request stays as history (cancel-waitings are enabled only). */
function applyRefund(t: TicketTables, cid: string, payment: TicketPaymentRow, body: Record<string, unknown>) {
  const tickets = targetTickets(t, payment, body.targets);
  const percent = typeof body.refundPercent === 'number' ? body.refundPercent : Number.NaN;
  const ids = tickets.map((ticket) => ticket.id);
  const check = checkRefund(tickets, ids, percent, payment.amount - payment.refundedAmount);
  if (!check.ok) throw failure(422, refusalMessage[check.reason]);
  for (const line of check.quote.lines) {
    const ticket = tickets.find((candidate) => candidate.id === line.ticketId) as TicketRow;
    t.tickets.update(ticket.id, { refundedAmount: ticket.refundedAmount + line.amount, status: 'canceled' });
  }
  const updated = t.payments.update(payment.id, { refundedAmount: payment.refundedAmount + check.quote.total });
  const id = nextTicketId(t.refunds.where({ corporationId: cid }), 'tr', t, cid);
  const refund = { refundedAt: nowIso(), refundPercent: percent, amount: check.quote.total, items: check.quote.lines };
  t.refunds.insert({ id, corporationId: cid, paymentId: payment.id, ...refund });
  return { payment: toPayment(t, updated), refund: { id, ...refund } };
}

export function registerTicketPaymentRoutes(server: AppServer): void {
  const routes = ticketRoutes(server);
  const base = '/api/corporations/:cid/ticket-payments/:id';

  routes.get(base, ({ cid, t, params }) => ({ payment: toPayment(t, requirePayment(t, cid, params.id)) }));

  /** Idempotent: a key's first answer (success or refusal) is replayed for the same body; the same key with another body is refused. */
  routes.post(`${base}/refund/`, ({ cid, t, params, header, json }) => {
    const key = header('idempotency-key')?.trim();
    if (!key) throw failure(400, msg.idempotencyKeyMissing);
    const body = json();
    const fingerprint = JSON.stringify([params.id, body.targets, body.refundPercent]);
    const seen = t.idempotency.findBy({ corporationId: cid, key });
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw failure(422, msg.idempotencyKeyReused);
      return new Response(seen.status, { 'Idempotent-Replayed': 'true' }, seen.body);
    }
    let status = 200;
    let answer: object;
    try {
      answer = applyRefund(t, cid, requirePayment(t, cid, params.id), body);
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      ({ code: status, data: answer } = error as unknown as { code: number; data: object });
    }
    t.idempotency.insert({ corporationId: cid, key, fingerprint, status, body: answer });
    return new Response(status, {}, answer);
  });

  routes.put(`${base}/status/`, ({ cid, t, params, json }) => {
    const payment = requirePayment(t, cid, params.id);
    const body = json();
    const tickets = targetTickets(t, payment, body.targets);
    const newStatus = body.newStatus as TicketStatus;
    if (!ticketStatuses.includes(newStatus)) throw failure(422, msg.newStatusInvalid);
    // Idempotent like any PUT: a ticket already in the new status is left as it is.
    const refused = tickets.find((ticket) => ticket.status !== newStatus && !canChangeStatus(ticket.status, newStatus));
    if (refused) throw failure(422, msg.statusNotAllowed(ticketsJa.ticketStatus[refused.status], ticketsJa.ticketStatus[newStatus]));
    // The cancel request stays as history: only enabled tickets wait (cancel-waitings).
    for (const ticket of tickets) t.tickets.update(ticket.id, { status: newStatus });
    return { payment: toPayment(t, t.payments.find(payment.id) as TicketPaymentRow) };
  });
}
