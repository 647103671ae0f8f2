import { landingOf } from '@machines/session/session-person';
import { debugLogin } from '@/config';
import { afterFirstContentfulPaint } from '@/lib/after-paint';
import { paths } from '@/paths';
import { preloadSessionCode, type SessionActor } from '@/session/session-actor';
import { preloadRoute } from './preload';
import { preloadDataCode, startRoute } from './start-route';

/**
 * What a sign-in needs next loads while the sign-in's own round trips run. Its code (the session's
 * API code, the signed-in shell, the dashboard and the corporation choice) from the moment it
 * starts: with the debug sign-in (the demo's one-click accounts), a sign-in is a single click, so
 * that code loads once the sign-in page has painted its first text, and the click waits for none of it. And
 * the landing's route (the dashboard, or the screen the person was on when their last session
 * ended) starts the moment the session is ready (the profile, the corporations and the choice of
 * one are in), in the same task as the answer that made it so, ahead of the landing's render. (A
 * stored session starts with src/boot.ts instead.) Returns the unsubscribe.
 */
export function preloadSignedInOnSignIn(session: SessionActor): () => void {
  let started = false;
  let landing = false;
  const check = () => {
    const snapshot = session.getSnapshot();
    const signingIn = snapshot.matches({ signedOut: 'signingIn' });
    if (signingIn) landing = true;
    if (landing && snapshot.matches({ signedIn: 'ready' })) {
      landing = false;
      startRoute(landingOf(snapshot.context), session, 'navigation');
    }
    if (started || !(signingIn || (debugLogin && snapshot.matches('signedOut')))) return;
    started = true;
    const preload = () => {
      // Once the landing's API code is here, its schemas are built while the page waits for the click.
      void Promise.all([preloadSessionCode(), preloadDataCode()])
        .then(() => import('@/api/wire'))
        .then(({ buildSchemasWhenIdle }) => buildSchemasWhenIdle())
        .catch(() => undefined);
      void preloadRoute(paths.dashboard);
      void preloadRoute(paths.selectCorporation);
    };
    if (signingIn) preload();
    // Ahead of a click, the code waits for the page's first text: downloaded and run beside it, it would delay that text.
    else if (debugLogin) afterFirstContentfulPaint(preload);
  };
  check();
  const subscription = session.subscribe(check);
  return () => subscription.unsubscribe();
}
