import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { isSignInCancelled } from '@/session/identity';
import { useIdentity, useSession } from '@/session/session-context';
import { config, debugLogin } from '@/config';
import { ja } from '@/messages/ja';
import { DebugSignIn as DebugSignInForm } from './debug-sign-in';
import { MailLinkForm } from './mail-link-form';

/** The development-only sign-in, on in demo and dev, else as VITE_DEBUG_LOGIN says (README "Configuration"): a build without it drops its code. */
const DebugSignIn = debugLogin ? DebugSignInForm : null;

export default function SignInPage() {
  const session = useSession();
  const identity = useIdentity();
  const busy = useSelector(session, (s) => s.matches({ signedOut: 'signingIn' }) || s.matches('signedIn'));
  // The last session ended without a sign-out (a 401): the screen it was on is kept (docs/decisions.md).
  const expired = useSelector(session, (s) => !!s.context.resume);

  useEffect(() => identity.preload(), [identity]);

  // The popup must open synchronously inside the click (no await before it), or it is blocked; closing it is the user's choice: no alarm.
  const popup = () => {
    identity.signInWithPopup().then(
      (idToken) => session.send({ type: 'session.signIn', idToken }),
      (error: unknown) => {
        if (!isSignInCancelled(error)) session.send({ type: 'session.signInFailed', error });
      },
    );
  };

  return (
    <>
      <h1>{ja.signIn.heading}</h1>
      <p>{ja.signIn.lead}</p>
      {expired ? <p className="notice notice-warning">{ja.signIn.expired}</p> : null}
      {identity.popupAvailable ? (
        <button type="button" className="button button-block" onClick={popup} disabled={busy}>
          {ja.signIn.popup}
        </button>
      ) : (
        <p className="notice">{ja.signIn.popupUnavailable}</p>
      )}
      {busy ? (
        <p role="status" className="notice">
          {ja.signIn.signingIn}
        </p>
      ) : null}
      <MailLinkForm />
      {DebugSignIn ? <DebugSignIn busy={busy} /> : null}
      <p className="auth-section auth-legal">
        {ja.signIn.agreement}
        <br />
        <a href={config.links.terms} target="_blank" rel="noopener noreferrer">
          {ja.signIn.termsLink}
        </a>
        {' ・ '}
        <a href={config.links.privacy} target="_blank" rel="noopener noreferrer">
          {ja.signIn.privacyLink}
        </a>
      </p>
    </>
  );
}
