import type { Db } from 'miragejs/db';
import { getDemoSettings, type DemoSettings } from '../demo-settings';
import { table } from '../lib/db';
import { checkInTable, type CheckInRow } from '../routes/check-ins-rows';
import type { FacilityRow } from '../routes/facilities-data';
import { arrivalsBetween, isOpenNow, requestedArrival } from './check-in-arrivals';
import type { CheckInPlan } from './check-ins';
import type { DemoCheckInFacility } from './check-ins-data';

/**
 * The fake's clock for arriving check-ins (docs/demo.md "Check-ins that arrive"), on no timer: a company's check-in call first
 * inserts what arrived since its last, as ordinary inserts, so they are saved and counted like any row (page, worker or `npm run api`).
 */

/** At most this much time is made up at once (a tab left hidden for days gets the last day). */
export const MAX_CATCH_UP_MS = 24 * 3_600_000;

type Live = { plan: CheckInPlan; caughtUpTo: number; requestsServed?: number };

const registry = new WeakMap<Db, Map<string, Live>>();

/** From `since` (epoch ms, where the seeded history ends) on, check-ins arrive for these companies. */
export function registerLiveCheckIns(db: Db, plans: readonly CheckInPlan[], since: number): void {
  registry.set(db, new Map(plans.map((plan) => [plan.corporationId, { plan, caughtUpTo: since }])));
}

/** The plan's facilities open now, and published in the facility list (a facility the user closed takes none). */
function openFacilities(db: Db, plan: CheckInPlan): DemoCheckInFacility[] {
  const stored = table<FacilityRow>(db, 'facilities');
  return plan.facilities.filter((facility) => {
    if (!isOpenNow(facility)) return false;
    const row = facility.id ? stored.find(facility.id) : null;
    return !row || row.status === 'enabled';
  });
}

export type LiveSettings = Pick<DemoSettings, 'liveCheckIns' | 'liveCheckInsSince' | 'checkInRequests'>;

/** Which of the requested check-ins (1…n) are in the db already: saved ones come back with a reload. */
function servedSoFar(db: Db, plan: CheckInPlan, requested: number): number {
  const rows = checkInTable(db);
  let served = 0;
  while (served < requested && rows.find(`${plan.prefix}demo-${served + 1}`)) served += 1;
  return served;
}

/**
 * Inserts and returns, oldest first, what arrived for `corporationId` up to `now`: the seeded visits since its last call
 * (unless paused on the panel) and any check-in the panel asked for; none for a company with no plan (the tests' own).
 */
export function catchUpCheckIns(db: Db, corporationId: string, now: number = Date.now(), settings: LiveSettings = getDemoSettings()): CheckInRow[] {
  const live = registry.get(db)?.get(corporationId);
  if (!live) return [];
  const from = Math.max(live.caughtUpTo, settings.liveCheckInsSince, now - MAX_CATCH_UP_MS);
  live.caughtUpTo = Math.max(live.caughtUpTo, now);
  const facilities = openFacilities(db, live.plan);
  const arrived = settings.liveCheckIns && from < now ? arrivalsBetween(live.plan, from, now, facilities) : [];
  const requested = settings.checkInRequests[corporationId] ?? 0;
  live.requestsServed ??= servedSoFar(db, live.plan, requested);
  for (; live.requestsServed < requested; live.requestsServed += 1) {
    const row = requestedArrival(live.plan, live.requestsServed + 1, now, facilities);
    if (row) arrived.push(row);
  }
  if (arrived.length > 0) checkInTable(db).insert(arrived);
  return arrived;
}

/** The plan a company's arrivals are drawn from (tests compare what arrived with `arrivalsBetween`). */
export const livePlanOf = (db: Db, corporationId: string): CheckInPlan | undefined => registry.get(db)?.get(corporationId)?.plan;
