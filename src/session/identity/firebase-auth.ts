import { initializeApp } from 'firebase/app';
import { toIdentityFailure } from './identity-errors';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';

let auth: Auth | undefined;

export function initFirebase(config: { apiKey: string; authDomain: string; projectId: string; appId: string; emulatorUrl?: string }) {
  if (auth) return;
  auth = getAuth(initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId }));
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
}

function requireAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised');
  return auth;
}

/** Failures come out as IdentityFailure: Japanese, and a closed popup marked as cancelled. */
export function popupIdToken(): Promise<string> {
  // signInWithPopup is called synchronously here, inside the click, or the popup is blocked.
  try {
    return signInWithPopup(requireAuth(), new GoogleAuthProvider()).then(
      (credential) => credential.user.getIdToken(),
      (error: unknown) => {
        throw toIdentityFailure(error);
      },
    );
  } catch (error) {
    return Promise.reject(toIdentityFailure(error));
  }
}

export async function mailLinkIdToken(email: string, href: string): Promise<string> {
  try {
    const current = requireAuth();
    if (!isSignInWithEmailLink(current, href)) throw new Error('このリンクはログイン用のリンクではありません。');
    const credential = await signInWithEmailLink(current, email, href);
    return await credential.user.getIdToken();
  } catch (error) {
    throw toIdentityFailure(error);
  }
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(requireAuth());
}
