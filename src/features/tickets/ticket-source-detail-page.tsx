import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { queryOf } from '@/api/queries';
import type { Read } from '@/api/reads';
import type { Ticket, TicketSource } from '@/api/ticket-sources';
import { useCorporationId } from '@/session/session-context';
import { formatDateTime } from '@/lib/dates';
import { formatYen, taxIncluded } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { sourceLoader } from './loaders';
import { DataTable } from '@/ui/data-table';
import { OwnerName } from '@/ui/owner-name';
import { IssuabilityBadge, SaleStateBadge, TicketStatusBadge } from './ticket-badges';
import { DetailList } from './detail-list';
import { TicketDetail } from './ticket-detail';
import { TicketsNav } from './tickets-nav';
import './tickets.css';
import { PaymentLink } from './payment-link';

const f = ticketsJa.fields;
const d = ticketsJa.detail;

function SourceDetails({ source }: { source: TicketSource }) {
  return (
    <section className="card">
      <h2>{source.name}</h2>
      <DetailList
        items={[
          [f.facility, source.facility.name],
          [f.price, `${formatYen(source.price)}（${f.taxIncluded} ${formatYen(taxIncluded(source.price))}）`],
          [f.soldCount, `${formatCount(source.soldCount)} / ${formatCount(source.quantity)}`],
          [f.salePeriod, `${formatDateTime(source.saleStartAt)} 〜 ${formatDateTime(source.saleEndAt)}`],
          [f.validDays, `${formatCount(source.validDays)}${ticketsJa.form.validDaysUnit}`],
          [f.saleStatus, <SaleStateBadge source={source} />],
          [f.issuability, <IssuabilityBadge value={source.issuability} />],
          [f.description, source.description || '-'],
        ]}
      />
      <p className="actions">
        <Link href={paths.ticketSourceEdit(source.id)} className="button">
          {d.edit}
        </Link>
      </p>
    </section>
  );
}

const TicketRow = memo(function TicketRow({ ticket, sourceId }: { ticket: Ticket; sourceId: string }) {
  return (
    <tr>
      <td>{ticket.code}</td>
      <td>
        <TicketStatusBadge value={ticket.status} />
      </td>
      <td>
        <OwnerName owner={ticket.owner} />
      </td>
      <td className="nowrap">
        <PaymentLink paymentId={ticket.paymentId} describedAs={ticket.code} />
      </td>
      <td className="nowrap">{formatDateTime(ticket.issuedAt)}</td>
      <td className="nowrap">{formatDateTime(ticket.validUntil)}</td>
      <td>
        <Link href={`${paths.ticketSource(sourceId)}?ticket=${encodeURIComponent(ticket.id)}`} aria-label={`${ticket.code} の${d.showTicket}`}>
          {d.showTicket}
        </Link>
      </td>
    </tr>
  );
});

function IssuedTickets({ read, sourceId }: { read: Read<'listIssuedTickets'>; sourceId: string }) {
  const tickets = useQuery(queryOf(read));
  return (
    <section className="tickets-section" aria-labelledby="issued-tickets-heading">
      <h2 id="issued-tickets-heading">{d.issuedTickets}</h2>
      <QueryState query={tickets} isEmpty={(list) => list.length === 0} empty={d.noTickets}>
        {(list) => (
          <DataTable
            caption={d.ticketsCaption}
            columns={[
              { label: d.ticketCode },
              { label: d.status },
              { label: d.owner },
              { label: d.payment },
              { label: d.issuedAt },
              { label: d.validUntil },
              { label: <span className="visually-hidden">{d.showTicket}</span> },
            ]}
          >
            {list.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} sourceId={sourceId} />
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}

/** /ticket-sources/{id}: the source, its issued tickets, and one ticket (`?ticket=`). */
export default function TicketSourceDetailPage() {
  const cid = useCorporationId();
  const { sourceId = '' } = useParams<{ sourceId: string }>();
  const ticketId = new URLSearchParams(useSearch()).get('ticket');
  const loaded = useLoader(sourceLoader);
  const source = useQuery(queryOf(loaded.source));
  return (
    <>
      <TicketsNav />
      <QueryState query={source} notFound={{ href: paths.ticketSources, label: ja.titles.ticketSources }}>
        {(data) => (
          <>
            <SourceDetails source={data} />
            {ticketId ? <TicketDetail key={ticketId} cid={cid} sourceId={sourceId} ticketId={ticketId} /> : null}
            <IssuedTickets read={loaded.tickets} sourceId={sourceId} />
          </>
        )}
      </QueryState>
    </>
  );
}
