import type { SnapshotFrom } from 'xstate';
import type { SessionMachine } from './session.machine';

/** What the rest of the app needs to know about where the session is. */
export type SessionStatus =
  | 'signedOut'
  | 'signingIn'
  | 'loading'
  | 'profileFailed'
  | 'choosingCorporation'
  | 'corporationFailed'
  | 'ready'
  | 'signingOut';

export function sessionStatus(snapshot: SnapshotFrom<SessionMachine>): SessionStatus {
  if (snapshot.matches({ signedOut: 'signingIn' })) return 'signingIn';
  if (snapshot.matches('signedOut') || snapshot.matches('booting')) return 'signedOut';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ signedIn: 'profileFailed' })) return 'profileFailed';
  if (snapshot.matches({ signedIn: 'choosingCorporation' })) return 'choosingCorporation';
  if (snapshot.matches({ signedIn: 'corporationFailed' })) return 'corporationFailed';
  if (snapshot.matches({ signedIn: 'ready' })) return 'ready';
  return 'loading';
}
