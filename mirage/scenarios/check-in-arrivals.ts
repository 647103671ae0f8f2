import { createRandom, type Random } from '../lib/random';
import { HOUR_MS, toTokyoIso } from '../lib/time';
import type { CheckInRow } from '../routes/check-ins-rows';
import type { CheckInPlan } from './check-ins';
import { byWeight, drawVisit, isWeekend, petsOf, planFacilityId, visitRow } from './check-in-visits';
import type { DemoCheckInFacility } from './check-ins-data';

/**
 * The demo's live front desk (docs/demo.md "Check-ins that arrive"): pets check in at open facilities in Tokyo opening hours,
 * a few an hour, more at weekends. Visits depend on the plan's seed, facilities and hour alone: no timer, any cut of a range gives the same.
 */

/** Opening hours in Tokyo, from the first hour to the hour it closes (the seeded history's too). */
export const OPENING_HOURS = { from: 9, to: 21 } as const;
/** Visits in an hour on a weekday at a facility of the company's average weight. */
export const VISITS_PER_HOUR = 2;
/** How far a facility's weight may make it busier or quieter than that (a few an hour, never none). */
const WEIGHT_SPAN = { min: 0.5, max: 1.5 } as const;

/** A facility that takes check-ins now: published, and neither closed nor unpublished in the history. */
export const isOpenNow = (facility: DemoCheckInFacility) => facility.untilDaysAgo === undefined && (facility.fromDaysAgo ?? 0) >= 0;

/** The average weight of the company's open facilities: one of that weight expects `VISITS_PER_HOUR`. */
function meanWeight(facilities: readonly DemoCheckInFacility[]): number {
  const weights = facilities.filter(isOpenNow).map((facility) => facility.weight);
  return weights.length > 0 ? weights.reduce((sum, weight) => sum + weight, 0) / weights.length : 0;
}

/** How many visits an hour `facility` expects on that kind of day. */
export function visitsPerHour(plan: Pick<CheckInPlan, 'facilities' | 'volume'>, facility: DemoCheckInFacility, weekend: boolean): number {
  const mean = meanWeight(plan.facilities);
  const share = mean > 0 ? Math.min(WEIGHT_SPAN.max, Math.max(WEIGHT_SPAN.min, facility.weight / mean)) : 1;
  return VISITS_PER_HOUR * share * (weekend ? plan.volume.weekendFactor : 1);
}

/** A count of visits for an expected `mean` (Poisson, by inversion: one draw). */
function visitCount(random: Random, mean: number): number {
  const roll = random.next();
  let probability = Math.exp(-mean);
  let cumulative = probability;
  let count = 0;
  while (roll > cumulative && count < 60) {
    count += 1;
    probability *= mean / count;
    cumulative += probability;
  }
  return count;
}

/** Every visit of one opening hour at one facility, oldest first (ids `<prefix>live-<YYYYMMDDHH>-<facility>-<n>`). */
function visitsInHour(plan: CheckInPlan, facility: DemoCheckInFacility, day: string, hour: number): CheckInRow[] {
  const facilityId = planFacilityId(plan, facility);
  const stamp = `${day.replaceAll('-', '')}${String(hour).padStart(2, '0')}`;
  const random = createRandom(`${plan.seed}:live:${facilityId}:${stamp}`);
  const count = visitCount(random, visitsPerHour(plan, facility, isWeekend(day)));
  const minutes = Array.from({ length: count }, () => hour * 60 + random.int(0, 59)).sort((a, b) => a - b);
  const pets = petsOf(plan);
  const number = plan.facilities.indexOf(facility) + 1;
  return minutes.map((minute, index) => visitRow(plan, facility, drawVisit(random, pets), day, minute, `${plan.prefix}live-${stamp}-${number}-${index + 1}`));
}

/** The check-ins after `from` up to `to` (epoch ms), oldest first: each opening hour's seeded visits at `facilities` (by default the open ones). */
export function arrivalsBetween(
  plan: CheckInPlan,
  from: number,
  to: number,
  facilities: readonly DemoCheckInFacility[] = plan.facilities.filter(isOpenNow),
): CheckInRow[] {
  const rows: CheckInRow[] = [];
  for (let hourStart = Math.floor(from / HOUR_MS) * HOUR_MS; hourStart <= to; hourStart += HOUR_MS) {
    const iso = toTokyoIso(new Date(hourStart));
    const hour = Number(iso.slice(11, 13));
    if (hour < OPENING_HOURS.from || hour >= OPENING_HOURS.to) continue;
    for (const facility of facilities) rows.push(...visitsInHour(plan, facility, iso.slice(0, 10), hour).filter((row) => row.at > from && row.at <= to));
  }
  return rows.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}

/**
 * The n-th check-in asked for (デモ設定 「チェックインを1件発生させる」), arriving `at` (epoch ms): a regular dog's visit to an open
 * facility (any, if none is open), chosen by the plan's seed and n. Id `<prefix>demo-<n>`.
 */
export function requestedArrival(
  plan: CheckInPlan,
  n: number,
  at: number,
  facilities: readonly DemoCheckInFacility[] = plan.facilities.filter(isOpenNow),
): CheckInRow | undefined {
  const choices = facilities.length > 0 ? facilities : plan.facilities;
  if (choices.length === 0) return undefined;
  const random = createRandom(`${plan.seed}:asked:${n}`);
  const facility = byWeight(choices, random.next())!;
  const iso = toTokyoIso(new Date(at));
  const minute = Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
  const row = visitRow(plan, facility, drawVisit(random, petsOf(plan)), iso.slice(0, 10), minute, `${plan.prefix}demo-${n}`);
  // At the moment asked for, not its minute's start: newest-first lists must show it above the visits drawn for that minute.
  return { ...row, at, checkedInAt: iso };
}
