import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { DetailList } from './detail-list';
import { TicketStatusBadge } from './ticket-badges';
import { PaymentLink } from './payment-link';

const d = ticketsJa.detail;

/** One issued ticket, loaded on its own (GET {id}/tickets/{ticketId}). */
export function TicketDetail({ cid, sourceId, ticketId }: { cid: string; sourceId: string; ticketId: string }) {
  const ticket = useQuery(queryOf(reads.issuedTicket(cid, sourceId, ticketId)));
  return (
    <section className="card tickets-ticket-detail" aria-labelledby="ticket-detail-heading">
      <h2 id="ticket-detail-heading">{d.ticketDetail}</h2>
      <QueryState query={ticket} notFound={{ href: paths.ticketSource(sourceId), label: d.issuedTickets }}>
        {(t) => (
          <>
            <DetailList
              items={[
                [d.ticketCode, t.code],
                [d.status, <TicketStatusBadge value={t.status} />],
                [d.owner, formatOwner(t.owner)],
                [d.payment, <PaymentLink paymentId={t.paymentId} describedAs={t.code} />],
                [d.paidPrice, formatYen(t.price)],
                [d.refundedAmount, formatYen(t.refundedAmount)],
                [d.issuedAt, formatDateTime(t.issuedAt)],
                [d.validUntil, formatDateTime(t.validUntil)],
                [d.consumedAt, formatDateTime(t.consumedAt)],
                [d.cancelRequestedAt, formatDateTime(t.cancelRequestedAt)],
              ]}
            />
            <p className="actions">
              <Link href={paths.ticketSource(sourceId)} className="button button-small button-secondary">
                {d.closeTicket}
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
