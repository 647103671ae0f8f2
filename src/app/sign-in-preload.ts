import { config } from '@/config';
import { paths } from '@/paths';
import { preloadSessionCode, type SessionActor } from '@/session/session-actor';
import { preloadRoute } from './preload';

/**
 * What a sign-in needs next (the session's API code, the signed-in shell, the dashboard and the
 * corporation choice) loads while the sign-in's own round trips run, from the moment it starts.
 * With the debug sign-in (the demo's one-click accounts), a sign-in is a single click: that code
 * loads as soon as the sign-in page has rendered, so the click waits for none of it. (A stored
 * session preloads the screen it opens on at start, in src/main.tsx.) Returns the unsubscribe.
 */
export function preloadSignedInOnSignIn(session: SessionActor): () => void {
  let started = false;
  const check = () => {
    const snapshot = session.getSnapshot();
    const ready = snapshot.matches({ signedOut: 'signingIn' }) || (config.debugLogin && snapshot.matches('signedOut'));
    if (started || !ready) return;
    started = true;
    void preloadSessionCode();
    void preloadRoute(paths.dashboard);
    void preloadRoute(paths.selectCorporation);
  };
  check();
  const subscription = session.subscribe(check);
  return () => subscription.unsubscribe();
}
