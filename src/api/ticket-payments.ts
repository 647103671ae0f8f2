import type { QueryClient } from '@tanstack/react-query';
import { request } from './client';
import type { AppMutation } from './mutation';
import { apiPath } from './api-path';
import { ticketKeys } from './query-keys';
import { reads } from './reads';
import { FacilityRef, Owner, Ticket, TicketStatus } from './ticket-sources';
import { checked } from './validate';
import { count, dateTime, id, lazySchema, type Infer, type } from './wire';

export const Refund = lazySchema(() =>
  type({ id, refundedAt: dateTime, refundPercent: '0 <= number.integer <= 100', amount: count, items: type({ ticketId: id, amount: count }).array() }),
);
export type Refund = Infer<typeof Refund>;

/** One purchase of tickets. Amounts are whole yen, tax included, as the holder paid. */
export const TicketPayment = lazySchema(() =>
  type({
    id,
    source: type({ id, name: 'string' }),
    facility: FacilityRef(),
    owner: Owner().or('null'),
    paidAt: dateTime,
    quantity: 'number.integer >= 1',
    amount: count,
    refundedAmount: count,
    /** amount − refundedAmount: never refund more than this. */
    refundableAmount: count,
    tickets: Ticket().array(),
    refunds: Refund().array(),
  }),
);
export type TicketPayment = Infer<typeof TicketPayment>;

export type RefundRequest = { targets: string[]; refundPercent: number };
export type StatusChangeRequest = { targets: string[]; newStatus: TicketStatus };

export const PaymentOne = lazySchema(() => type({ payment: TicketPayment() }));
export const RefundAnswer = lazySchema(() => type({ payment: TicketPayment(), refund: Refund() }));

const ids = (cid: string, id: string) => ({ corporationId: cid, paymentId: id });

export const readTicketPayment = (data: unknown): TicketPayment => checked(PaymentOne(), data, 'getTicketPayment').payment;

/** The Idempotency-Key makes a repeated request (double click, retry, reload) answer the first result. */
export async function refundTicketPayment(cid: string, id: string, body: RefundRequest, idempotencyKey: string) {
  const data = await request(apiPath('refundTicketPayment', ids(cid, id)), { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
  return checked(RefundAnswer(), data, 'refundTicketPayment');
}

export async function changeTicketStatus(cid: string, id: string, body: StatusChangeRequest): Promise<TicketPayment> {
  return checked(PaymentOne(), await request(apiPath('changeTicketStatus', ids(cid, id)), { method: 'PUT', body }), 'changeTicketStatus').payment;
}

/** A refund as the refund machine sends it: the key made at confirmation goes with the body. */
export type RefundSubmission = RefundRequest & { key: string };
export type RefundAnswer = Infer<typeof RefundAnswer>;

/** A changed payment: what the server answered is shown at once; its tickets' lists, the summaries and the cancel-waitings are stale. */
const changedPayment = (cid: string, paymentId: string) => ({
  invalidates: () => [ticketKeys.sources(cid), ticketKeys.summaries(cid)],
  setPayment: (queryClient: QueryClient, payment: TicketPayment) => queryClient.setQueryData(reads.ticketPayment(cid, paymentId).key, payment),
});

export const ticketPaymentMutations = {
  refund: (cid: string, paymentId: string): AppMutation<RefundSubmission, RefundAnswer> => {
    const { invalidates, setPayment } = changedPayment(cid, paymentId);
    return {
      mutationFn: ({ key, targets, refundPercent }) => refundTicketPayment(cid, paymentId, { targets, refundPercent }, key),
      invalidates,
      updateCache: (queryClient, answer) => setPayment(queryClient, answer.payment),
    };
  },
  changeStatus: (cid: string, paymentId: string): AppMutation<StatusChangeRequest, TicketPayment> => {
    const { invalidates, setPayment } = changedPayment(cid, paymentId);
    return { mutationFn: (body) => changeTicketStatus(cid, paymentId, body), invalidates, updateCache: setPayment };
  },
};
