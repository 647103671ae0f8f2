import type { Db } from 'miragejs/db';
import type { PetSize } from '@/api/check-ins';
import { bulkLoad } from '../lib/db';
import { createRandom, type Random } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { checkInTable, type CheckInRow } from '../routes/check-ins-rows';
import type { AppServer } from '../routes/define-routes';
import { breeds, demoCheckInFacilities, ownerNicknames, ownerPrefectures, petNames, vaccineKinds, type DemoCheckInFacility } from './check-ins-data';
import { companyById, siteFacilityId, type CompanyProfile } from './companies';
import { registerLazyCheckIns } from './check-ins-lazy';
import { registerLiveCheckIns } from './check-in-live';
import type { FeatureSeeder } from './seeder';

/** How far back the demo's check-ins go: a year and more (issue 4). */
export const CHECK_IN_HISTORY_DAYS = 400;

const DAY_MS = 86_400_000;
const TOKYO_OFFSET_MS = 9 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A Tokyo calendar day `offset` days from `day` (both YYYY-MM-DD), by UTC arithmetic on the date alone. */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + offset * DAY_MS).toISOString().slice(0, 10);
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Saturday or Sunday (YYYY-MM-DD). */
export const isWeekend = (day: string) => [0, 6].includes(new Date(dayNumber(day) * DAY_MS).getUTCDay());

/** 'YYYY-MM-DDTHH:mm:00+09:00' for a Tokyo day and a minute of that day. */
export const tokyoIsoAt = (day: string, minute: number) => `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00+09:00`;

export const checkInFacilityId = (corporationId: string, index: number) => `${corporationId}-facility-${index + 1}`;

export type Pet = Pick<CheckInRow, 'petId' | 'petName' | 'breed' | 'birthDate' | 'photoUrl' | 'ownerNickname' | 'ownerPrefecture' | 'vaccineKinds'> & {
  size: PetSize;
  hasTag: boolean;
  hasAntibody: boolean;
  hasVaccine: boolean;
};

/** How busy a company is and when (companies.ts); a company of no profile gets an ordinary one. */
export type Volume = Pick<CompanyProfile, 'checkInsPerDay' | 'weekendFactor' | 'seasonality' | 'ownerPrefectures' | 'regularPets'>;

const ordinaryVolume: Volume = {
  checkInsPerDay: [12, 20],
  weekendFactor: 1.5,
  seasonality: [0.9, 0.9, 1, 1, 1.1, 1, 1.25, 1.25, 1, 1, 1, 0.95],
  ownerPrefectures,
  regularPets: 900,
};

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

function makePets(random: Random, corporationId: string, today: string, volume: Volume): Pet[] {
  return Array.from({ length: volume.regularPets }, (_, index) => {
    const { breed, size } = random.pick(breeds);
    const hasOwner = random.chance(0.95);
    return {
      petId: `${corporationId}-pet-${index + 1}`,
      petName: random.pick(petNames),
      breed,
      size,
      birthDate: random.chance(0.8) ? addDays(today, -random.int(120, 15 * 365)) : null,
      photoUrl: null,
      ownerNickname: hasOwner ? `${random.pick(ownerNicknames)}${random.chance(0.4) ? random.int(1, 99) : ''}` : null,
      ownerPrefecture: hasOwner && random.chance(0.8) ? random.pick(volume.ownerPrefectures) : null,
      vaccineKinds: random.pick(vaccineKinds),
      hasTag: random.chance(0.7),
      hasAntibody: random.chance(0.2),
      hasVaccine: random.chance(0.9),
    };
  });
}

/** The plan of one company's check-ins, from a seed and today. */
export function planCheckIns(seed: string, corporationId: string, now: Date, facilities: DemoCheckInFacility[]): CheckInPlan {
  const nowIso = toTokyoIso(now);
  const today = nowIso.slice(0, 10);
  const company = companyById(corporationId);
  const volume: Volume = company ?? ordinaryVolume;
  return {
    corporationId,
    seed,
    prefix: `ci-${company?.short ?? corporationId.replace(/^corp-/, '')}-`,
    volume,
    facilities,
    today,
    nowMinute: Number(nowIso.slice(11, 13)) * 60 + Number(nowIso.slice(14, 16)),
  };
}

