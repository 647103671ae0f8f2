/**
 * The refund arithmetic (docs/tickets.md): whole yen only, never more than what is left.
 * Per ticket: floor(price × percent / 100), capped by what is left to refund on that ticket;
 * the total is the sum, capped again by what is left on the payment.
 */
export type TicketStatus = 'enabled' | 'consumed' | 'expired' | 'canceled' | 'ignored';

export type RefundableTicket = { id: string; price: number; refundedAmount: number; status: TicketStatus };

export type RefundLine = { ticketId: string; amount: number };
export type RefundQuote = { lines: RefundLine[]; total: number };

/** A ticket can be refunded while it has money left and has not been used or cancelled. */
export const REFUNDABLE_STATUSES: readonly TicketStatus[] = ['enabled', 'expired', 'ignored'];

export const isValidPercent = (percent: number) => Number.isInteger(percent) && percent >= 0 && percent <= 100;

export const remainingOf = (ticket: RefundableTicket) => Math.max(0, ticket.price - ticket.refundedAmount);

export const isRefundable = (ticket: RefundableTicket) => REFUNDABLE_STATUSES.includes(ticket.status) && remainingOf(ticket) > 0;

/** What `percent` % of one ticket refunds, in whole yen (integers only: no float drift). */
export function ticketRefund(ticket: RefundableTicket, percent: number): number {
  if (!isValidPercent(percent) || !isRefundable(ticket)) return 0;
  return Math.min(Math.floor((ticket.price * percent) / 100), remainingOf(ticket));
}

/**
 * The exact amounts a refund of `targets` at `percent` % will move. Unknown or duplicate ids
 * count once or not at all; `paymentRemaining` caps the total (lines are trimmed from the end).
 */
export function quoteRefund(tickets: readonly RefundableTicket[], targets: readonly string[], percent: number, paymentRemaining: number): RefundQuote {
  let left = Math.max(0, Math.floor(paymentRemaining));
  const lines: RefundLine[] = [];
  for (const id of new Set(targets)) {
    const ticket = tickets.find((candidate) => candidate.id === id);
    if (!ticket) continue;
    const amount = Math.min(ticketRefund(ticket, percent), left);
    left -= amount;
    lines.push({ ticketId: id, amount });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** Why the refund action refuses a request (the screen says it; the server answers 422 with it). */
export type RefundRefusal = 'noTargets' | 'unknownTarget' | 'invalidPercent' | 'notRefundable' | 'zero';

export type RefundCheck = { ok: true; quote: RefundQuote } | { ok: false; reason: RefundRefusal };

/**
 * The one acceptance rule of a refund, used by the payment screen (machines/refund) and by the
 * fake server alike: at least one of the payment's tickets, a whole percent 0–100, every target
 * refundable, and more than ¥0 to move.
 */
export function checkRefund(tickets: readonly RefundableTicket[], targets: readonly string[], percent: number, paymentRemaining: number): RefundCheck {
  if (targets.length === 0) return { ok: false, reason: 'noTargets' };
  const chosen = [...new Set(targets)].map((id) => tickets.find((ticket) => ticket.id === id));
  if (chosen.some((ticket) => ticket === undefined)) return { ok: false, reason: 'unknownTarget' };
  if (!isValidPercent(percent)) return { ok: false, reason: 'invalidPercent' };
  if (!chosen.every((ticket) => isRefundable(ticket as RefundableTicket))) return { ok: false, reason: 'notRefundable' };
  const quote = quoteRefund(tickets, targets, percent, paymentRemaining);
  return quote.total > 0 ? { ok: true, quote } : { ok: false, reason: 'zero' };
}

/**
 * 返金可能額: the largest total `checkRefund` accepts for this payment now, i.e. every refundable
 * ticket at 100 %, capped by what is left on the payment. Used tickets, cancelled tickets and
 * what a partial refund left on a (now cancelled) ticket do not count: they cannot be refunded.
 */
export function refundableTotal(tickets: readonly RefundableTicket[], paymentRemaining: number): number {
  const open = tickets.filter(isRefundable).map((ticket) => ticket.id);
  return quoteRefund(tickets, open, 100, paymentRemaining).total;
}
