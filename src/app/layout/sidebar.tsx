import { Link, useLocation } from 'wouter';
import { shellMessages } from '@/messages/shell';
import { paths, type RouteName } from '@/paths';
import { useAbility, useSession } from '@/session/session-context';
import { AdminMark } from '@/ui/admin-mark';
import { confirmLeave } from '@/ui/navigation-guard';
import { mayOpen } from '../route-match';
import { routeNamed } from '../routes';

/** A menu entry: shown to whoever may open its route (../route-match.ts `mayOpen`). */
type Item = { label: string; route: RouteName; href: string; adminOnly?: boolean; danger?: boolean; match?: string };

const MAIN: Item[] = [
  { label: shellMessages.menu.dashboard, route: 'dashboard', href: paths.dashboard },
  { label: shellMessages.menu.facilities, route: 'facilities', href: paths.facilities },
  { label: shellMessages.menu.checkIn, route: 'checkInSummary', href: paths.checkInSummary, match: '/check-in-history' },
  { label: shellMessages.menu.coupons, route: 'coupons', href: paths.coupons },
  { label: shellMessages.menu.ticketSales, route: 'ticketSources', href: paths.ticketSources, adminOnly: true, match: '/ticket-' },
];
const SETTINGS: Item[] = [
  { label: shellMessages.menu.corporation, route: 'settingsCorporation', href: paths.settingsCorporation },
  { label: shellMessages.menu.members, route: 'settingsMembers', href: paths.settingsMembers },
  { label: shellMessages.menu.services, route: 'settingsServices', href: paths.settingsServices },
  { label: shellMessages.menu.help, route: 'settingsHelp', href: paths.settingsHelp },
];
const CORPORATION: Item = { label: shellMessages.menu.selectCorporation, route: 'selectCorporation', href: paths.selectCorporation, danger: true };

function isActive(location: string, item: Item) {
  const base = item.match ?? item.href;
  return location === item.href || location.startsWith(base.endsWith('-') ? base : `${base}/`) || location === base;
}

export function Sidebar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  const ability = useAbility();
  const session = useSession();
  const visible = (item: Item) => mayOpen(routeNamed[item.route], ability);

  const entry = (item: Item) => (
    <li key={item.href} className={item.danger ? 'nav-danger' : undefined}>
      <Link href={item.href} aria-current={isActive(location, item) ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
      </Link>
      {item.adminOnly ? <AdminMark /> : null}
    </li>
  );

  return (
    <nav id={id} aria-label={shellMessages.menu.mainNav} className="sidebar" data-open={open ? 'true' : 'false'}>
      <ul>{MAIN.filter(visible).map(entry)}</ul>
      <p className="nav-group" id="nav-settings">
        {shellMessages.menu.settings}
      </p>
      <ul aria-labelledby="nav-settings">{SETTINGS.filter(visible).map(entry)}</ul>
      <ul>
        {visible(CORPORATION) ? entry(CORPORATION) : null}
        <li>
          <button type="button" className="nav-signout" onClick={() => confirmLeave() && session.send({ type: 'session.signOut' })}>
            {shellMessages.menu.signOut}
          </button>
        </li>
      </ul>
    </nav>
  );
}
