import type { Db } from 'miragejs/db';
import { bulkLoad } from '../lib/db';
import { createRandom, type Random } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { checkInTable, type CheckInRow } from '../routes/check-ins-rows';
import type { AppServer } from '../routes/define-routes';
import { facilitiesOf, type FacilityRow } from '../routes/facilities-data';
import { demoCheckInFacilities, type DemoCheckInFacility } from './check-ins-data';
import { byWeight, dayName, dayNumber, drawVisit, isWeekend, petsOf, visitRow, type Pet } from './check-in-visits';
import { companyById, siteOf, type CompanyProfile } from './companies';
import { registerLiveCheckIns } from './check-in-live';
import type { FeatureSeeder } from './seeder';

/** How far back the demo's check-ins go: a year and more. */
export const CHECK_IN_HISTORY_DAYS = 400;

/** How busy a company is and when (companies.ts). */
export type Volume = Pick<CompanyProfile, 'checkInsPerDay' | 'weekendFactor' | 'seasonality' | 'ownerPrefectures' | 'regularPets'>;

/** Everything one company's check-ins are drawn from; each month is then drawn on its own. */
export type CheckInPlan = {
  corporationId: string;
  /** Seeds every month's draws: the same plan gives the same month, whenever it is drawn. */
  seed: string;
  /** Row ids: `<prefix><YYYYMMDD>-<n>`. */
  prefix: string;
  volume: Volume;
  facilities: DemoCheckInFacility[];
  /** The dogs that visit, drawn the first time a month is (so that planning costs nothing at start). */
  pets?: Pet[];
  /** Tokyo today (YYYY-MM-DD) and the minute of now: nothing later is shown. */
  today: string;
  nowMinute: number;
};

/** The plan of one demo company's check-ins, from a seed and today. */
export function planCheckIns(seed: string, corporationId: string, now: Date, facilities: DemoCheckInFacility[]): CheckInPlan {
  const nowIso = toTokyoIso(now);
  const company = companyById(corporationId)!;
  return {
    corporationId,
    seed,
    prefix: `ci-${company.short}-`,
    volume: company,
    facilities,
    today: nowIso.slice(0, 10),
    nowMinute: Number(nowIso.slice(11, 13)) * 60 + Number(nowIso.slice(14, 16)),
  };
}

const isOpen = (facility: DemoCheckInFacility, daysAgo: number) =>
  daysAgo <= (facility.fromDaysAgo ?? Number.POSITIVE_INFINITY) && daysAgo >= (facility.untilDaysAgo ?? 0);

/**
 * One day of a company's check-ins, oldest first, from the plan's seed and the day alone, so a day is the same whenever drawn;
 * volume follows the company's daily range, weekends and seasons; only days of the history and nothing after now are kept.
 */
export function buildCheckInDay(plan: CheckInPlan, day: string): CheckInRow[] {
  const pets = petsOf(plan);
  const number = dayNumber(day);
  const daysAgo = dayNumber(plan.today) - number;
  if (daysAgo < 0 || daysAgo > CHECK_IN_HISTORY_DAYS) return [];
  const random = createRandom(`${plan.seed}:${day}`);
  const { checkInsPerDay, weekendFactor, seasonality } = plan.volume;
  const count = Math.round(random.int(checkInsPerDay[0], checkInsPerDay[1]) * (isWeekend(day) ? weekendFactor : 1) * seasonality[Number(day.slice(5, 7)) - 1]!);
  const minutes = Array.from({ length: count }, () => random.int(9 * 60, 21 * 60 - 1)).sort((a, b) => a - b);
  const open = plan.facilities.filter((facility) => isOpen(facility, daysAgo));
  const openWeight = open.reduce((sum, facility) => sum + facility.weight, 0);
  const prefix = `${plan.prefix}${day.replaceAll('-', '')}-`;
  const rows: CheckInRow[] = [];
  for (const minute of minutes) {
    // Every draw happens whether or not the row is kept (a check-in later than now).
    const facilityRoll = random.next();
    const visit = drawVisit(random, pets);
    const facility = byWeight(open, facilityRoll, openWeight);
    if (!facility || (daysAgo === 0 && minute > plan.nowMinute)) continue;
    rows.push(visitRow(plan, facility, visit, day, minute, `${prefix}${rows.length + 1}`));
  }
  return rows;
}

/** Every day of the history, oldest first. */
function historyRows(plan: CheckInPlan): CheckInRow[] {
  const last = dayNumber(plan.today);
  return Array.from({ length: CHECK_IN_HISTORY_DAYS + 1 }, (_, index) => buildCheckInDay(plan, dayName(last - CHECK_IN_HISTORY_DAYS + index))).flat();
}

/** A year and more of one corporation's check-ins, oldest first. */
export function buildCheckInRows(random: Random, corporationId: string, now: Date, facilities: DemoCheckInFacility[]): CheckInRow[] {
  return historyRows(planCheckIns(String(random.int(0, 2 ** 31 - 1)), corporationId, now, facilities));
}

/** Inserts rows in one bulk call (fast, unlike relations). Tests use it with rows they build. */
export function insertCheckIns(server: AppServer, rows: CheckInRow[]): void {
  checkInTable(server.db).insert(rows);
}

/**
 * The corporation's stored facilities (their seeder runs first), so the check-ins name the facility list's facilities and
 * activities, each only while open (from a few days after registration until it closed). Empty without them.
 */
export function checkInFacilitiesOf(db: Db, corporationId: string): DemoCheckInFacility[] {
  const takesCheckIns = (row: FacilityRow) => row.status !== 'pending' && siteOf(corporationId, row.id)?.weight !== 0;
  return facilitiesOf(db, corporationId, takesCheckIns).map((row) => {
    const site = siteOf(corporationId, row.id);
    const activities = row.activities.filter((activity) => activity.activityProps.isPetFriendly);
    return {
      id: row.id,
      name: row.name,
      weight: site?.weight ?? 3,
      activities: activities.map((activity, index) => activity.activityProps.displayName || `アクティビティ${index + 1}`),
      activityIds: activities.map((activity) => activity.id),
      fromDaysAgo: site ? Math.max(0, site.openedDaysAgo - 3) : undefined,
      untilDaysAgo: site?.endedDaysAgo,
    };
  });
}

/** Every corporation's plan, naming the stored facilities when there are some. */
function plansFor(db: Db, seed: string, today: Date): CheckInPlan[] {
  return Object.entries(demoCheckInFacilities).map(([corporationId, fallback]) => {
    const stored = checkInFacilitiesOf(db, corporationId);
    return planCheckIns(`${seed}:${corporationId}`, corporationId, today, stored.length > 0 ? stored : fallback);
  });
}

export const checkInsSeeder: FeatureSeeder = {
  name: 'check-ins',
  seed(server, { random, today }) {
    const seed = String(random.int(0, 2 ** 31 - 1));
    const plans = plansFor(server.db, seed, today);
    const rows = plans.flatMap(historyRows);
    // 20 000+ fresh rows: hand them over without Mirage's two copies per row.
    bulkLoad(server.db, 'checkIns', rows);
    // From where the history ends, check-ins keep arriving (check-in-live.ts).
    registerLiveCheckIns(server.db, plans, today.getTime());
  },
};
