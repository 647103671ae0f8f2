import { Link } from 'wouter';
import { paths } from '@/paths';
import { ticketsJa } from '@/messages/tickets';
import { ja } from '@/messages/ja';

const links = [
  [paths.ticketSources, ja.titles.ticketSources],
  [paths.summaryPayments, ja.titles.summaryPayments],
  [paths.summaryRefunds, ja.titles.summaryRefunds],
  [paths.summaryConsumes, ja.titles.summaryConsumes],
] as const;

/** Links between the ticket screens a manager moves across. */
export function TicketsNav() {
  return (
    <nav className="tickets-nav" aria-label={ticketsJa.list.summaries}>
      {links.map(([href, title]) => (
        <Link key={href} href={href} className="button button-small button-secondary">
          {title}
        </Link>
      ))}
    </nav>
  );
}
