import type { PetSize } from '@/api/check-ins';
import { bulkLoad } from '../lib/db';
import type { Random } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { checkInTable, type CheckInRow } from '../routes/check-ins-rows';
import type { AppServer } from '../routes/define-routes';
import { breeds, demoCheckInFacilities, ownerNicknames, ownerPrefectures, petNames, vaccineKinds, type DemoCheckInFacility } from './check-ins-data';
import { openDemoFacilities } from './demo-facilities';
import type { FeatureSeeder } from './seeder';

/** How far back the demo's check-ins go: a year and more (issue 4). */
export const CHECK_IN_HISTORY_DAYS = 400;
const PETS_PER_CORPORATION = 900;

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A Tokyo calendar day `offset` days from `day` (both YYYY-MM-DD), by UTC arithmetic on the date alone. */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:mm:00+09:00' for a Tokyo day and a minute of that day. */
const tokyoIsoAt = (day: string, minute: number) => `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00+09:00`;

export const checkInFacilityId = (corporationId: string, index: number) => `${corporationId}-facility-${index + 1}`;

type Pet = Pick<CheckInRow, 'petId' | 'petName' | 'breed' | 'birthDate' | 'photoUrl' | 'ownerNickname' | 'ownerPrefecture' | 'vaccineKinds'> & {
  size: PetSize;
  hasTag: boolean;
  hasAntibody: boolean;
  hasVaccine: boolean;
};

function makePets(random: Random, corporationId: string, today: string): Pet[] {
  return Array.from({ length: PETS_PER_CORPORATION }, (_, index) => {
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
      ownerPrefecture: hasOwner && random.chance(0.75) ? random.pick(ownerPrefectures) : null,
      vaccineKinds: random.pick(vaccineKinds),
      hasTag: random.chance(0.7),
      hasAntibody: random.chance(0.2),
      hasVaccine: random.chance(0.9),
    };
  });
}

function pickWeighted(random: Random, facilities: DemoCheckInFacility[], totalWeight: number): number {
  let roll = random.next() * totalWeight;
  for (let index = 0; index < facilities.length; index += 1) {
    roll -= facilities[index]!.weight;
    if (roll < 0) return index;
  }
  return facilities.length - 1;
}

/**
 * A year and more of one corporation's check-ins, oldest first: 12–30 a day (more at weekends
 * and in summer), between 9:00 and 21:00 Tokyo time, today's only up to now.
 */
export function buildCheckInRows(random: Random, corporationId: string, now: Date, facilities: DemoCheckInFacility[]): CheckInRow[] {
  const nowIso = toTokyoIso(now);
  const today = nowIso.slice(0, 10);
  const nowMinute = Number(nowIso.slice(11, 13)) * 60 + Number(nowIso.slice(14, 16));
  const pets = makePets(random, corporationId, today);
  const totalWeight = facilities.reduce((sum, facility) => sum + facility.weight, 0);
  // Every calendar day the rows may name (health records go up to ~2 years before a check-in),
  // computed once: day(i) is `i` days before today.
  const lookback = CHECK_IN_HISTORY_DAYS + 800;
  const dayNames = Array.from({ length: lookback + 1 }, (_, index) => addDays(today, -index));
  const before = (dayIndex: number, days: number) => dayNames[Math.min(lookback, dayIndex + days)]!;
  const todayStart = Date.parse(`${today}T00:00:00+09:00`);
  const rows: CheckInRow[] = [];
  const prefix = `ci-${corporationId.replace(/^corp-/, '')}-`;
  for (let dayIndex = CHECK_IN_HISTORY_DAYS; dayIndex >= 0; dayIndex -= 1) {
    const day = dayNames[dayIndex]!;
    const dayStart = todayStart - dayIndex * DAY_MS;
    const weekday = new Date(dayStart + 9 * 3_600_000).getUTCDay();
    const month = Number(day.slice(5, 7));
    const weekend = weekday === 0 || weekday === 6;
    const summer = month === 7 || month === 8;
    const count = Math.round(random.int(12, 20) * (weekend ? 1.5 : 1) * (summer ? 1.25 : 1));
    const minutes = Array.from({ length: count }, () => random.int(9 * 60, 21 * 60 - 1)).sort((a, b) => a - b);
    for (const minute of minutes) {
      if (dayIndex === 0 && minute > nowMinute) break;
      const facilityIndex = pickWeighted(random, facilities, totalWeight);
      const facility = facilities[facilityIndex]!;
      const facilityId = facility.id ?? checkInFacilityId(corporationId, facilityIndex);
      const activityIndex = random.chance(0.12) ? -1 : random.int(0, facility.activities.length - 1);
      const pet = random.pick(pets);
      rows.push({
        id: `${prefix}${rows.length + 1}`,
        corporationId,
        checkedInAt: tokyoIsoAt(day, minute),
        at: dayStart + minute * 60_000,
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
        rabiesVaccinatedOn: random.chance(0.92) ? before(dayIndex, random.int(5, 360)) : null,
        rabiesHasTag: pet.hasTag,
        vaccineVaccinatedOn: pet.hasVaccine ? before(dayIndex, random.int(5, 360)) : null,
        vaccineKinds: pet.hasVaccine ? pet.vaccineKinds : null,
        antibodyTestedOn: pet.hasAntibody ? before(dayIndex, random.int(5, 700)) : null,
        memo: random.chance(0.03) ? 'リードフックを利用' : null,
      });
    }
  }
  return rows;
}

/** Inserts rows in one bulk call (TOOLCHAIN pitfall 5). Tests use it with rows they build. */
export function insertCheckIns(server: AppServer, rows: CheckInRow[]): void {
  checkInTable(server.db).insert(rows);
}

export const checkInsSeeder: FeatureSeeder = {
  name: 'check-ins',
  seed(server, { random, today }) {
    const rows = Object.entries(demoCheckInFacilities).flatMap(([corporationId, fallback]) => {
      // The same facilities as the facility list when they are there (demo coherence).
      const stored = openDemoFacilities(server.db, corporationId)
        .filter((facility) => facility.activities.length > 0)
        .map((facility, index) => ({
          id: facility.id,
          name: facility.name,
          weight: 5 - (index % 4),
          activities: facility.activities.map((activity) => activity.name),
          activityIds: facility.activities.map((activity) => activity.id),
        }));
      return buildCheckInRows(random, corporationId, today, stored.length > 0 ? stored : fallback);
    });
    // 20 000+ fresh rows: hand them over without Mirage's two copies per row.
    bulkLoad(server.db, 'checkIns', rows);
  },
};
