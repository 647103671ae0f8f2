import { config } from '@/config';
import { createDebugIdentity, createNoIdentity } from './debug-identity';
import { createFirebaseIdentity } from './firebase-identity';
import type { IdentityAdapter } from './identity';

export type { IdentityAdapter } from './identity';
export { dummyIdToken, isSignInCancelled, type IdentityFailure } from './identity';

/** Firebase when configured, else the debug sign-in when enabled, else nothing. */
export function createIdentity(): IdentityAdapter {
  if (config.firebase) return createFirebaseIdentity(config.firebase);
  return config.debugLogin ? createDebugIdentity() : createNoIdentity();
}
