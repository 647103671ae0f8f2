import type { IdentityAdapter } from './identity';
import { mailAddressMemory } from './identity';

type FirebaseConfig = { apiKey: string; authDomain: string; projectId: string; appId: string; emulatorUrl?: string };
type FirebaseModule = typeof import('./firebase-auth');

/**
 * Firebase Auth, loaded on first use. `preload()` fetches the chunk early so that the popup
 * call itself stays synchronous inside the click (else the browser blocks the popup).
 */
export function createFirebaseIdentity(config: FirebaseConfig): IdentityAdapter {
  let loaded: FirebaseModule | undefined;
  let loading: Promise<FirebaseModule> | undefined;
  const load = () => {
    loading ??= import('./firebase-auth').then((module) => {
      loaded = module;
      module.initFirebase(config);
      return module;
    });
    return loading;
  };

  return {
    kind: 'firebase',
    popupAvailable: true,
    preload: () => void load().catch((error: unknown) => console.error('[identity] firebase failed to load', error)),
    signInWithPopup: () => (loaded ? loaded.popupIdToken() : load().then((module) => module.popupIdToken())),
    rememberMailAddress: mailAddressMemory.remember,
    rememberedMailAddress: mailAddressMemory.recall,
    completeMailLink: async (email, href) => (await load()).mailLinkIdToken(email, href),
    signOut: async () => (await load()).signOutOfFirebase(),
  };
}
