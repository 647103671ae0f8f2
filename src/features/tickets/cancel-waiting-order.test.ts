import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CancelWaitingPayment } from '@/api/ticket-summaries';
import type { Ticket } from '@/api/ticket-sources';
import { orderCancelWaitings } from './cancel-waiting-order';

const payment = (id: string): CancelWaitingPayment => ({
  id,
  paidAt: '2026-11-01T10:00:00+09:00',
  sourceName: '回数券',
  owner: null,
  amount: 1100,
  waitingTicketCount: 1,
});
const ticket = (id: string, paymentId: string, cancelRequestedAt: string | null): Ticket =>
  ({
    id,
    code: id,
    sourceId: 's1',
    sourceName: '回数券',
    paymentId,
    status: 'enabled',
    price: 1100,
    refundedAmount: 0,
    owner: null,
    issuedAt: '2026-11-01T10:00:00+09:00',
    validUntil: '2026-12-01T10:00:00+09:00',
    consumedAt: null,
    cancelRequestedAt,
  }) as Ticket;

describe('orderCancelWaitings', () => {
  it('puts the oldest request first in both tables, reading instants across offsets', () => {
    const tickets = [
      ticket('t1', 'p1', '2026-11-25T09:00:00+09:00'),
      ticket('t2', 'p2', '2026-11-24T23:30:00Z'), // 2026-11-25 08:30 in Tokyo
      ticket('t3', 'p3', '2026-11-20T12:00:00+09:00'),
      ticket('t4', 'p1', '2026-11-19T12:00:00+09:00'),
    ];
    const ordered = orderCancelWaitings({ payments: [payment('p1'), payment('p2'), payment('p3')], tickets });
    expect(ordered.tickets.map((t) => t.id)).toEqual(['t4', 't3', 't2', 't1']);
    // A payment waits since its first ticket's request.
    expect(ordered.payments.map((p) => [p.id, p.firstRequestedAt])).toEqual([
      ['p1', '2026-11-19T12:00:00+09:00'],
      ['p3', '2026-11-20T12:00:00+09:00'],
      ['p2', '2026-11-24T23:30:00Z'],
    ]);
  });

  it('keeps a payment the answer lists no ticket for, after the dated ones, with no request time', () => {
    const ordered = orderCancelWaitings({
      payments: [payment('lonely'), payment('p1')],
      tickets: [ticket('t1', 'p1', '2026-11-25T09:00:00+09:00'), ticket('t2', 'p1', null)],
    });
    expect(ordered.payments.map((p) => [p.id, p.firstRequestedAt])).toEqual([
      ['p1', '2026-11-25T09:00:00+09:00'],
      ['lonely', undefined],
    ]);
    expect(ordered.tickets.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('gives the same order whatever order the server sends', () => {
    const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms).toISOString());
    const rows = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), at: instant }), { selector: (row) => row.at, maxLength: 12 });
    fc.assert(
      fc.property(rows, fc.func(fc.integer()), (rows, rank) => {
        const tickets = rows.map((row) => ticket(`t-${row.id}`, `p-${row.id}`, row.at));
        const payments = rows.map((row) => payment(`p-${row.id}`));
        const shuffled = <T>(list: T[]) =>
          list
            .map((item, index) => ({ item, key: rank(index) }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const a = orderCancelWaitings({ payments, tickets });
        const b = orderCancelWaitings({ payments: shuffled(payments), tickets: shuffled(tickets) });
        expect(b.tickets.map((t) => t.id)).toEqual(a.tickets.map((t) => t.id));
        expect(b.payments.map((p) => p.id)).toEqual(a.payments.map((p) => p.id));
        expect(a.tickets.map((t) => Date.parse(t.cancelRequestedAt!))).toEqual([...rows.map((row) => Date.parse(row.at))].sort((x, y) => x - y));
      }),
    );
  });
});
