import { identityMessages as m } from '@/messages/identity';
import type { IdentityFailure } from './identity';

/** The user closed or cancelled the popup: nothing failed, so nothing is said. */
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

const MEANINGS: Record<string, string> = {
  'auth/popup-blocked': m.popupBlocked,
  'auth/network-request-failed': m.network,
  'auth/too-many-requests': m.tooManyRequests,
  'auth/user-disabled': m.userDisabled,
  'auth/account-exists-with-different-credential': m.otherProvider,
  'auth/invalid-action-code': m.linkInvalid,
  'auth/expired-action-code': m.linkInvalid,
  'auth/invalid-email': m.emailMismatch,
  'auth/operation-not-allowed': m.unavailable,
  'auth/unauthorized-domain': m.unavailable,
  'auth/internal-error': m.unavailable,
};

/**
 * A Firebase Auth failure as the console reports it: a cancelled popup is marked as such (no
 * alert), anything else gets a Japanese explanation; the original error, code included, stays
 * as the cause for the console log.
 */
const failure = (message: string, cause: unknown, cancelled = false): IdentityFailure =>
  Object.assign(new Error(message, { cause }), { name: 'IdentityFailure', cancelled });

export function toIdentityFailure(error: unknown): IdentityFailure {
  if (error instanceof Error && error.name === 'IdentityFailure') return error as IdentityFailure;
  const code = error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && CANCELLED.has(code)) return failure(m.unknown, error, true);
  if (code) return failure(MEANINGS[code] ?? m.unknown, error);
  // Not Firebase's (e.g. the link check of firebase-auth.ts): its message is already Japanese.
  return failure(error instanceof Error ? error.message : m.unknown, error);
}
