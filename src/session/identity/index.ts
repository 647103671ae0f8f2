import { config, debugLogin } from '@/config';
import { createDebugIdentity, createNoIdentity } from './debug-identity';
import { createFirebaseIdentity } from './firebase-identity';
import type { IdentityAdapter } from './identity';

export type { IdentityAdapter } from './identity';
export { dummyIdToken, isSignInCancelled, type IdentityFailure } from './identity';

/** Firebase when configured, else the debug sign-in when enabled, else nothing. */
export function createIdentity(): IdentityAdapter {
  // Written out so that a build without Firebase has none of its adapter (src/config.ts).
  if (import.meta.env.VITE_FIREBASE_API_KEY && config.firebase) return createFirebaseIdentity(config.firebase);
  return debugLogin ? createDebugIdentity() : createNoIdentity();
}
