import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { queryOf } from '@/api/queries';
import { reads } from '@/api/reads';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { formatCountOf } from '@/lib/numbers';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { DataTable } from '@/ui/data-table';
import { OwnerName } from '@/ui/owner-name';
import { orderCancelWaitings } from './cancel-waiting-order';
import { PaymentLink } from './payment-link';

const c = ticketsJa.cancelWaitings;
const d = ticketsJa.detail;

/** Payments and tickets whose holders asked to cancel (GET /cancel-waitings/), the oldest request first. */
export function CancelWaitings({ cid }: { cid: string }) {
  const waitings = useQuery(queryOf(reads.cancelWaitings(cid)));
  return (
    <section className="tickets-section" id="cancel-waitings" aria-labelledby="cancel-waitings-heading">
      <h2 id="cancel-waitings-heading">{c.heading}</h2>
      <p>{c.intro}</p>
      <QueryState query={waitings} isEmpty={(data) => data.payments.length === 0 && data.tickets.length === 0} empty={c.none}>
        {(answer) => <WaitingTables {...orderCancelWaitings(answer)} />}
      </QueryState>
    </section>
  );
}

function WaitingTables({ payments, tickets }: ReturnType<typeof orderCancelWaitings>) {
  return (
    <>
      <h3>{c.payments}</h3>
      <DataTable
        caption={c.payments}
        columns={[
          { label: c.firstRequestedAt },
          { label: ticketsJa.payment.paidAt },
          { label: ticketsJa.fields.name },
          { label: d.owner },
          { label: c.waitingCount, num: true },
          { label: ticketsJa.payment.amount, num: true },
          { label: d.payment },
        ]}
      >
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td className="nowrap">{formatDateTime(payment.firstRequestedAt)}</td>
            <td className="nowrap">{formatDateTime(payment.paidAt)}</td>
            <td>{payment.sourceName}</td>
            <td>
              <OwnerName owner={payment.owner} />
            </td>
            <td className="num">{formatCountOf(payment.waitingTicketCount, ticketsJa.payment.ticketUnit)}</td>
            <td className="num">{formatYen(payment.amount)}</td>
            <td className="nowrap">
              <PaymentLink paymentId={payment.id} describedAs={`${formatOwner(payment.owner)} ${formatDateTime(payment.paidAt)}`} />
            </td>
          </tr>
        ))}
      </DataTable>
      <h3>{c.tickets}</h3>
      <DataTable
        caption={c.tickets}
        columns={[{ label: d.ticketCode }, { label: ticketsJa.fields.name }, { label: d.owner }, { label: d.cancelRequestedAt }, { label: d.payment }]}
      >
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>
              <Link href={`${paths.ticketSource(ticket.sourceId)}?ticket=${encodeURIComponent(ticket.id)}`}>{ticket.code}</Link>
            </td>
            <td>{ticket.sourceName}</td>
            <td>
              <OwnerName owner={ticket.owner} />
            </td>
            <td className="nowrap">{formatDateTime(ticket.cancelRequestedAt)}</td>
            <td className="nowrap">
              <PaymentLink paymentId={ticket.paymentId} describedAs={ticket.code} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
