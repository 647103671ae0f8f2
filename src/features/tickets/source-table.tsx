import { memo, startTransition, useEffect, useState } from 'react';
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

/** One row; memoised so that a new page re-renders only what changed. Cells are single strings: 300 rows render noticeably faster with fewer text nodes. */
const SourceRow = memo(function SourceRow({ source }: { source: TicketSource }) {
  return (
    <tr>
      <td className="tickets-name">
        <Link href={paths.ticketSource(source.id)}>{source.name}</Link>
      </td>
      <td className="tickets-facility">{source.facility.name}</td>
      <td className="num tickets-price-cell">
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

/** A screen's worth of rows and more: what the first paint needs. */
const FIRST_ROWS = 30;

export function SourceTable({ sources }: { sources: TicketSource[] }) {
  // The first paint lays out only the rows it can show; the rest follow at once in a transition
  // (interruptible, a frame later), the table busy meanwhile: a 300-row list shows its top as fast
  // as a short list shows all of it.
  const [allRows, setAllRows] = useState(false);
  useEffect(() => startTransition(() => setAllRows(true)), []);
  const shown = allRows ? sources : sources.slice(0, FIRST_ROWS);
  const filling = shown.length < sources.length;
  return (
    <DataTable
      caption={ticketsJa.list.tableCaption}
      className="tickets-table"
      busy={filling}
      columns={[
        { label: f.name },
        { label: f.facility },
        { label: f.price, num: true },
        // On two lines, so the seven columns fit at 1280 px without scrolling.
        { label: <>{`${f.soldCount} / `}<br />{f.quantity}</>, num: true },
        { label: f.salePeriod },
        { label: f.saleStatus },
        { label: f.issuability },
      ]}
    >
      {shown.map((source) => (
        <SourceRow key={source.id} source={source} />
      ))}
    </DataTable>
  );
}
