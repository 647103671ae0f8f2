import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { refundCheckOf, refundMachine, type SubmitRefundInput, type SubmitStatusInput } from '@machines/refund/refund.machine';
import { commonNextStatuses } from '@machines/refund/status-rules';
import { ticketPaymentMutations, type TicketPayment } from '@/api/ticket-payments';
import { formatYen } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useDraft, type DraftSource } from '@/ui/form/use-draft';
import { useAppMutation } from '@/ui/use-app-mutation';
import { PaymentTickets } from './payment-tickets';
import { readPendingRefund, writePendingRefund } from './pending-refund';
import { parsePercent, RefundPanel } from './refund-panel';
import { StatusPanel } from './status-panel';

const p = ticketsJa.payment;

const refundable = (payment: TicketPayment) => payment.tickets.map(({ id, price, refundedAmount, status }) => ({ id, price, refundedAmount, status }));
/** What is left on the payment: the cap of any refund (the tickets' rules cap it further). */
const remaining = (payment: TicketPayment) => Math.max(0, payment.amount - payment.refundedAmount);

/**
 * Refund and status change of one payment's tickets, driven by machines/refund (docs/tickets.md): the machine owns the flow (never twice, the kept
 * Idempotency-Key); its two calls are the screen's mutations, which alone show the spinner and the toast and write the answer into the cache.
 */
export function PaymentWorkspace({ cid, payment }: { cid: string; payment: TicketPayment }) {
  const refund = useAppMutation(ticketPaymentMutations.refund(cid, payment.id), { success: (answer) => p.refundDone(formatYen(answer.refund.amount)) });
  const status = useAppMutation(ticketPaymentMutations.changeStatus(cid, payment.id), { success: p.statusDone });
  // Made once: `mutateAsync` is stable for the life of the component.
  const [machine] = useState(() =>
    refundMachine.provide({
      actors: {
        submitRefund: fromPromise(async ({ input }: { input: SubmitRefundInput }) => {
          const answer = await refund.mutateAsync({ key: input.key, targets: input.targets, refundPercent: input.refundPercent });
          return { total: answer.refund.amount };
        }),
        submitStatus: fromPromise<unknown, SubmitStatusInput>(({ input }) => status.mutateAsync({ targets: input.targets, newStatus: input.newStatus })),
      },
      actions: {
        storePending: ({ context }) =>
          writePendingRefund(cid, context.paymentId, { key: context.key as string, targets: context.targets, refundPercent: context.percent }),
        clearPending: ({ context }) => writePendingRefund(cid, context.paymentId, undefined),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { paymentId: payment.id, tickets: refundable(payment), paymentRemaining: remaining(payment), pending: readPendingRefund(cid, payment.id) },
  });
  const { context } = snapshot;

  useEffect(() => {
    send({ type: 'payment.loaded', tickets: refundable(payment), paymentRemaining: remaining(payment) });
  }, [payment, send]);

  const [percentText, setPercentText] = useState(String(context.percent));
  const choosePercent = (text: string) => {
    setPercentText(text);
    send({ type: 'refund.setPercent', percent: parsePercent(text) });
  };
  // The tickets chosen for a refund, with its percent, are kept as a draft (src/ui/form/use-draft.tsx).
  const [draftSource] = useState<DraftSource<{ targets: string[]; percent: number | null }>>(() => ({
    values: () => ({ targets: actor.getSnapshot().context.targets, percent: actor.getSnapshot().context.percent }),
    initial: () => ({ targets: [], percent: actor.getSnapshot().context.percent }),
    subscribe: (listener) => actor.subscribe(listener),
    restore: ({ targets, percent }) => {
      send({ type: 'selection.set', ticketIds: targets });
      choosePercent(String(percent ?? ''));
    },
  }));
  const draft = useDraft(['payment', payment.id], draftSource);
  const check = refundCheckOf(context);
  const selected = payment.tickets.filter((ticket) => context.targets.includes(ticket.id));
  const codes = new Map(payment.tickets.map((ticket) => [ticket.id, ticket.code]));
  const editing = snapshot.matches('editing');
  const uncertain = snapshot.matches('refundUncertain');
  const refundBusy = snapshot.matches('refundSubmitting');
  const statusBusy = snapshot.matches('statusSubmitting');
  const total = check.ok ? check.quote.total : 0;

  return (
    <>
      {uncertain || refundBusy ? (
        // The failure itself was said once, in the toast; this says what to do about it.
        <div className="notice notice-warning" role="status">
          {uncertain ? (
            <>
              <p>{p.refundUncertain}</p>
              <p>
                <button type="button" className="button" onClick={() => send({ type: 'refund.retry' })} disabled={!snapshot.can({ type: 'refund.retry' })}>
                  {p.refundRetry}
                </button>
              </p>
            </>
          ) : (
            <p>{p.sending}</p>
          )}
        </div>
      ) : null}

      {draft.offer}
      <PaymentTickets
        payment={payment}
        targets={context.targets}
        disabled={!editing}
        onToggle={(ticketId) => send({ type: 'selection.toggle', ticketId })}
        onSetAll={(ticketIds) => send({ type: 'selection.set', ticketIds })}
      />

      <div className="tickets-panels">
        <RefundPanel
          percentText={percentText}
          check={check}
          codes={codes}
          disabled={!editing}
          canReview={snapshot.can({ type: 'refund.review' })}
          onPercent={choosePercent}
          onReview={() => send({ type: 'refund.review' })}
        />
        <StatusPanel
          choices={commonNextStatuses(selected.map((ticket) => ticket.status))}
          hasSelection={selected.length > 0}
          value={context.newStatus}
          disabled={!editing}
          canReview={snapshot.can({ type: 'status.review' })}
          onChoose={(next) => send({ type: 'status.choose', status: next })}
          onReview={() => send({ type: 'status.review' })}
        />
      </div>

      <ConfirmDialog
        open={snapshot.matches('refundConfirming') || refundBusy}
        title={p.refundConfirmTitle}
        confirmLabel={refundBusy ? p.sending : p.refundConfirm}
        danger
        busy={refundBusy}
        onConfirm={() => send({ type: 'refund.confirm' })}
        onCancel={() => send({ type: 'refund.cancel' })}
      >
        <p>{p.refundConfirmBody(context.targets.length, context.percent, formatYen(total))}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={snapshot.matches('statusConfirming') || statusBusy}
        title={p.statusConfirmTitle}
        confirmLabel={statusBusy ? p.sending : p.statusConfirm}
        busy={statusBusy}
        onConfirm={() => send({ type: 'status.confirm' })}
        onCancel={() => send({ type: 'status.cancel' })}
      >
        <p>{p.statusConfirmBody(context.targets.length, context.newStatus ? ticketsJa.ticketStatus[context.newStatus] : '')}</p>
      </ConfirmDialog>
    </>
  );
}
