import { Link } from 'wouter';
import type { AbilityName } from '@/api/ability';
import { useAbility } from '@/session/session-context';
import { shellMessages } from '@/messages/shell';
import { settingsMessages as m } from '@/messages/settings';
import { paths } from '@/paths';
import './settings.css';

type Entry = { label: string; description: string; href: string; ability?: AbilityName };

/** Gated exactly like the sidebar's settings group (docs/product.md "Main layout"). */
const ENTRIES: Entry[] = [
  { label: shellMessages.menu.corporation, description: m.index.corporation, href: paths.settingsCorporation, ability: 'canEditCorporation' },
  { label: shellMessages.menu.members, description: m.index.members, href: paths.settingsMembers, ability: 'canEditMembers' },
  { label: shellMessages.menu.services, description: m.index.services, href: paths.settingsServices },
  { label: shellMessages.menu.help, description: m.index.help, href: paths.settingsHelp },
];

export default function SettingsIndexPage() {
  const ability = useAbility();
  const visible = ENTRIES.filter((entry) => !entry.ability || ability?.[entry.ability] === true);
  return (
    <>
      <p className="lead settings-lead">{m.index.lead}</p>
      <ul className="plain-list settings-links">
        {visible.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href}>
              <strong>{entry.label}</strong>
              <span className="muted-text">{entry.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
