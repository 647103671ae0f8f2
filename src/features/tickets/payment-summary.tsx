import { Link } from 'wouter';
import type { TicketPayment } from '@/api/ticket-payments';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';

const p = ticketsJa.payment;

export function PaymentSummary({ payment }: { payment: TicketPayment }) {
  return (
    <section className="card" aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading">
        {p.summary}（{payment.id}）
      </h2>
      <dl className="details">
        <dt>{p.source}</dt>
        <dd>
          <Link href={paths.ticketSource(payment.source.id)}>{payment.source.name}</Link>
        </dd>
        <dt>{p.facility}</dt>
        <dd>{payment.facility.name}</dd>
        <dt>{p.owner}</dt>
        <dd>{formatOwner(payment.owner)}</dd>
        <dt>{p.paidAt}</dt>
        <dd>{formatDateTime(payment.paidAt)}</dd>
        <dt>{p.quantity}</dt>
        <dd>{payment.quantity}</dd>
        <dt>{p.amount}</dt>
        <dd>{formatYen(payment.amount)}</dd>
        <dt>{p.refundedAmount}</dt>
        <dd data-testid="payment-refunded">{formatYen(payment.refundedAmount)}</dd>
        <dt>{p.refundableAmount}</dt>
        <dd>{formatYen(payment.refundableAmount)}</dd>
      </dl>
    </section>
  );
}

export function RefundHistory({ payment }: { payment: TicketPayment }) {
  const codes = new Map(payment.tickets.map((ticket) => [ticket.id, ticket.code]));
  return (
    <section className="tickets-section" aria-labelledby="refund-history-heading">
      <h2 id="refund-history-heading">{p.refundHistory}</h2>
      {payment.refunds.length === 0 ? (
        <p className="empty-state">{p.noRefunds}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{p.refundedAt}</th>
                <th scope="col" className="num">
                  {p.refundPercent}
                </th>
                <th scope="col" className="num">
                  {p.refundTotal}
                </th>
                <th scope="col">{p.refundTickets}</th>
              </tr>
            </thead>
            <tbody>
              {payment.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>{formatDateTime(refund.refundedAt)}</td>
                  <td className="num">{refund.refundPercent}%</td>
                  <td className="num">{formatYen(refund.amount)}</td>
                  <td>{refund.items.map((item) => `${codes.get(item.ticketId) ?? item.ticketId}（${formatYen(item.amount)}）`).join('、')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
