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
            <dl className="details">
              <dt>{d.ticketCode}</dt>
              <dd>{t.code}</dd>
              <dt>{d.status}</dt>
              <dd>
                <TicketStatusBadge value={t.status} />
              </dd>
              <dt>{d.owner}</dt>
              <dd>{formatOwner(t.owner)}</dd>
              <dt>{d.payment}</dt>
              <dd>
                <PaymentLink paymentId={t.paymentId} describedAs={t.code} />
              </dd>
              <dt>{d.paidPrice}</dt>
              <dd>{formatYen(t.price)}</dd>
              <dt>{d.refundedAmount}</dt>
              <dd>{formatYen(t.refundedAmount)}</dd>
              <dt>{d.issuedAt}</dt>
              <dd>{formatDateTime(t.issuedAt)}</dd>
              <dt>{d.validUntil}</dt>
              <dd>{formatDateTime(t.validUntil)}</dd>
              <dt>{d.consumedAt}</dt>
              <dd>{formatDateTime(t.consumedAt)}</dd>
              <dt>{d.cancelRequestedAt}</dt>
              <dd>{formatDateTime(t.cancelRequestedAt)}</dd>
            </dl>
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
