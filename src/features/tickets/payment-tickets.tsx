import { Link } from 'wouter';
import type { TicketPayment } from '@/api/ticket-payments';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { DataTable } from '@/ui/data-table';
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
      <DataTable
        caption={p.ticketsCaption}
        columns={[
          {
            label: (
              <input
                type="checkbox"
                aria-label={p.selectAll}
                checked={all.length > 0 && targets.length === all.length}
                disabled={disabled}
                onChange={(event) => onSetAll(event.target.checked ? all : [])}
              />
            ),
            className: 'tickets-select-cell',
          },
          { label: d.ticketCode },
          { label: d.status },
          { label: d.paidPrice, num: true },
          { label: d.refundedAmount, num: true },
          { label: d.validUntil },
        ]}
      >
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
      </DataTable>
    </section>
  );
}
