import { FRESH_MS } from '@/lib/freshness';
import type { Ability } from '@/api/ability';
import type { MailLinkSent, Me } from '@/api/auth';
import type { Corporation } from '@/api/corporations';

/** The API's own shapes (src/api), as types only: machines import no app code at run time. */
export type { Ability, Corporation, MailLinkSent, Me };
export type Profile = Me['profile'];

export type SessionInput = {
  bearer?: string | null;
  /** Whatever was in storage: only a non-empty string is kept. */
  corporationId?: unknown;
  maintenance?: boolean;
  /** Where the last session of this browser ended without a sign-out (src/session/session-storage.ts). */
  resume?: Resume;
};

/** A person's screen, kept while they work: the next sign-in of the same person lands there again (docs/decisions.md). */
export type Resume = { person: string; corporationId: string; path: string };

export type SessionContext = {
  bearer: string | undefined;
  corporationId: string | undefined;
  corporation: Corporation | undefined;
  corporations: Corporation[];
  ability: Ability | undefined;
  profile: Profile | undefined;
  maintenance: boolean;
  signInError: string | undefined;
  mailLink: MailLinkSent | undefined;
  mailLinkError: string | undefined;
  nextRoute: string | undefined;
  lastError: string | undefined;
  /** Set by a sign-in: once the session settles, land on the dashboard (or the corporation choice). */
  landingPending: boolean;
  /** The bearer being signed out, so the server can forget it (cleared from everything else at once). */
  revokeBearer: string | undefined;
  /** The location the app last reported (`session.navigated`). */
  path: string | undefined;
  /** The location whose /api/me answer is in: what a signed-in app may show. */
  shownPath: string | undefined;
  /** A hover or focus on a link while the profile was fresh: its navigation may follow after the window. */
  navigationIntended: boolean;
  /** While a new /api/me answer is on its way: the last one still serves navigations (half a window at most). */
  answerYoung: boolean;
  /** The query of the location the app last reported. */
  search: string | undefined;
  resume: Resume | undefined;
};

export type SessionEvent =
  | { type: 'session.signIn'; idToken: string; signInToken?: string }
  | { type: 'session.signInFailed'; error: unknown }
  | { type: 'session.requestMailLink'; email: string }
  | { type: 'session.selectCorporation'; corporationId: string }
  | { type: 'session.corporationUpdated'; corporation: Corporation }
  | { type: 'session.signOut'; next?: string }
  | { type: 'session.unauthorized' }
  /** The location changed (in-app link, redirect, back/forward). */
  | { type: 'session.navigated'; path: string; search?: string }
  /** A link was hovered or focused: ask /api/me now, so the navigation that follows need not wait. */
  | { type: 'session.prefetchProfile' }
  | { type: 'session.retry' }
  | { type: 'session.maintenanceChanged'; on: boolean };

/** A failure as the machine sees it: a status (0 when none) and the server's message. */
export type SessionFailure = { status?: number; displayMessage?: string; message?: string };

/**
 * An /api/me answer serves the navigations made up to FRESH_MS after it (the redirect that follows
 * a navigation, the landing after sign-in, a click soon after the hover that asked). A later
 * navigation asks again and shows once the answer is in. A hover in the second half of this window
 * asks again at once; one in the first half, at the half.
 */
export const PROFILE_FRESH_MS = FRESH_MS;
/** Sign-out waits this long at most for the server to forget the bearer; it never blocks. */
export const SIGN_OUT_WAIT_MS = 3_000;
