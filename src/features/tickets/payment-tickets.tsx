import { Link } from 'wouter';
import type { TicketPayment } from '@/api/ticket-payments';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { TicketStatusBadge } from './ticket-badges';

const p = ticketsJa.payment;
const d = ticketsJa.detail;

type Props = {
  payment: TicketPayment;
  targets: readonly string[];
  disabled: boolean;
  onToggle: (ticketId: string) => void;
  onSetAll: (ticketIds: string[]) => void;
};

/** The payment's tickets, each with a checkbox: what a refund or a status change applies to. */
export function PaymentTickets({ payment, targets, disabled, onToggle, onSetAll }: Props) {
  const all = payment.tickets.map((ticket) => ticket.id);
  return (
    <section className="tickets-section" aria-labelledby="payment-tickets-heading">
      <h2 id="payment-tickets-heading">{p.tickets}</h2>
      <p className="tickets-count" aria-live="polite">
        {p.selected(targets.length)}
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
                  checked={all.length > 0 && targets.length === all.length}
                  disabled={disabled}
                  onChange={(event) => onSetAll(event.target.checked ? all : [])}
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
                    checked={targets.includes(ticket.id)}
                    disabled={disabled}
                    onChange={() => onToggle(ticket.id)}
                  />
                </td>
                <td>
                  <Link href={`${paths.ticketSource(ticket.sourceId)}?ticket=${encodeURIComponent(ticket.id)}`}>{ticket.code}</Link>
                </td>
                <td>
                  <TicketStatusBadge value={ticket.status} />{' '}
                  {ticket.cancelRequestedAt && ticket.status === 'enabled' ? <span className="badge badge-warning">{p.cancelRequested}</span> : null}
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
  );
}
