import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { refundMachine, refundQuoteOf, type SubmitRefundInput, type SubmitStatusInput } from '@machines/refund/refund.machine';
import { isRefundable } from '@machines/refund/refund-amount';
import { commonNextStatuses } from '@machines/refund/status-rules';
import { errorDetail } from '@/api/api-error';
import { changeTicketStatus, refundTicketPayment, type TicketPayment } from '@/api/ticket-payments';
import { ticketStatuses, type TicketStatus } from '@/api/ticket-sources';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { toHalfWidth } from '@/lib/text';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { notify } from '@/ui/loading/notify';
import { withLoading } from '@/ui/loading/with-loading';
import { clearPendingRefund, readPendingRefund, writePendingRefund } from './pending-refund';
import { TicketStatusBadge } from './ticket-badges';
import { FailureNotice } from '@/ui/failure-notice';

const p = ticketsJa.payment;
const d = ticketsJa.detail;

const refundable = (payment: TicketPayment) =>
  payment.tickets.map(({ id, price, refundedAmount, status }) => ({ id, price, refundedAmount, status }));

/** Refund and status change of one payment's tickets, driven by machines/refund (docs/tickets.md). */
export function PaymentWorkspace({ cid, payment, reload }: { cid: string; payment: TicketPayment; reload: () => void }) {
  // Made once: the effects only close over the corporation and the stable reload.
  const [machine] = useState(() =>
    refundMachine.provide({
      actors: {
        submitRefund: fromPromise(async ({ input }: { input: SubmitRefundInput }) => {
          const answer = await withLoading(
            () => refundTicketPayment(cid, input.paymentId, { targets: input.targets, refundPercent: input.refundPercent }, input.key),
            { success: false },
          );
          return { total: answer.refund.amount };
        }),
        submitStatus: fromPromise<unknown, SubmitStatusInput>(({ input }) =>
          withLoading(() => changeTicketStatus(cid, input.paymentId, { targets: input.targets, newStatus: input.newStatus }), {
            success: p.statusDone,
          }),
        ),
      },
      actions: {
        storePending: ({ context }) =>
          writePendingRefund(cid, context.paymentId, { key: context.key as string, targets: context.targets, refundPercent: context.percent }),
        clearPending: ({ context }) => clearPendingRefund(cid, context.paymentId),
        announceRefund: ({ context }) => notify.success(p.refundDone(formatYen(context.lastRefundTotal ?? 0))),
        reloadPayment: () => reload(),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { paymentId: payment.id, tickets: refundable(payment), paymentRemaining: payment.refundableAmount, pending: readPendingRefund(cid, payment.id) },
  });
  const { context } = snapshot;

  useEffect(() => {
    send({ type: 'payment.loaded', tickets: refundable(payment), paymentRemaining: payment.refundableAmount });
  }, [payment, send]);

  const [percentText, setPercentText] = useState(String(context.percent));
  const quote = useMemo(() => refundQuoteOf(context), [context]);
  const selected = payment.tickets.filter((ticket) => context.targets.includes(ticket.id));
  const statusChoices = commonNextStatuses(selected.map((ticket) => ticket.status));
  const codes = new Map(payment.tickets.map((ticket) => [ticket.id, ticket.code]));
  const editing = snapshot.matches('editing');
  const uncertain = snapshot.matches('refundUncertain');
  const refundBusy = snapshot.matches('refundSubmitting');
  const statusBusy = snapshot.matches('statusSubmitting');
  const notRefundable = selected.some((ticket) => !isRefundable(ticket));

  return (
    <>
      {!uncertain ? <FailureNotice error={context.error} /> : null}
      {uncertain || (refundBusy && !snapshot.matches('refundConfirming')) ? (
        <div className="notice notice-warning" role="status">
          {uncertain ? (
            <>
              <p>{p.refundUncertain}</p>
              {context.error ? <p>{errorDetail(context.error)}</p> : null}
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

      <section className="tickets-section" aria-labelledby="payment-tickets-heading">
        <h2 id="payment-tickets-heading">{p.tickets}</h2>
        <p className="tickets-count" aria-live="polite">
          {p.selected(context.targets.length)}
        </p>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{p.ticketsCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className="tickets-select-cell">
                  <input
                    type="checkbox"
                    aria-label={p.selectAll}
                    checked={payment.tickets.length > 0 && context.targets.length === payment.tickets.length}
                    disabled={!editing}
                    onChange={(event) => send({ type: 'selection.set', ticketIds: event.target.checked ? payment.tickets.map((ticket) => ticket.id) : [] })}
                  />
                </th>
                <th scope="col">{d.ticketCode}</th>
                <th scope="col">{d.status}</th>
                <th scope="col" className="num">
                  {d.paidPrice}
                </th>
                <th scope="col" className="num">
                  {d.refundedAmount}
                </th>
                <th scope="col">{d.validUntil}</th>
              </tr>
            </thead>
            <tbody>
              {payment.tickets.map((ticket) => (
                <tr key={ticket.id}>
                  <td className="tickets-select-cell">
                    <input
                      type="checkbox"
                      aria-label={p.select(ticket.code)}
                      checked={context.targets.includes(ticket.id)}
                      disabled={!editing}
                      onChange={() => send({ type: 'selection.toggle', ticketId: ticket.id })}
                    />
                  </td>
                  <td>
                    <Link href={`${paths.ticketSource(ticket.sourceId)}?ticket=${encodeURIComponent(ticket.id)}`}>{ticket.code}</Link>
                  </td>
                  <td>
                    <TicketStatusBadge value={ticket.status} /> {ticket.cancelRequestedAt ? <span className="badge badge-warning">{p.cancelRequested}</span> : null}
                  </td>
                  <td className="num">{formatYen(ticket.price)}</td>
                  <td className="num">{formatYen(ticket.refundedAmount)}</td>
                  <td>{formatDateTime(ticket.validUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="tickets-panels">
        <section className="card" aria-labelledby="refund-heading">
          <h2 id="refund-heading">{p.refundSection}</h2>
          <div className="field">
            <label htmlFor="refund-percent">{p.refundPercent}</label>
            <span className="hint" id="refund-percent-hint">
              {p.refundPercentHint}
            </span>
            <input
              id="refund-percent"
              type="text"
              inputMode="numeric"
              aria-describedby="refund-percent-hint"
              value={percentText}
              disabled={!editing}
              onChange={(event) => {
                setPercentText(event.target.value);
                const clean = toHalfWidth(event.target.value).trim();
                send({ type: 'refund.setPercent', percent: /^\d+$/.test(clean) ? Number(clean) : Number.NaN });
              }}
            />
          </div>
          <p className="tickets-quote" aria-live="polite" data-testid="refund-total">
            {p.refundTotal} {formatYen(quote.total)}
          </p>
          {quote.lines.length > 0 ? (
            <ul className="tickets-quote-lines" aria-label={p.refundLines}>
              {quote.lines.map((line) => (
                <li key={line.ticketId}>
                  {codes.get(line.ticketId)}：{formatYen(line.amount)}
                </li>
              ))}
            </ul>
          ) : null}
          {notRefundable ? <p className="notice notice-warning">{p.refundNotRefundable}</p> : null}
          <p className="actions">
            <button type="button" className="button button-danger" disabled={!snapshot.can({ type: 'refund.review' })} onClick={() => send({ type: 'refund.review' })}>
              {p.refundReview}
            </button>
          </p>
        </section>

        <section className="card" aria-labelledby="status-heading">
          <h2 id="status-heading">{p.statusSection}</h2>
          <div className="field">
            <label htmlFor="new-status">{p.newStatus}</label>
            <span className="hint" id="new-status-hint">
              {p.statusRules}
            </span>
            <select
              id="new-status"
              aria-describedby="new-status-hint"
              value={context.newStatus ?? ''}
              disabled={!editing}
              onChange={(event) => send({ type: 'status.choose', status: (event.target.value || null) as TicketStatus | null })}
            >
              <option value="">{p.statusPlaceholder}</option>
              {ticketStatuses.map((status) => (
                <option key={status} value={status} disabled={selected.length > 0 && !statusChoices.includes(status)}>
                  {ticketsJa.ticketStatus[status]}
                </option>
              ))}
            </select>
          </div>
          {context.newStatus && selected.length > 0 && !statusChoices.includes(context.newStatus) ? (
            <p className="notice notice-warning">{p.statusNotAllowed}</p>
          ) : null}
          <p className="actions">
            <button type="button" className="button" disabled={!snapshot.can({ type: 'status.review' })} onClick={() => send({ type: 'status.review' })}>
              {p.statusReview}
            </button>
          </p>
        </section>
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
        <p>{p.refundConfirmBody(context.targets.length, context.percent, formatYen(quote.total))}</p>
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
