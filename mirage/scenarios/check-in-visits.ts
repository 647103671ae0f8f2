import { createRandom, type Random } from '../lib/random';
import { DAY_MS, TOKYO_OFFSET_MS } from '../lib/time';
import type { CheckInRow } from '../routes/check-ins-rows';
import type { CheckInPlan, Volume } from './check-ins';
import { breeds, ownerNicknames, petNames, vaccineKinds, type DemoCheckInFacility } from './check-ins-data';

/** One dog's visit to a facility as the history and the later arrivals both draw it: the regular dogs, the draws in a fixed order, the row. */

export const pad = (n: number) => String(n).padStart(2, '0');

/** Days since 1970-01-01 of a calendar day (YYYY-MM-DD). */
export const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Saturday or Sunday (YYYY-MM-DD). */
export const isWeekend = (day: string) => [0, 6].includes(new Date(dayNumber(day) * DAY_MS).getUTCDay());

/** 'YYYY-MM-DDTHH:mm:00+09:00' for a Tokyo day and a minute of that day. */
export const tokyoIsoAt = (day: string, minute: number) => `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00+09:00`;

export type Pet = Pick<CheckInRow, 'petId' | 'petName' | 'breed' | 'size' | 'birthDate' | 'photoUrl' | 'ownerNickname' | 'ownerPrefecture' | 'vaccineKinds'> & {
  hasTag: boolean;
  hasAntibody: boolean;
  hasVaccine: boolean;
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
      birthDate: random.chance(0.8) ? dayName(dayNumber(today) - random.int(120, 15 * 365)) : null,
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

/** YYYY-MM-DD of a day number (days since 1970-01-01), remembered: the health dates name thousands. */
const dayNames = new Map<number, string>();
export const dayName = (day: number): string => dayNames.get(day) ?? dayNames.set(day, new Date(day * DAY_MS).toISOString().slice(0, 10)).get(day)!;

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

/** A facility by the share of its weight among `choices`, for a roll in [0, 1). */
export function byWeight(
  choices: readonly DemoCheckInFacility[],
  roll: number,
  total = choices.reduce((sum, facility) => sum + facility.weight, 0),
): DemoCheckInFacility | undefined {
  let left = roll * total;
  return choices.find((facility) => (left -= facility.weight) < 0) ?? choices.at(-1);
}

/** The id of a facility of the plan: the stored facility's, or `<corporationId>-facility-<n>`. */
export const planFacilityId = (plan: CheckInPlan, facility: DemoCheckInFacility) =>
  facility.id ?? `${plan.corporationId}-facility-${plan.facilities.indexOf(facility) + 1}`;

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
