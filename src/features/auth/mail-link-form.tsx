import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { demoControls } from '@/lib/demo-controls';

// The demo's sent mail, loaded only where the demo runs (pure: a production build drops it).
const DemoOutbox = /* @__PURE__ */ lazy(() => import('./demo-outbox').then((module) => ({ default: module.DemoOutbox })));
import { useSession } from '@/session/session-context';
import { ja } from '@/messages/ja';
import { EmailField, useEmailForm } from './email-field';

/** Requests a sign-in link by mail (POST /api/sign_in/mail) and says where it went. */
export function MailLinkForm() {
  const session = useSession();
  const sending = useSelector(session, (s) => s.matches({ signedOut: 'sendingMailLink' }));
  const sent = useSelector(session, (s) => s.context.mailLink);
  const failure = useSelector(session, (s) => s.context.mailLinkError);
  const { field, submit } = useEmailForm((email) => session.send({ type: 'session.requestMailLink', email }));

  return (
    <form className="auth-section" onSubmit={submit} noValidate aria-labelledby="mail-link-heading">
      <h2 id="mail-link-heading">{ja.signIn.mailHeading}</h2>
      <EmailField label={ja.signIn.mailLabel} {...field} />
      <button type="submit" className="button button-block" disabled={sending}>
        {sending ? ja.signIn.mailSending : ja.signIn.mailSubmit}
      </button>
      <div aria-live="polite">
        {sent && !sending ? <p className="notice notice-success">{ja.signIn.mailSent(sent.to, sent.from)}</p> : null}
        {sent && !sending && import.meta.env.VITE_DEMO === 'true' && demoControls() ? (
          <Suspense fallback={null}>
            <DemoOutbox to={sent.to} />
          </Suspense>
        ) : null}
        {failure && !sending ? (
          <p className="notice notice-danger" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
