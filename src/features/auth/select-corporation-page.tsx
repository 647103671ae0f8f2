import { useCorporation, useCorporations, useSession, useSessionStatus } from '@/session/session-context';
import { shellMessages } from '@/messages/shell';
import { screens } from '@/messages/screens';
import { Spinner } from '@/ui/spinner';

/** /select_corporation: choose among the accessible corporations; the session then goes to the dashboard. */
export default function SelectCorporationPage() {
  const session = useSession();
  const status = useSessionStatus();
  const corporations = useCorporations();
  const current = useCorporation();

  if (corporations.length === 0 && status === 'loading') return <Spinner />;

  return (
    <>
      <h1>{screens.selectCorporation.heading}</h1>
      <p>{screens.selectCorporation.lead}</p>
      {corporations.length === 0 ? <p className="empty-state">{screens.selectCorporation.none}</p> : null}
      <ul className="corporation-list">
        {corporations.map((corporation) => (
          <li key={corporation.id}>
            <button
              type="button"
              className="button button-secondary button-block"
              aria-pressed={current?.id === corporation.id}
              onClick={() => session.send({ type: 'session.selectCorporation', corporationId: corporation.id })}
            >
              {corporation.name}
              {current?.id === corporation.id ? `（${screens.selectCorporation.current}）` : ''}
            </button>
          </li>
        ))}
      </ul>
      <p className="auth-section">
        <button type="button" className="button button-secondary" onClick={() => session.send({ type: 'session.signOut' })}>
          {shellMessages.menu.signOut}
        </button>
      </p>
    </>
  );
}