const isOpen = (facility: DemoCheckInFacility, daysAgo: number) =>
  daysAgo <= (facility.fromDaysAgo ?? Number.POSITIVE_INFINITY) && daysAgo >= (facility.untilDaysAgo ?? 0);

/** A facility by the share of its weight among those open that day (the roll is drawn either way). */
function facilityFor(open: DemoCheckInFacility[], total: number, roll: number): DemoCheckInFacility | undefined {
  let left = roll * total;
  for (const facility of open) {
    left -= facility.weight;
    if (left < 0) return facility;
  }
  return open.at(-1);
}

/** YYYY-MM-DD of a day number (days since 1970-01-01), remembered: the health dates name thousands. */
const dayNames = new Map<number, string>();
function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    name = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  return name;
}

/** The dogs that visit a company again and again, drawn once per plan. */
export const petsOf = (plan: CheckInPlan): Pet[] => (plan.pets ??= makePets(createRandom(`${plan.seed}:pets`), plan.corporationId, plan.today, plan.volume));

/** What one visit draws (after its facility), in this order, whether or not the visit is kept. */
export type Visit = ReturnType<typeof drawVisit>;

export function drawVisit(random: Random, pets: readonly Pet[]) {
  const activityRoll = random.next();
  const pet = random.pick(pets);
  const rabies = random.chance(0.92) ? random.int(5, 360) : null;
  const vaccine = random.int(5, 360);
  const antibody = random.int(5, 700);
  const memo = random.chance(0.03);
  return { activityRoll, pet, rabies, vaccine, antibody, memo };
}

/** The id of a facility of the plan: the stored facility's, or `<corporationId>-facility-<n>`. */
export const planFacilityId = (plan: CheckInPlan, facility: DemoCheckInFacility) =>
  facility.id ?? checkInFacilityId(plan.corporationId, plan.facilities.indexOf(facility));

/** The stored row of a visit to `facility` on a Tokyo day at a minute of that day. */
export function visitRow(plan: CheckInPlan, facility: DemoCheckInFacility, visit: Visit, day: string, minute: number, id: string): CheckInRow {
  const { activityRoll, pet, rabies, vaccine, antibody, memo } = visit;
  const number = dayNumber(day);
  const facilityId = planFacilityId(plan, facility);
  const activityIndex = activityRoll < 0.12 ? -1 : Math.floor(((activityRoll - 0.12) / 0.88) * facility.activities.length);
  return {
    id,
    corporationId: plan.corporationId,
    checkedInAt: tokyoIsoAt(day, minute),
    at: number * DAY_MS - TOKYO_OFFSET_MS + minute * 60_000,
    facilityId,
    facilityName: facility.name,
    activityId: activityIndex < 0 ? null : (facility.activityIds?.[activityIndex] ?? `${facilityId}-activity-${activityIndex + 1}`),
    activityName: activityIndex < 0 ? null : facility.activities[activityIndex]!,
    petId: pet.petId,
    petName: pet.petName,
    breed: pet.breed,
    size: pet.size,
    birthDate: pet.birthDate,
    photoUrl: pet.photoUrl,
    ownerNickname: pet.ownerNickname,
    ownerPrefecture: pet.ownerPrefecture,
    rabiesVaccinatedOn: rabies === null ? null : dayName(number - rabies),
    rabiesHasTag: pet.hasTag,
    vaccineVaccinatedOn: pet.hasVaccine ? dayName(number - vaccine) : null,
    vaccineKinds: pet.hasVaccine ? pet.vaccineKinds : null,
    antibodyTestedOn: pet.hasAntibody ? dayName(number - antibody) : null,
    memo: memo ? 'リードフックを利用' : null,
  };
}

