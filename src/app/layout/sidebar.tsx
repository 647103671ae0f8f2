import { Link, useLocation } from 'wouter';
import type { AbilityName } from '@/api/ability';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { useAbility, useSession } from '@/session/session-context';
import { AdminMark } from '@/ui/admin-mark';
import { confirmLeave } from '@/ui/navigation-guard';

type Item = { label: string; href: string; ability?: AbilityName; adminOnly?: boolean; danger?: boolean; match?: string };

const MAIN: Item[] = [
  { label: ja.menu.dashboard, href: paths.dashboard },
  { label: ja.menu.facilities, href: paths.facilities },
  { label: ja.menu.checkIn, href: paths.checkInSummary, match: '/check-in-history' },
  { label: ja.menu.coupons, href: paths.coupons },
  { label: ja.menu.ticketSales, href: paths.ticketSources, ability: 'canEditTicketSource', adminOnly: true, match: '/ticket-' },
];
const SETTINGS: Item[] = [
  { label: ja.menu.corporation, href: paths.settingsCorporation, ability: 'canEditCorporation' },
  { label: ja.menu.members, href: paths.settingsMembers, ability: 'canEditMembers' },
  { label: ja.menu.services, href: paths.settingsServices },
  { label: ja.menu.help, href: paths.settingsHelp },
];
const CORPORATION: Item = { label: ja.menu.selectCorporation, href: paths.selectCorporation, ability: 'canSelectCorporations', danger: true };

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
    <nav id={id} aria-label={ja.menu.mainNav} className="sidebar" data-open={open ? 'true' : 'false'}>
      <ul>{MAIN.filter(visible).map(entry)}</ul>
      <p className="nav-group" id="nav-settings">
        {ja.menu.settings}
      </p>
      <ul aria-labelledby="nav-settings">{SETTINGS.filter(visible).map(entry)}</ul>
      <ul>
        {visible(CORPORATION) ? entry(CORPORATION) : null}
        <li>
          <button type="button" className="nav-signout" onClick={() => confirmLeave() && session.send({ type: 'session.signOut' })}>
            {ja.menu.signOut}
          </button>
        </li>
      </ul>
    </nav>
  );
}
