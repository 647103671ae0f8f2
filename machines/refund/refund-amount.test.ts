import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteRefund, remainingOf, ticketRefund, type RefundableTicket } from './refund-amount';

const status = fc.constantFrom('enabled', 'consumed', 'expired', 'canceled', 'ignored' as const);
const ticket = fc
  .record({ id: fc.uuid(), price: fc.integer({ min: 0, max: 2_000_000 }), refundedFraction: fc.integer({ min: 0, max: 100 }), status })
  .map(({ id, price, refundedFraction, status: s }): RefundableTicket => ({
    id,
    price,
    refundedAmount: Math.floor((price * refundedFraction) / 100),
    status: s,
  }));
const tickets = fc.uniqueArray(ticket, { selector: (t) => t.id, minLength: 0, maxLength: 12 });
const percent = fc.integer({ min: 0, max: 100 });

describe('refund arithmetic (docs/tickets.md)', () => {
  it('is whole yen, never more than what is left on each ticket or on the payment', () => {
    fc.assert(
      fc.property(tickets, percent, fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (list, p, cap, useCap) => {
        const remaining = useCap ? cap : list.reduce((sum, t) => sum + remainingOf(t), 0);
        const ids = list.map((t) => t.id);
        const quote = quoteRefund(list, [...ids, ...ids], p, remaining);
        expect(Number.isInteger(quote.total)).toBe(true);
        expect(quote.total).toBeGreaterThanOrEqual(0);
        expect(quote.total).toBeLessThanOrEqual(remaining);
        expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
        expect(quote.lines).toHaveLength(new Set(ids).size);
        for (const line of quote.lines) {
          const t = list.find((candidate) => candidate.id === line.ticketId)!;
          expect(Number.isInteger(line.amount)).toBe(true);
          expect(line.amount).toBeLessThanOrEqual(remainingOf(t));
          expect(line.amount).toBeLessThanOrEqual(Math.floor((t.price * p) / 100));
        }
      }),
    );
  });

  it('refunds floor(price × percent / 100) per open ticket when nothing caps it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), percent, (price, p) => {
        const t: RefundableTicket = { id: 'a', price, refundedAmount: 0, status: 'enabled' };
        expect(ticketRefund(t, p)).toBe(Math.floor((price * p) / 100));
      }),
    );
  });

  it('refunds nothing for used or cancelled tickets, or an invalid percent', () => {
    const base = { id: 'a', price: 1100, refundedAmount: 0 };
    expect(ticketRefund({ ...base, status: 'consumed' }, 100)).toBe(0);
    expect(ticketRefund({ ...base, status: 'canceled' }, 100)).toBe(0);
    expect(ticketRefund({ ...base, status: 'enabled' }, 101)).toBe(0);
    expect(ticketRefund({ ...base, status: 'enabled' }, 12.5)).toBe(0);
    expect(ticketRefund({ ...base, status: 'enabled' }, 50)).toBe(550);
    expect(ticketRefund({ ...base, status: 'expired', refundedAmount: 1000 }, 50)).toBe(100);
  });

  it('can never refund a payment twice past its amount, however the refunds are split', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 5 }),
        fc.array(percent, { minLength: 1, maxLength: 6 }),
        (prices, percents) => {
          let list: RefundableTicket[] = prices.map((price, i) => ({ id: `t${i}`, price, refundedAmount: 0, status: 'ignored' }));
          const amount = prices.reduce((sum, price) => sum + price, 0);
          let refunded = 0;
          for (const p of percents) {
            const quote = quoteRefund(
              list,
              list.map((t) => t.id),
              p,
              amount - refunded,
            );
            refunded += quote.total;
            list = list.map((t) => ({ ...t, refundedAmount: t.refundedAmount + (quote.lines.find((l) => l.ticketId === t.id)?.amount ?? 0) }));
          }
          expect(refunded).toBeLessThanOrEqual(amount);
        },
      ),
    );
  });
});
