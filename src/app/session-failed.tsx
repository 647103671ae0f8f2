import { useSelector } from '@xstate/react';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { useSession, useSessionStatus } from '@/session/session-context';
import { BareLayout } from './layout/auth-layout';

/** The profile or the corporations could not load (not a 401): says which, with the error and a retry; never read as "no corporation". */
export function SessionFailed() {
  const session = useSession();
  const status = useSessionStatus();
  const detail = useSelector(session, (snapshot) => snapshot.context.lastError);
  return (
    <BareLayout>
      <section className="error-view" role="alert" aria-labelledby="session-failed-heading">
        <h1 id="session-failed-heading">{status === 'corporationsFailed' ? shellMessages.session.corporationsFailed : shellMessages.session.profileFailed}</h1>
        {detail ? <p>{`${ja.failurePrefix}${detail}`}</p> : null}
        <p className="actions">
          <button type="button" className="button" onClick={() => session.send({ type: 'session.retry' })}>
            {ja.retry}
          </button>
          <button type="button" className="button button-secondary" onClick={() => session.send({ type: 'session.signOut' })}>
            {shellMessages.menu.signOut}
          </button>
        </p>
      </section>
    </BareLayout>
  );
}
