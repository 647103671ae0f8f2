import { initializeApp, type FirebaseApp } from 'firebase/app';
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

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

export function initFirebase(config: { apiKey: string; authDomain: string; projectId: string; appId: string; emulatorUrl?: string }) {
  if (auth) return;
  app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  auth = getAuth(app);
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
}

function requireAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised');
  return auth;
}

export async function popupIdToken(): Promise<string> {
  const credential = await signInWithPopup(requireAuth(), new GoogleAuthProvider());
  return credential.user.getIdToken();
}

export async function mailLinkIdToken(email: string, href: string): Promise<string> {
  const current = requireAuth();
  if (!isSignInWithEmailLink(current, href)) throw new Error('このリンクはログイン用のリンクではありません。');
  const credential = await signInWithEmailLink(current, email, href);
  return credential.user.getIdToken();
}

export async function signOutOfFirebase(): Promise<void> {
  await signOut(requireAuth());
}
