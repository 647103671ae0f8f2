import { type } from 'arktype';
import { request } from './client';
import { apiPath } from './operations';
import { FacilityRef, Owner, Ticket, TicketStatus } from './ticket-sources';
import { checked } from './validate';

export const Refund = type({
  id: 'string',
  refundedAt: 'string',
  refundPercent: '0 <= number.integer <= 100',
  amount: 'number.integer >= 0',
  items: type({ ticketId: 'string', amount: 'number.integer >= 0' }).array(),
});
export type Refund = typeof Refund.infer;

/** One purchase of tickets. Amounts are whole yen, tax included, as the holder paid. */
export const TicketPayment = type({
  id: 'string',
  source: type({ id: 'string', name: 'string' }),
  facility: FacilityRef,
  owner: Owner.or('null'),
  paidAt: 'string',
  quantity: 'number.integer >= 1',
  amount: 'number.integer >= 0',
  refundedAmount: 'number.integer >= 0',
  /** amount − refundedAmount: never refund more than this. */
  refundableAmount: 'number.integer >= 0',
  tickets: Ticket.array(),
  refunds: Refund.array(),
});
export type TicketPayment = typeof TicketPayment.infer;

export type RefundRequest = { targets: string[]; refundPercent: number };
export type StatusChangeRequest = { targets: string[]; newStatus: TicketStatus };

export const PaymentOne = type({ payment: TicketPayment });
export const RefundAnswer = type({ payment: TicketPayment, refund: Refund });

const ids = (cid: string, id: string) => ({ corporationId: cid, paymentId: id });

export async function getTicketPayment(cid: string, id: string): Promise<TicketPayment> {
  return checked(PaymentOne, await request(apiPath('getTicketPayment', ids(cid, id))), 'ticket payment').payment;
}

/** The Idempotency-Key makes a repeated request (double click, retry, reload) answer the first result. */
export async function refundTicketPayment(cid: string, id: string, body: RefundRequest, idempotencyKey: string) {
  const data = await request(apiPath('refundTicketPayment', ids(cid, id)), { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
  return checked(RefundAnswer, data, 'ticket refund');
}

export async function changeTicketStatus(cid: string, id: string, body: StatusChangeRequest): Promise<TicketPayment> {
  return checked(PaymentOne, await request(apiPath('changeTicketStatus', ids(cid, id)), { method: 'PUT', body }), 'ticket status').payment;
}
