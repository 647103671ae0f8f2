import { Link, useLocation } from 'wouter';
import type { AbilityName } from '@/api/ability';
import { shellMessages } from '@/messages/shell';
import { paths } from '@/paths';
import { useAbility, useSession } from '@/session/session-context';
import { AdminMark } from '@/ui/admin-mark';
import { confirmLeave } from '@/ui/navigation-guard';

type Item = { label: string; href: string; ability?: AbilityName; adminOnly?: boolean; danger?: boolean; match?: string };

const MAIN: Item[] = [
  { label: shellMessages.menu.dashboard, href: paths.dashboard },
  { label: shellMessages.menu.facilities, href: paths.facilities },
  { label: shellMessages.menu.checkIn, href: paths.checkInSummary, match: '/check-in-history' },
  { label: shellMessages.menu.coupons, href: paths.coupons },
  { label: shellMessages.menu.ticketSales, href: paths.ticketSources, ability: 'canEditTicketSource', adminOnly: true, match: '/ticket-' },
];
const SETTINGS: Item[] = [
  { label: shellMessages.menu.corporation, href: paths.settingsCorporation, ability: 'canEditCorporation' },
  { label: shellMessages.menu.members, href: paths.settingsMembers, ability: 'canEditMembers' },
  { label: shellMessages.menu.services, href: paths.settingsServices },
  { label: shellMessages.menu.help, href: paths.settingsHelp },
];
const CORPORATION: Item = { label: shellMessages.menu.selectCorporation, href: paths.selectCorporation, ability: 'canSelectCorporations', danger: true };

function isActive(location: string, item: Item) {
  const base = item.match ?? item.href;
  return location === item.href || location.startsWith(base.endsWith('-') ? base : `${base}/`) || location === base;
}

export function Sidebar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  const ability = useAbility();
  const session = useSession();
  const visible = (item: Item) => !item.ability || ability?.[item.ability] === true;

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
