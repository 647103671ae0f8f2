import type { Ability } from '@/api/ability';
import { askEarly, sessionCalls } from '@/api/early-answers';
import type { Loader, Read } from '@/api/reads';
import { checkInHistoryLoader, checkInSummaryLoader } from '@/features/check-ins/loaders';
import { couponListLoader, couponLoader, couponNewLoader } from '@/features/coupons/loaders';
import { dashboardLoader } from '@/features/dashboard/loaders';
import { facilityListLoader, facilityLoader } from '@/features/facilities/loaders';
import { corporationLoader, membersLoader } from '@/features/settings/loaders';
import { paymentLoader, sourceEditLoader, sourceListLoader, sourceLoader, sourceNewLoader, summaryLoader } from '@/features/tickets/loaders';
import type { RouteName } from '@/paths';
import { findRoute, hasRequiredParams, mayOpen } from './route-match';
import { routes } from './routes';

/**
 * The data each route's screen opens with: its loader (src/api/reads.ts), named once. The screen
 * reads it (src/ui/use-loader.ts); a route about to open asks for it ahead (./start-route.ts), and a
 * cold start before any code has arrived (src/boot.ts). Free of React and of the validation
 * library, and loaded apart from what /sign_in loads.
 */
export const loaders: Partial<Record<RouteName, Loader>> = {
  dashboard: dashboardLoader,
  facility: facilityLoader,
  facilities: facilityListLoader,
  checkInSummary: checkInSummaryLoader,
  checkInHistory: checkInHistoryLoader,
  couponNew: couponNewLoader,
  coupon: couponLoader,
  coupons: couponListLoader,
  ticketSourceNew: sourceNewLoader,
  summaryConsumes: summaryLoader('consumes'),
  summaryPayments: summaryLoader('payments'),
  summaryRefunds: summaryLoader('refunds'),
  ticketSourceEdit: sourceEditLoader,
  ticketSource: sourceLoader,
  ticketSources: sourceListLoader,
  ticketPayment: paymentLoader,
  settingsCorporation: corporationLoader,
  settingsMembersEdit: membersLoader,
  settingsMembers: membersLoader,
};

export type Url = { pathname: string; search: string };

/** The reads the screen at `url` opens with, for this user: none for a route they may not open, or without a corporation. */
export function readsAt(url: Url, corporationId: string | undefined, ability: Ability | undefined): Read[] {
  const match = findRoute(routes, url.pathname);
  const loader = match && loaders[match.route.name];
  if (!loader || !corporationId || !hasRequiredParams(match.route, match.params) || !mayOpen(match.route, ability)) return [];
  const reads = loader({ corporationId, ability, params: match.params, search: url.search });
  // A read with an empty parameter is never sent: its screen says "not found" without asking.
  return Object.values(reads).filter((read): read is Read => read !== undefined && read.empty === undefined);
}

/**
 * A cold start with a stored session: the session's first calls (/api/me, /api/corporations) and
 * the data of the screen at this address leave now, while the code that reads them loads
 * (src/api/early-answers.ts). What needs an ability waits for the /api/me answer, read just enough
 * to see the ability: a user without it asks for nothing they may not see. The screen's own
 * reading of the answers (and the access rules) stay as they are.
 */
export function askFirstCalls(url: Url, bearer: string, corporationId: string | undefined): void {
  const me = askEarly(sessionCalls.me, bearer);
  askEarly(sessionCalls.corporations, bearer);
  const ask = (ability?: Ability) => readsAt(url, corporationId, ability).forEach((read) => askEarly(read.path, bearer));
  ask();
  void me
    ?.then((answer) => (answer.ok ? (answer.json() as Promise<{ ability?: Ability }>) : undefined))
    .then((body) => body?.ability && ask(body.ability))
    .catch(() => undefined);
}
