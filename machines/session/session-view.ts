import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

/** What the rest of the app needs to know about where the session is. */
export type SessionStatus = 'signedOut' | 'signingIn' | 'loading' | 'profileFailed' | 'corporationsFailed' | 'choosingCorporation' | 'ready' | 'signingOut';

export function sessionStatus(snapshot: SnapshotFrom<SessionMachine>): SessionStatus {
  if (snapshot.matches({ signedOut: 'signingIn' })) return 'signingIn';
  if (snapshot.matches('signedOut') || snapshot.matches('booting')) return 'signedOut';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ signedIn: 'profileFailed' })) return 'profileFailed';
  if (snapshot.matches({ signedIn: 'corporationsFailed' })) return 'corporationsFailed';
  if (snapshot.matches({ signedIn: 'choosingCorporation' })) return 'choosingCorporation';
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready';
  return 'loading';
}

/**
 * The location a signed-in app may show when the browser is at `requested` (docs/product.md "Access rules": profile
 * and ability before each navigation): `requested` itself while the last /api/me answer is
 * fresh, otherwise the last location whose answer is in, until this navigation's answer
 * arrives. Signed out or still loading, the route guard decides instead.
 */
export function shownPath(snapshot: SnapshotFrom<SessionMachine>, requested: string): string {
  if (!snapshot.matches({ signedIn: 'ready' }) || snapshot.matches({ signedIn: { ready: 'fresh' } })) return requested;
  return snapshot.context.shownPath ?? requested;
}
