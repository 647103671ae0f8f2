/**
 * 返金可能額: for any payment and any sequence of refunds and status changes,
 * the amount shown equals the largest total the refund action accepts, found here by trying
 * every choice of tickets at every percent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRefund, refundableTotal, type RefundableTicket, type TicketStatus } from './refund-amount';
import { canChangeStatus } from './status-rules';

type Payment = { amount: number; refundedAmount: number; tickets: RefundableTicket[] };

const statuses: TicketStatus[] = ['enabled', 'consumed', 'expired', 'canceled', 'ignored'];
const remainingOf = (payment: Payment) => payment.amount - payment.refundedAmount;

/** Every non-empty subset of the tickets × every percent 0–100: the most any accepted refund moves. */
function largestAccepted(payment: Payment): number {
  const ids = payment.tickets.map((ticket) => ticket.id);
  let best = 0;
  for (let mask = 1; mask < 1 << ids.length; mask += 1) {
    const targets = ids.filter((_, index) => mask & (1 << index));
    for (let percent = 0; percent <= 100; percent += 1) {
      const check = checkRefund(payment.tickets, targets, percent, remainingOf(payment));
      if (check.ok) best = Math.max(best, check.quote.total);
    }
  }
  return best;
}

type Step = { kind: 'refund'; mask: number; percent: number } | { kind: 'status'; mask: number; to: TicketStatus } | { kind: 'use' | 'expire'; index: number };

/** Applies a step the way the server does: a refused request changes nothing. */
function apply(payment: Payment, step: Step): Payment {
  const pick = (mask: number) => payment.tickets.filter((_, index) => mask & (1 << index)).map((ticket) => ticket.id);
  if (step.kind === 'refund') {
    const check = checkRefund(payment.tickets, pick(step.mask), step.percent, remainingOf(payment));
    if (!check.ok) return payment;
    const lines = new Map(check.quote.lines.map((line) => [line.ticketId, line.amount]));
    return {
      ...payment,
      refundedAmount: payment.refundedAmount + check.quote.total,
      tickets: payment.tickets.map((ticket) =>
        lines.has(ticket.id) ? { ...ticket, status: 'canceled', refundedAmount: ticket.refundedAmount + (lines.get(ticket.id) ?? 0) } : ticket,
      ),
    };
  }
  if (step.kind === 'status') {
    const targets = new Set(pick(step.mask));
    const chosen = payment.tickets.filter((ticket) => targets.has(ticket.id));
    if (chosen.length === 0 || !chosen.every((ticket) => ticket.status === step.to || canChangeStatus(ticket.status, step.to))) return payment;
    return { ...payment, tickets: payment.tickets.map((ticket) => (targets.has(ticket.id) ? { ...ticket, status: step.to } : ticket)) };
  }
  // Use at the facility and the end of validity happen to enabled tickets without the manager.
  const next: TicketStatus = step.kind === 'use' ? 'consumed' : 'expired';
  return {
    ...payment,
    tickets: payment.tickets.map((ticket, index) => (index === step.index && ticket.status === 'enabled' ? { ...ticket, status: next } : ticket)),
  };
}

const payment = fc
  .array(fc.record({ price: fc.integer({ min: 0, max: 30_000 }), status: fc.constantFrom(...statuses) }), { minLength: 1, maxLength: 4 })
  .map((tickets): Payment => ({
    amount: tickets.reduce((sum, ticket) => sum + ticket.price, 0),
    refundedAmount: 0,
    tickets: tickets.map((ticket, index) => ({ id: `t${index}`, price: ticket.price, refundedAmount: 0, status: ticket.status })),
  }));

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('refund' as const), mask: fc.integer({ min: 0, max: 15 }), percent: fc.integer({ min: -5, max: 105 }) }),
  fc.record({ kind: fc.constant('status' as const), mask: fc.integer({ min: 0, max: 15 }), to: fc.constantFrom(...statuses) }),
  fc.record({ kind: fc.constantFrom('use' as const, 'expire' as const), index: fc.integer({ min: 0, max: 3 }) }),
);

describe('返金可能額 (refundableTotal)', () => {
  it('equals the largest refund the action accepts, after any refunds and status changes', () => {
    fc.assert(
      fc.property(payment, fc.array(step, { maxLength: 6 }), (initial, steps) => {
        let current = initial;
        expect(refundableTotal(current.tickets, remainingOf(current))).toBe(largestAccepted(current));
        for (const one of steps) {
          current = apply(current, one);
          expect(refundableTotal(current.tickets, remainingOf(current))).toBe(largestAccepted(current));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('leaves out used tickets and what a partial refund left on a cancelled ticket', () => {
    const tickets: RefundableTicket[] = [
      { id: 'a', price: 3960, refundedAmount: 0, status: 'enabled' },
      { id: 'b', price: 3960, refundedAmount: 0, status: 'consumed' },
      { id: 'c', price: 3960, refundedAmount: 1980, status: 'canceled' },
      { id: 'd', price: 3960, refundedAmount: 0, status: 'ignored' },
    ];
    // amount − refunded would say ¥13,860; only a and d can still be refunded.
    expect(refundableTotal(tickets, 4 * 3960 - 1980)).toBe(7920);
    expect(refundableTotal(tickets, 5000)).toBe(5000);
  });

  it('names why a refund is refused', () => {
    const tickets: RefundableTicket[] = [
      { id: 'a', price: 1100, refundedAmount: 0, status: 'enabled' },
      { id: 'b', price: 1100, refundedAmount: 0, status: 'consumed' },
    ];
    expect(checkRefund(tickets, [], 50, 2200)).toEqual({ ok: false, reason: 'noTargets' });
    expect(checkRefund(tickets, ['x'], 50, 2200)).toEqual({ ok: false, reason: 'unknownTarget' });
    for (const bad of [101, -5, 33.5, Number.NaN]) expect(checkRefund(tickets, ['a'], bad, 2200)).toEqual({ ok: false, reason: 'invalidPercent' });
    expect(checkRefund(tickets, ['a', 'b'], 50, 2200)).toEqual({ ok: false, reason: 'notRefundable' });
    expect(checkRefund(tickets, ['a'], 0, 2200)).toEqual({ ok: false, reason: 'zero' });
    expect(checkRefund(tickets, ['a'], 50, 2200)).toMatchObject({ ok: true, quote: { total: 550 } });
  });
});
