import type { CancelWaitingPayment, CancelWaitings } from '@/api/ticket-summaries';
import type { Ticket } from '@/api/ticket-sources';
import { epochOf } from '@/lib/dates';

type WaitingPayment = CancelWaitingPayment & {
  /** The earliest cancel request among the payment's waiting tickets, when the answer lists one. */
  firstRequestedAt?: string;
};

/** A request's instant, for ordering; one the answer lacks or garbles sorts after every dated one. */
const instantOf = (value: string | null | undefined) => epochOf(value) ?? Number.POSITIVE_INFINITY;

const byRequest = <T>(rows: T[], at: (row: T) => string | null | undefined): T[] =>
  rows
    .map((row, index) => ({ row, index, time: instantOf(at(row)) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ row }) => row);

/** The cancel-waitings as staff work through them, the oldest request first whatever the server's order; a payment's is its first waiting ticket's. */
export function orderCancelWaitings(data: CancelWaitings): { payments: WaitingPayment[]; tickets: Ticket[] } {
  const tickets = byRequest(data.tickets, (ticket) => ticket.cancelRequestedAt);
  const first = new Map<string, string>();
  for (const ticket of tickets) if (ticket.cancelRequestedAt && !first.has(ticket.paymentId)) first.set(ticket.paymentId, ticket.cancelRequestedAt);
  const payments = data.payments.map((payment) => ({ ...payment, firstRequestedAt: first.get(payment.id) }));
  return { payments: byRequest(payments, (payment) => payment.firstRequestedAt), tickets };
}
