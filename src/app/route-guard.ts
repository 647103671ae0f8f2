import type { SessionStatus } from '@machines/session/session-view';
import { isAbilityName, type Ability } from '@/api/ability';
import { paths } from '@/paths';
import { mayOpen } from './route-match';

/**
 * Route middleware names (docs/product.md "Access rules"): `public` (no sign-in), `auth` (signed in), `corporation` (with a chosen one),
 * `ability:<name>` (one of the six), `guest` (the sign-in pages: a signed-in user is sent on to where the session stands, a failed profile
 * or corporation list gets the retry there, never a form that waits forever), `corporationChoice` (open while one must be chosen, then
 * only with canSelectCorporations). Maintenance applies to every route; an unknown name is a 500 'Unknown middleware'.
 */
const KNOWN = new Set(['public', 'auth', 'corporation', 'guest', 'corporationChoice']);

type GuardInput = { path: string; middleware: readonly string[]; status: SessionStatus; ability: Ability | undefined; maintenance: boolean };

export type GuardResult =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'wait' }
  | { kind: 'forbidden' }
  | { kind: 'sessionFailed' }
  | { kind: 'error'; status: number; message: string };

export const isKnownMiddleware = (name: string): boolean => KNOWN.has(name) || (name.startsWith('ability:') && isAbilityName(name.slice('ability:'.length)));

const isFailed = (status: SessionStatus) => status === 'profileFailed' || status === 'corporationsFailed';
const signedIn = (status: SessionStatus) => status !== 'signedOut' && status !== 'signingIn' && status !== 'signingOut';

export function guardRoute({ path, middleware, status, ability, maintenance }: GuardInput): GuardResult {
  const unknown = middleware.find((name) => !isKnownMiddleware(name));
  if (unknown !== undefined) return { kind: 'error', status: 500, message: 'Unknown middleware' };

  // Maintenance first: every navigation goes there; when off, the screen itself sends you home.
  if (maintenance && path !== paths.maintenance) return { kind: 'redirect', to: paths.maintenance };
  if (!maintenance && path === paths.maintenance) return { kind: 'redirect', to: paths.index };

  if (middleware.includes('guest')) {
    if (status === 'ready') return { kind: 'redirect', to: paths.dashboard };
    // Signed in without a corporation (e.g. the tab closed on the choice): back to the choice.
    if (status === 'choosingCorporation') return { kind: 'redirect', to: paths.selectCorporation };
    // A sign-in whose profile or corporations failed to load: offer the retry where the user is.
    if (isFailed(status)) return { kind: 'sessionFailed' };
  }
  if (middleware.includes('public')) return { kind: 'render' };

  if (status === 'signingOut') return { kind: 'wait' };
  if (!signedIn(status)) return { kind: 'redirect', to: paths.signIn };
  // Screens that need no corporation (select_corporation) show their own progress while it loads.
  if (status === 'loading') return middleware.includes('corporation') ? { kind: 'wait' } : { kind: 'render' };
  if (isFailed(status)) return { kind: 'sessionFailed' };

  if (status === 'choosingCorporation') {
    if (middleware.includes('corporation')) return { kind: 'redirect', to: paths.selectCorporation };
    // The choice itself is open to whoever must choose: its ability gates it only once one is chosen.
    if (middleware.includes('corporationChoice')) return { kind: 'render' };
  }
  return mayOpen({ middleware }, ability) ? { kind: 'render' } : { kind: 'forbidden' };
}
