/** Shapes the session machine works with. Structural copies of the API contract: machines import no app code. */
export type Ability = {
  canEditTicketSource: boolean;
  canEditCorporation: boolean;
  canEditMembers: boolean;
  canEditCoupon: boolean;
  canSelectCorporations: boolean;
  canEditSpecialTag: boolean;
  isAdmin: boolean;
};

export type Profile = { uid: string; email: string; displayName: string };
export type Me = { ability: Ability; profile: Profile };
export type Corporation = { id: string; name: string; email: string; isTicketMailReceivable: boolean };
export type MailLinkSent = { to: string; from: string };

export type SessionInput = {
  bearer?: string | null;
  /** Whatever was in storage: only a non-empty string is kept (SPEC §5). */
  corporationId?: unknown;
  maintenance?: boolean;
};

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
};

export type SessionEvent =
  | { type: 'session.signIn'; idToken: string; signInToken?: string }
  | { type: 'session.signInFailed'; error: unknown }
  | { type: 'session.requestMailLink'; email: string }
  | { type: 'session.selectCorporation'; corporationId: string }
  | { type: 'session.corporationUpdated'; corporation: Corporation }
  | { type: 'session.signOut'; next?: string }
  | { type: 'session.unauthorized' }
  | { type: 'session.navigated' }
  | { type: 'session.retry' }
  | { type: 'session.maintenanceChanged'; on: boolean };

/** A failure as the machine sees it: a status (0 when none) and the server's message. */
export type SessionFailure = { status?: number; displayMessage?: string; message?: string };

export const SIGN_IN_PATH = '/sign_in';
export const NO_REGIST_PATH = '/no_regist';
export const DASHBOARD_PATH = '/dashboard';
export const INDEX_PATH = '/';
export const SELECT_CORPORATION_PATH = '/select_corporation';
