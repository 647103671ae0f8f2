import { memo } from 'react';
import { Link } from 'wouter';
import type { TicketSource } from '@/api/ticket-sources';
import { formatDateSlash } from '@/lib/dates';
import { formatYen, taxIncluded } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { IssuabilityBadge, SaleStateBadge } from './ticket-badges';
import { DataTable } from '@/ui/data-table';

const f = ticketsJa.fields;

/** One row, memoised so that a new page re-renders only what changed; cells are single strings, as fewer text nodes render 300 rows faster. */
const SourceRow = memo(function SourceRow({ source }: { source: TicketSource }) {
  return (
    <tr>
      <td className="tickets-name">
        <Link href={paths.ticketSource(source.id)}>{source.name}</Link>
      </td>
      <td className="tickets-facility">{source.facility.name}</td>
      <td className="num nowrap">
        {formatYen(source.price)}
        <span className="tickets-price-tax">{`${f.taxIncluded} ${formatYen(taxIncluded(source.price))}`}</span>
      </td>
      <td className="num">{`${formatCount(source.soldCount)} / ${formatCount(source.quantity)}`}</td>
      <td>{`${formatDateSlash(source.saleStartAt)}〜${formatDateSlash(source.saleEndAt)}`}</td>
      <td>
        <SaleStateBadge source={source} />
      </td>
      <td>
        <IssuabilityBadge value={source.issuability} />
      </td>
    </tr>
  );
});

/** Memoised too: while a new order or filter loads, the page shows the previous rows (the same array), and the key press's render skips them all. */
export const SourceTable = memo(function SourceTable({ sources }: { sources: TicketSource[] }) {
  return (
    <DataTable
      caption={ticketsJa.list.tableCaption}
      className="tickets-table"
      columns={[
        { label: f.name },
        { label: f.facility },
        { label: f.price, num: true },
        // On two lines, so the seven columns fit at 1280 px without scrolling.
        {
          label: (
            <>
              {`${f.soldCount} / `}
              <br />
              {f.quantity}
            </>
          ),
          num: true,
        },
        { label: f.salePeriod },
        { label: f.saleStatus },
        { label: f.issuability },
      ]}
    >
      {sources.map((source) => (
        <SourceRow key={source.id} source={source} />
      ))}
    </DataTable>
  );
});
