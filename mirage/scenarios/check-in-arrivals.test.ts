import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom } from '../lib/random';
import { toTokyoIso } from '../lib/time';
import { makeServer, type AppServer } from '../server';
import { arrivalsBetween, isOpenNow, OPENING_HOURS, requestedArrival, VISITS_PER_HOUR, visitsPerHour } from './check-in-arrivals';
import { buildCheckInDay, checkInFacilitiesOf, planCheckIns, type CheckInPlan } from './check-ins';
import { isWeekend } from './check-in-visits';
import { seedDemoAccounts } from './accounts';
import { companies } from './companies';
import { facilitiesSeeder } from './facilities';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A Tuesday, 12:00 in Tokyo: the demo was seeded then. */
const seededAt = new Date('2026-11-24T03:00:00Z');
const tokyo = (ms: number) => toTokyoIso(new Date(ms));

let server: AppServer;
/** Each demo company's plan, naming the facilities as the facility list stores them (some pending, closed, unpublished). */
let plans: CheckInPlan[];
beforeAll(() => {
  server = makeServer({ environment: 'test' });
  seedDemoAccounts(server);
  facilitiesSeeder.seed(server, { random: createRandom('arrivals-test:facilities', seededAt), today: seededAt });
  plans = companies.map((company) =>
    planCheckIns(`arrivals-test:${company.corporationId}`, company.corporationId, seededAt, checkInFacilitiesOf(server.db, company.corporationId)),
  );
  expect(plans.every((each) => each.facilities.filter(isOpenNow).length >= 5)).toBe(true);
});
afterAll(() => server.shutdown());

const plan = () => plans[0]!;
/** A time range within the four weeks after the seed. */
const range = fc
  .tuple(fc.integer({ min: 0, max: 28 * DAY }), fc.integer({ min: 0, max: DAY }), fc.integer({ min: 0, max: DAY }))
  .map(([offset, first, second]) => {
    const from = seededAt.getTime() + offset;
    return { from, mid: from + first, to: from + first + second };
  });

describe('check-ins that arrive in the demo', () => {
  it('are the same however a time range is cut (the fake may catch up at any moment)', () => {
    fc.assert(
      fc.property(range, fc.constantFrom(0, 1, 2), ({ from, mid, to }, company) => {
        const whole = arrivalsBetween(plans[company]!, from, to);
        if (to - from > DAY) expect(whole.length).toBeGreaterThan(0);

        expect([...arrivalsBetween(plans[company]!, from, mid), ...arrivalsBetween(plans[company]!, mid, to)]).toEqual(whole);
        expect(arrivalsBetween(plans[company]!, from, to)).toEqual(whole);
      }),
      { numRuns: 30 },
    );
  });

  it('come only during Tokyo opening hours, after `from` and up to `to`, oldest first, each id once', () => {
    fc.assert(
      fc.property(range, ({ from, to }) => {
        const rows = arrivalsBetween(plan(), from, to);
        const hours = rows.map((row) => Number(row.checkedInAt.slice(11, 13)));
        expect(hours.filter((hour) => hour < OPENING_HOURS.from || hour >= OPENING_HOURS.to)).toEqual([]);
        expect(rows.filter((row) => row.at <= from || row.at > to || row.checkedInAt !== tokyo(row.at))).toEqual([]);
        expect(rows.map((row) => row.at)).toEqual(rows.map((row) => row.at).sort((a, b) => a - b));
        expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      }),
      { numRuns: 30 },
    );
  });

  it('come to open facilities only, with their activities and the company’s regular dogs, like the seeded history', () => {
    const history = plans.flatMap((each) => buildCheckInDay(each, '2026-11-20'));
    for (const each of plans) {
      const open = new Set(each.facilities.filter(isOpenNow).map((facility) => facility.id));
      const closed = each.facilities.filter((facility) => !isOpenNow(facility));
      expect(closed.length).toBeGreaterThan(0);
      const rows = arrivalsBetween(each, seededAt.getTime(), seededAt.getTime() + 7 * DAY);
      expect(rows.length).toBeGreaterThan(0);
      const unlike = rows.filter((row) => {
        const facility = each.facilities.find((candidate) => candidate.id === row.facilityId);
        return (
          !open.has(row.facilityId) ||
          row.facilityName !== facility?.name ||
          (row.activityName !== null && !facility.activities.includes(row.activityName)) ||
          row.corporationId !== each.corporationId ||
          !row.petId.startsWith(`${each.corporationId}-pet-`) ||
          !row.id.startsWith(`${each.prefix}live-`)
        );
      });
      expect(unlike).toEqual([]);
    }
    // Never an id of the seeded history.
    const seededIds = new Set(history.map((row) => row.id));
    expect(plans.flatMap((each) => arrivalsBetween(each, seededAt.getTime() - 4 * DAY, seededAt.getTime())).some((row) => seededIds.has(row.id))).toBe(false);
  });

  it('come a few an hour at each open facility, more at weekends', () => {
    for (const each of plans) {
      const open = each.facilities.filter(isOpenNow);
      const rows = arrivalsBetween(each, seededAt.getTime(), seededAt.getTime() + 28 * DAY);
      const openHours = OPENING_HOURS.to - OPENING_HOURS.from;
      const perFacilityHour = (weekend: boolean) => {
        const days = new Set(
          Array.from({ length: 28 }, (_, n) => tokyo(seededAt.getTime() + (n + 1) * DAY).slice(0, 10)).filter((day) => isWeekend(day) === weekend),
        );
        const visits = rows.filter((row) => days.has(row.checkedInAt.slice(0, 10))).length;
        return visits / (days.size * openHours * open.length);
      };
      const weekday = perFacilityHour(false);
      const weekend = perFacilityHour(true);
      expect(weekday).toBeGreaterThan(VISITS_PER_HOUR * 0.75);
      expect(weekday).toBeLessThan(VISITS_PER_HOUR * 1.25);
      expect(weekend).toBeGreaterThan(weekday * 1.2);
      for (const facility of open) {
        expect(visitsPerHour(each, facility, false)).toBeGreaterThanOrEqual(1);
        expect(visitsPerHour(each, facility, false)).toBeLessThanOrEqual(3);
      }
    }
  });

  it('are nothing at night', () => {
    const night = Date.parse('2026-11-24T21:00:00+09:00');
    expect(arrivalsBetween(plan(), night, night + 12 * HOUR - 1)).toEqual([]);
  });

  it('gives the check-in someone asked for now, the same for the same n, at an open facility', () => {
    const at = Date.parse('2026-11-24T23:30:20+09:00');
    const first = requestedArrival(plan(), 1, at)!;
    expect(first).toEqual(requestedArrival(plan(), 1, at));
    expect(first.id).toBe(`${plan().prefix}demo-1`);
    expect(first.checkedInAt).toBe('2026-11-24T23:30:20+09:00');
    expect(first.at).toBe(at);
    expect(
      plan()
        .facilities.filter(isOpenNow)
        .map((facility) => facility.id),
    ).toContain(first.facilityId);
    expect(requestedArrival(plan(), 2, at)!.id).toBe(`${plan().prefix}demo-2`);
  });
});