/**
 * One day of one company's check-ins, oldest first, drawn from the plan's seed and the day
 * alone, so a day is the same whenever it is drawn (at start, lazily, after a reload) and any
 * range of days can be drawn on its own. Volume follows the company's profile: its daily range,
 * its weekends and its seasons; only days of the history window and nothing after now are kept.
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
    const facility = facilityFor(open, openWeight, facilityRoll);
    if (!facility || (daysAgo === 0 && minute > plan.nowMinute)) continue;
    rows.push(visitRow(plan, facility, visit, day, minute, `${prefix}${rows.length + 1}`));
  }
  return rows;
}

/** The days (YYYY-MM-DD) of the history, oldest first, in slices of about ten (a month in thirds). */
export function historySlices(plan: Pick<CheckInPlan, 'today'>): string[][] {
  const last = dayNumber(plan.today);
  const slices: string[][] = [];
  let slice: string[] = [];
  for (let day = last - CHECK_IN_HISTORY_DAYS; day <= last; day += 1) {
    const name = dayName(day);
    const date = Number(name.slice(8, 10));
    if (slice.length > 0 && (date === 1 || date === 11 || date === 21)) {
      slices.push(slice);
      slice = [];
    }
    slice.push(name);
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}

/** One month's check-ins (YYYY-MM), its days drawn one by one. */
export function buildCheckInMonth(plan: CheckInPlan, month: string): CheckInRow[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => buildCheckInDay(plan, `${month}-${pad(index + 1)}`)).flat();
}

/**
 * A year and more of one corporation's check-ins, oldest first, every month of the history
 * drawn at once (the synchronous seed; the demo draws months lazily, check-ins-lazy.ts).
 */
export function buildCheckInRows(random: Random, corporationId: string, now: Date, facilities: DemoCheckInFacility[]): CheckInRow[] {
  const plan = planCheckIns(String(random.int(0, 2 ** 31 - 1)), corporationId, now, facilities);
  return historySlices(plan).flatMap((days) => days.flatMap((day) => buildCheckInDay(plan, day)));
}

/** Inserts rows in one bulk call (TOOLCHAIN pitfall 5). Tests use it with rows they build. */
export function insertCheckIns(server: AppServer, rows: CheckInRow[]): void {
  checkInTable(server.db).insert(rows);
}

type StoredFacility = {
  id: string;
  corporationId: string;
  name: string;
  status: string;
  activities?: { id: string; activityProps?: { displayName?: string; isPetFriendly?: boolean } }[];
};

/**
 * The corporation's facilities as the facilities seeder stored them (it runs first), so the
 * check-ins name the same facilities and activities as the facility list, each only while it
 * was open (from a few days after its registration until it closed). Empty without them.
 */
export function checkInFacilitiesOf(db: Db, corporationId: string): DemoCheckInFacility[] {
  const collection = (db as unknown as { _collections: { name: string; _records: StoredFacility[] }[] })._collections.find((c) => c.name === 'facilities');
  const company = companyById(corporationId);
  return (collection?._records ?? [])
    .filter((row) => row.corporationId === corporationId && row.status !== 'pending')
    .flatMap((row) => {
      const site = company?.sites.find((candidate) => siteFacilityId(company, candidate) === row.id);
      if (site && site.weight === 0) return [];
      const activities = (row.activities ?? []).filter((activity) => activity.activityProps?.isPetFriendly !== false);
      return [
        {
          id: row.id,
          name: row.name,
          weight: site?.weight ?? 3,
          activities: activities.map((activity, index) => activity.activityProps?.displayName || `アクティビティ${index + 1}`),
          activityIds: activities.map((activity) => activity.id),
          fromDaysAgo: site ? Math.max(0, site.openedDaysAgo - 3) : undefined,
          untilDaysAgo: site?.endedDaysAgo,
        },
      ];
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
    const rows = plans.flatMap((plan) => historySlices(plan).flatMap((days) => days.flatMap((day) => buildCheckInDay(plan, day))));
    // 20 000+ fresh rows: hand them over without Mirage's two copies per row.
    bulkLoad(server.db, 'checkIns', rows);
    // From where the history ends, check-ins keep arriving (check-in-live.ts).
    registerLiveCheckIns(server.db, plans, today.getTime());
  },
  // The demo draws a company's months when its check-ins are first asked for (check-ins-lazy.ts).
  seedLazily(server, { random, today }) {
    const seed = String(random.int(0, 2 ** 31 - 1));
    const plans = plansFor(server.db, seed, today);
    registerLazyCheckIns(server.db, plans);
    registerLiveCheckIns(server.db, plans, today.getTime());
  },
};
