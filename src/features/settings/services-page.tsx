import { Link } from 'wouter';
import type { AbilityName } from '@/api/ability';
import { useAbility } from '@/session/session-context';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';
import { contactHref } from './contact';
import './settings.css';

const m = settingsMessages.services;
type ServiceId = (typeof m.items)[number]['id'];

/** Where each procedure is done in the console, when it is (and who may open that screen). */
const IN_APP: Partial<Record<ServiceId, { href: string; ability?: AbilityName; contactToo?: boolean }>> = {
  corporation: { href: paths.settingsCorporation, ability: 'canEditCorporation', contactToo: true },
  members: { href: paths.settingsMembers, ability: 'canEditMembers' },
  facility: { href: paths.facilityNew },
  'facility-close': { href: paths.facilities, contactToo: true },
  billing: { href: paths.summaryPayments, ability: 'canEditTicketSource', contactToo: true },
};

/** /settings/services (各種お手続き, always shown): each procedure, its explanation and its way forward. */
export default function ServicesPage() {
  const ability = useAbility();
  return (
    <>
      <p className="lead settings-lead">{m.lead}</p>
      <ul className="plain-list service-list">
        {m.items.map((item) => {
          const inApp = IN_APP[item.id];
          const open = inApp && (!inApp.ability || ability?.[inApp.ability] === true) ? inApp : undefined;
          const headingId = `service-${item.id}`;
          return (
            <li key={item.id} className="card">
              <h2 id={headingId}>{item.title}</h2>
              <p>{item.body}</p>
              <p className="actions">
                {open ? (
                  <Link href={open.href} className="button button-small">
                    {m.inApp}
                  </Link>
                ) : null}
                {!open || open.contactToo ? (
                  <a href={contactHref(item.title)} target="_blank" rel="noopener noreferrer" className="button button-small button-secondary">
                    {m.contact}
                    <span className="visually-hidden">{m.contactNote}</span>
                  </a>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
