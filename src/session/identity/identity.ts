import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';

/**
 * The hosted identity service behind one small interface: Firebase when configured, the debug
 * dummy-token sign-in otherwise. Firebase code loads only when it is used.
 */
export interface IdentityAdapter {
  readonly kind: 'firebase' | 'debug' | 'none';
  /** Whether the social popup sign-in can be offered. */
  readonly popupAvailable: boolean;
  /** Loads what the popup needs ahead of the click, so the popup opens synchronously (pitfall 8). */
  preload(): void;
  /** Opens the popup; resolves with the ID token. */
  signInWithPopup(): Promise<string>;
  /** Remembers the address a mail link was requested for. */
  rememberMailAddress(email: string): void;
  rememberedMailAddress(): string | undefined;
  /** Turns an opened mail link into an ID token. */
  completeMailLink(email: string, href: string): Promise<string>;
  signOut(): Promise<void>;
}

const MAIL_KEY = personalKey('mailLinkAddress');

/** The address a mail link was asked for; where storage is unavailable, it is asked again when the link is opened. */
export const mailAddressMemory = {
  remember: (email: string) => storePersonal(MAIL_KEY, email),
  recall: () => readPersonal<string>(MAIL_KEY),
};

/** The debug identity: the ID token is `dummy:<email>`. */
export const dummyIdToken = (email: string) => `dummy:${email.trim()}`;

/**
 * A failure of the identity service, in Japanese (src/session/identity/identity-errors.ts, loaded
 * with Firebase); `cancelled` when the user closed or cancelled the popup, which is no failure.
 */
export type IdentityFailure = Error & { cancelled: boolean };

/** The user closed or cancelled the sign-in: say nothing. */
export const isSignInCancelled = (error: unknown): boolean => (error as Partial<IdentityFailure> | null)?.cancelled === true;
