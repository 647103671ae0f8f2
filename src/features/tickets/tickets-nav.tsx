import { Link } from 'wouter';
import { paths } from '@/paths';
import { ticketsJa } from '@/messages/tickets';
import { ja } from '@/messages/ja';

/** Links between the ticket screens a manager moves across. */
export function TicketsNav() {
  return (
    <nav className="tickets-nav" aria-label={ticketsJa.list.summaries}>
      <Link href={paths.ticketSources} className="button button-small button-secondary">
        {ja.titles.ticketSources}
      </Link>
      <Link href={paths.summaryPayments} className="button button-small button-secondary">
        {ja.titles.summaryPayments}
      </Link>
      <Link href={paths.summaryRefunds} className="button button-small button-secondary">
        {ja.titles.summaryRefunds}
      </Link>
      <Link href={paths.summaryConsumes} className="button button-small button-secondary">
        {ja.titles.summaryConsumes}
      </Link>
    </nav>
  );
}
