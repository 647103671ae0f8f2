import { Link } from 'wouter';
import { refundableTotal } from '@machines/refund/refund-amount';
import type { TicketPayment } from '@/api/ticket-payments';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { formatCountOf } from '@/lib/numbers';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { DataTable } from '@/ui/data-table';
import { DetailList } from './detail-list';

const p = ticketsJa.payment;

/** What was bought, by whom, when and for how much; 返金可能額 is what the refund rules allow now (machines/refund/refund-amount.ts, the server's too). */
export function PaymentSummary({ payment }: { payment: TicketPayment }) {
  const refundable = refundableTotal(payment.tickets, payment.amount - payment.refundedAmount);
  return (
    <section className="card" aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading">{p.summary}</h2>
      <DetailList
        items={[
          [p.source, <Link href={paths.ticketSource(payment.source.id)}>{payment.source.name}</Link>],
          [p.facility, payment.facility.name],
          [p.owner, formatOwner(payment.owner)],
          [p.paidAt, formatDateTime(payment.paidAt)],
          [p.quantity, formatCountOf(payment.quantity, p.ticketUnit)],
          [p.amount, formatYen(payment.amount)],
          [p.refundedAmount, formatYen(payment.refundedAmount), 'payment-refunded'],
          [p.refundableAmount, formatYen(refundable), 'payment-refundable'],
        ]}
      />
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
        <DataTable
          caption={p.refundHistory}
          columns={[{ label: p.refundedAt }, { label: p.refundPercent, num: true }, { label: p.refundTotal, num: true }, { label: p.refundTickets }]}
        >
          {payment.refunds.map((refund) => (
            <tr key={refund.id}>
              <td>{formatDateTime(refund.refundedAt)}</td>
              <td className="num">{refund.refundPercent}%</td>
              <td className="num">{formatYen(refund.amount)}</td>
              <td>{refund.items.map((item) => `${codes.get(item.ticketId) ?? item.ticketId}（${formatYen(item.amount)}）`).join('、')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
