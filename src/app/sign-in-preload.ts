import { paths } from '@/paths';
import type { SessionActor } from '@/session/session-actor';
import { preloadRoute } from './preload';

/**
 * The signed-in shell and the landing screen load while the sign-in's own round trips run, not
 * after them (issue 15): from the moment a sign-in starts. (A stored session preloads the
 * screen it opens on at start, in src/main.tsx.) Returns the unsubscribe.
 */
export function preloadSignedInOnSignIn(session: SessionActor): () => void {
  let started = false;
  const check = () => {
    const snapshot = session.getSnapshot();
    if (started || !snapshot.matches({ signedOut: 'signingIn' })) return;
    started = true;
    void preloadRoute(paths.dashboard);
    void preloadRoute(paths.selectCorporation);
  };
  check();
  const subscription = session.subscribe(check);
  return () => subscription.unsubscribe();
}
