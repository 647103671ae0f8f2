import { assign, fromPromise, setup } from 'xstate';
import { checkRefund, type RefundableTicket, type TicketStatus } from './refund-amount';
import { canChangeStatus } from './status-rules';

/**
 * The payment screen's refund and status-change flow (docs/tickets.md). Pure: the HTTP calls and
 * the Idempotency-Key store are named here and provided by the screen. The calls are the screen's
 * mutations (src/ui/use-app-mutation.ts), which alone notify and update the cached payment, so
 * the machine names no notification of its own: one way to tell the user, not two.
 *
 * A refund's key is made when the user confirms and kept (storePending) until the server answers.
 * A definite refusal (4xx) drops it; an uncertain failure (network, timeout, 5xx) keeps it, and
 * the only way on is `refund.retry` with the same key and body, which the server answers once.
 */
export type PendingRefund = { key: string; targets: string[]; refundPercent: number };

export type RefundInput = {
  paymentId: string;
  tickets: RefundableTicket[];
  paymentRemaining: number;
  /** A refund sent before a reload and not answered yet: it is sent again with the same key. */
  pending?: PendingRefund | null;
};

export type RefundContext = Omit<RefundInput, 'pending'> & {
  targets: string[];
  percent: number;
  newStatus: TicketStatus | null;
  key: string | null;
  error: unknown;
  lastRefundTotal: number | null;
};

export type RefundEvent =
  | { type: 'payment.loaded'; tickets: RefundableTicket[]; paymentRemaining: number }
  | { type: 'selection.toggle'; ticketId: string }
  | { type: 'selection.set'; ticketIds: string[] }
  | { type: 'refund.setPercent'; percent: number }
  | { type: 'status.choose'; status: TicketStatus | null }
  | { type: 'refund.review' }
  | { type: 'refund.confirm' }
  | { type: 'refund.cancel' }
  | { type: 'refund.retry' }
  | { type: 'status.review' }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' };

export type SubmitRefundInput = { paymentId: string; key: string; targets: string[]; refundPercent: number };
export type SubmitStatusInput = { paymentId: string; targets: string[]; newStatus: TicketStatus };

/** Did the server perhaps act on it? No answer, a timeout or a server error: we cannot know. */
export function isUncertainFailure(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status !== 'number' || status === 0 || status === 408 || status >= 500;
}

/** Every selected ticket may move to `to` (machines/refund/status-rules.ts). */
const statusFits = (context: RefundContext, to: TicketStatus) =>
  context.targets.every((id) => context.tickets.some((ticket) => ticket.id === id && canChangeStatus(ticket.status, to)));

/** Whether the refund action would accept the current choice, or why not (the same rule as the server). */
export const refundCheckOf = (context: RefundContext) => checkRefund(context.tickets, context.targets, context.percent, context.paymentRemaining);

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput,
  },
  actors: {
    submitRefund: fromPromise<{ total: number }, SubmitRefundInput>(() => Promise.reject(new Error('submitRefund not provided'))),
    submitStatus: fromPromise<unknown, SubmitStatusInput>(() => Promise.reject(new Error('submitStatus not provided'))),
  },
  actions: {
    assignKey: assign({ key: () => globalThis.crypto.randomUUID() }),
    /** A chosen status that the new selection cannot take is forgotten, so the menu never shows it. */
    dropImpossibleStatus: assign({ newStatus: ({ context }) => (context.newStatus && statusFits(context, context.newStatus) ? context.newStatus : null) }),
    storePending: () => undefined,
    clearPending: () => undefined,
  },
  guards: {
    hasPending: ({ context }) => context.key !== null,
    canReviewRefund: ({ context }) => refundCheckOf(context).ok,
    canReviewStatus: ({ context }) => context.newStatus !== null && context.targets.length > 0 && statusFits(context, context.newStatus),
    isUncertain: ({ event }) => isUncertainFailure((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    tickets: input.tickets,
    paymentRemaining: input.paymentRemaining,
    targets: input.pending?.targets ?? [],
    percent: input.pending?.refundPercent ?? 100,
    newStatus: null,
    key: input.pending?.key ?? null,
    error: null,
    lastRefundTotal: null,
  }),
  initial: 'boot',
  on: {
    'payment.loaded': {
      actions: [
        assign(({ context, event }) => ({
          tickets: event.tickets,
          paymentRemaining: event.paymentRemaining,
          targets: context.targets.filter((id) => event.tickets.some((ticket) => ticket.id === id)),
        })),
        'dropImpossibleStatus',
      ],
    },
  },
  states: {
    boot: {
      always: [{ guard: 'hasPending', target: 'refundSubmitting' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'selection.toggle': {
          actions: [
            assign({
              targets: ({ context, event }) =>
                context.targets.includes(event.ticketId) ? context.targets.filter((id) => id !== event.ticketId) : [...context.targets, event.ticketId],
            }),
            'dropImpossibleStatus',
          ],
        },
        'selection.set': { actions: [assign({ targets: ({ event }) => [...new Set(event.ticketIds)] }), 'dropImpossibleStatus'] },
        'refund.setPercent': { actions: assign({ percent: ({ event }) => event.percent }) },
        'status.choose': { actions: assign({ newStatus: ({ event }) => event.status }) },
        'refund.review': { guard: 'canReviewRefund', target: 'refundConfirming', actions: assign({ error: null }) },
        'status.review': { guard: 'canReviewStatus', target: 'statusConfirming', actions: assign({ error: null }) },
      },
    },
    refundConfirming: {
      on: {
        'refund.confirm': { target: 'refundSubmitting', actions: ['assignKey', 'storePending'] },
        'refund.cancel': { target: 'editing' },
      },
    },
    refundSubmitting: {
      invoke: {
        src: 'submitRefund',
        input: ({ context }) => ({
          paymentId: context.paymentId,
          key: context.key as string,
          targets: context.targets,
          refundPercent: context.percent,
        }),
        onDone: {
          target: 'editing',
          actions: ['clearPending', assign({ lastRefundTotal: ({ event }) => event.output.total, targets: [], key: null, error: null })],
        },
        onError: [
          { guard: 'isUncertain', target: 'refundUncertain', actions: assign({ error: ({ event }) => event.error }) },
          { target: 'editing', actions: ['clearPending', assign({ key: null, error: ({ event }) => event.error })] },
        ],
      },
    },
    refundUncertain: {
      on: { 'refund.retry': { target: 'refundSubmitting' } },
    },
    statusConfirming: {
      on: {
        'status.confirm': { target: 'statusSubmitting' },
        'status.cancel': { target: 'editing' },
      },
    },
    statusSubmitting: {
      invoke: {
        src: 'submitStatus',
        input: ({ context }) => ({ paymentId: context.paymentId, targets: context.targets, newStatus: context.newStatus as TicketStatus }),
        onDone: {
          target: 'editing',
          actions: assign({ targets: [], newStatus: null, error: null }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});
