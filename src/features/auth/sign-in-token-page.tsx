import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useIdentity, useSession } from '@/session/session-context';
import { ja } from '@/messages/ja';
import { screens } from '@/messages/screens';
import { paths } from '@/paths';
import { Spinner } from '@/ui/spinner';
import { EmailField, useEmailForm } from './email-field';

/** Completes the mail-link sign-in: ID token from the identity service + the link's token. */
export default function SignInTokenPage() {
  const { token } = useParams<{ token?: string }>();
  const session = useSession();
  const identity = useIdentity();
  const failed = useSelector(session, (s) => s.context.signInError);
  const [email, setEmail] = useState(() => identity.rememberedMailAddress());
  const { field, submit } = useEmailForm(setEmail);
  const started = useRef(false);

  useEffect(() => {
    if (!token || !email || started.current) return;
    started.current = true;
    identity.completeMailLink(email, window.location.href).then(
      (idToken) => session.send({ type: 'session.signIn', idToken, signInToken: token }),
      (failure: unknown) => session.send({ type: 'session.signInFailed', error: failure }),
    );
  }, [token, email, identity, session]);

  if (!token) {
    return (
      <>
        <h1>{screens.signInToken.heading}</h1>
        <p className="notice notice-danger" role="alert">
          {screens.signInToken.missingToken}
        </p>
        <Link href={paths.signIn}>{screens.signInToken.backToSignIn}</Link>
      </>
    );
  }

  if (!email) {
    return (
      <form onSubmit={submit} noValidate>
        <h1>{screens.signInToken.heading}</h1>
        <p>{screens.signInToken.askEmail}</p>
        <EmailField label={ja.signIn.mailLabel} {...field} autoFocus />
        <button type="submit" className="button button-block">
          {screens.signInToken.submit}
        </button>
      </form>
    );
  }

  return (
    <>
      <h1>{screens.signInToken.heading}</h1>
      {failed ? (
        // The alert has said why; the page says where to go from here, without repeating it.
        <>
          <p className="notice">{screens.signInToken.failed}</p>
          <Link href={paths.signIn}>{screens.signInToken.backToSignIn}</Link>
        </>
      ) : (
        <Spinner label={ja.signIn.signingIn} />
      )}
    </>
  );
}
