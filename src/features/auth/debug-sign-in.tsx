import { dummyIdToken } from '@/session/identity';
import { useSession } from '@/session/session-context';
import { demoControls } from '@/lib/demo-controls';
import { ja } from '@/messages/ja';
import { EmailField, useEmailForm } from './email-field';

/** The development-only sign-in with a dummy ID token; in the demo, one click per account. */
export function DebugSignIn({ busy }: { busy: boolean }) {
  const session = useSession();
  // Written out statically so that a production build drops the demo controls altogether.
  const accounts = import.meta.env.VITE_DEMO === 'true' ? (demoControls()?.accounts ?? []) : [];

  const signIn = (email: string) => session.send({ type: 'session.signIn', idToken: dummyIdToken(email) });
  const { field, submit } = useEmailForm(signIn);

  return (
    <form className="auth-section" onSubmit={submit} noValidate aria-labelledby="debug-heading">
      <h2 id="debug-heading">{ja.signIn.debugHeading}</h2>
      {accounts.length > 0 ? (
        <ul className="demo-accounts">
          {accounts.map((account) => (
            <li key={account.email}>
              <button type="button" className="button button-secondary button-block demo-account" disabled={busy} onClick={() => signIn(account.email)}>
                <span className="demo-account-email">{account.email}</span>
                <span className="fine-print demo-account-description">{account.description}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <EmailField label={`${ja.signIn.mailLabel}（デバッグ）`} {...field} />
      <button type="submit" className="button button-block" disabled={busy}>
        {ja.signIn.debugSubmit}
      </button>
    </form>
  );
}
