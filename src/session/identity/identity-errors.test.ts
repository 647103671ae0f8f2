import { describe, expect, it } from 'vitest';
import { identityMessages } from '@/messages/identity';
import { isSignInCancelled } from './identity';
import { toIdentityFailure } from './identity-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

describe('identity failures', () => {
  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])('%s is a cancellation, not a failure', (code) => {
    const failure = toIdentityFailure(firebaseError(code));
    expect(isSignInCancelled(failure)).toBe(true);
  });

  it.each([
    ['auth/popup-blocked', identityMessages.popupBlocked],
    ['auth/network-request-failed', identityMessages.network],
    ['auth/too-many-requests', identityMessages.tooManyRequests],
    ['auth/expired-action-code', identityMessages.linkInvalid],
    ['auth/something-new', identityMessages.unknown],
  ])('%s is explained in Japanese, without the code', (code, text) => {
    const failure = toIdentityFailure(firebaseError(code));
    expect(isSignInCancelled(failure)).toBe(false);
    expect(failure.message).toBe(text);
    expect(failure.message).not.toMatch(/auth\/|Firebase/);
    expect((failure.cause as { code: string }).code).toBe(code);
  });

  it('keeps a message of our own as it is', () => {
    expect(toIdentityFailure(new Error('このリンクはログイン用のリンクではありません。')).message).toBe('このリンクはログイン用のリンクではありません。');
  });
});
