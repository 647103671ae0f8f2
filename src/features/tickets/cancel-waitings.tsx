import { Link } from 'wouter';
import { getCancelWaitings } from '@/api/ticket-summaries';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { formatOwner } from '@/lib/owner-label';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';

const c = ticketsJa.cancelWaitings;

/** Payments and tickets whose holders asked to cancel (GET /cancel-waitings/). */
export function CancelWaitings({ cid }: { cid: string }) {
  const waitings = useResource(`ticket-cancel-waitings:${cid}`, () => getCancelWaitings(cid));
  return (
    <section className="tickets-section" id="cancel-waitings" aria-labelledby="cancel-waitings-heading">
      <h2 id="cancel-waitings-heading">{c.heading}</h2>
      <p>{c.intro}</p>
      <DataState resource={waitings} isEmpty={(data) => data.payments.length === 0 && data.tickets.length === 0} empty={c.none}>
        {(data) => (
          <>
            <h3>{c.payments}</h3>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{ticketsJa.detail.payment}</th>
                    <th scope="col">{ticketsJa.payment.paidAt}</th>
                    <th scope="col">{ticketsJa.fields.name}</th>
                    <th scope="col">{ticketsJa.detail.owner}</th>
                    <th scope="col" className="num">
                      {c.waitingCount}
                    </th>
                    <th scope="col" className="num">
                      {ticketsJa.payment.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.payments.map((payment) => (
                    <tr key={payment.id}>
                      <td>
                        <Link href={paths.ticketPayment(payment.id)}>{ticketsJa.detail.paymentLink(payment.id)}</Link>
                      </td>
                      <td>{formatDateTime(payment.paidAt)}</td>
                      <td>{payment.sourceName}</td>
                      <td>{formatOwner(payment.owner)}</td>
                      <td className="num">{payment.waitingTicketCount}</td>
                      <td className="num">{formatYen(payment.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>{c.tickets}</h3>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{ticketsJa.detail.ticketCode}</th>
                    <th scope="col">{ticketsJa.fields.name}</th>
                    <th scope="col">{ticketsJa.detail.owner}</th>
                    <th scope="col">{ticketsJa.detail.cancelRequestedAt}</th>
                    <th scope="col">{ticketsJa.detail.payment}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.tickets.map((ticket) => (
                    <tr key={ticket.id}>
                      <td>
                        <Link href={`${paths.ticketSource(ticket.sourceId)}?ticket=${encodeURIComponent(ticket.id)}`}>{ticket.code}</Link>
                      </td>
                      <td>{ticket.sourceName}</td>
                      <td>{formatOwner(ticket.owner)}</td>
                      <td>{formatDateTime(ticket.cancelRequestedAt)}</td>
                      <td>
                        <Link href={paths.ticketPayment(ticket.paymentId)}>{ticketsJa.detail.paymentLink(ticket.paymentId)}</Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </DataState>
    </section>
  );
}
