import { dummyIdToken, mailAddressMemory, type IdentityAdapter } from './identity';

export function createDebugIdentity(): IdentityAdapter {
  return {
    kind: 'debug',
    popupAvailable: false,
    preload: () => undefined,
    signInWithPopup: () => Promise.reject(new Error('popup sign-in is not configured')),
    rememberMailAddress: mailAddressMemory.remember,
    rememberedMailAddress: mailAddressMemory.recall,
    completeMailLink: (email) => Promise.resolve(dummyIdToken(email)),
    signOut: () => Promise.resolve(),
  };
}

/** No identity service at all (a production build without Firebase config). */
export function createNoIdentity(): IdentityAdapter {
  return {
    ...createDebugIdentity(),
    kind: 'none',
    completeMailLink: () => Promise.reject(new Error('identity service is not configured')),
  };
}
