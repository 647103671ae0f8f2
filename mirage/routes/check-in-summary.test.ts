import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckInSummary } from '@/api/check-ins';
import { toTokyoIso } from '../lib/time';
import { makeCheckInRow } from '@tests/harness/check-in-rows';
import type { CheckInRow } from './check-ins-rows';
import { SUMMARY_MONTHS, summarize } from './check-ins';

/** The summary as its definition reads, one check-in at a time, with dates taken apart as text. */
function summaryByDefinition(rows: CheckInRow[], facilityId: string, now: Date): CheckInSummary {
  const today = toTokyoIso(now).slice(0, 10);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = Array.from({ length: SUMMARY_MONTHS }, (_, index) => new Date(Date.UTC(year, month - SUMMARY_MONTHS + index, 1)).toISOString().slice(0, 7));
  const counted = rows.filter((row) => !facilityId || row.facilityId === facilityId);
  const dayOf = (row: CheckInRow) => row.checkedInAt.slice(0, 10);
  const totalsOf = (of: CheckInRow[]) => ({
    today: of.filter((row) => dayOf(row) === today).length,
    thisMonth: of.filter((row) => dayOf(row).slice(0, 7) === today.slice(0, 7)).length,
    thisYear: of.filter((row) => dayOf(row).slice(0, 4) === today.slice(0, 4)).length,
    total: of.length,
  });
  const facilityIds = [...new Set(rows.map((row) => row.facilityId))].sort((a, b) => a.localeCompare(b, 'ja', { numeric: true }));
  return {
    ...totalsOf(counted),
    monthly: months.map((month) => ({ month, count: counted.filter((row) => dayOf(row).slice(0, 7) === month).length })),
    facilities: facilityIds.map((id) => {
      const own = rows.filter((row) => row.facilityId === id);
      return { facilityId: id, facilityName: own[0]!.facilityName, ...totalsOf(own) };
    }),
    years: [...new Set([year, ...rows.map((row) => Number(dayOf(row).slice(0, 4)))])].sort((a, b) => b - a),
  };
}

/** Instants from 2023 to 2027: the summary's year and month boundaries, in Tokyo and in UTC, fall inside. */
const instant = fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2027, 11, 31) });
const checkIn = fc.record({ at: instant, facility: fc.constantFrom('fac-2', 'fac-10', 'fac-b') });

describe('the check-in summary', () => {
  it('counts every check-in as the definition does, whatever the day and the facility asked for', () => {
    fc.assert(
      fc.property(instant, fc.array(checkIn, { maxLength: 60 }), fc.constantFrom('', 'fac-2', 'fac-10', 'fac-none'), (now, arrivals, facilityId) => {
        const rows = arrivals.map(({ at, facility }) =>
          makeCheckInRow('corp-1', { checkedInAt: toTokyoIso(new Date(at)), facilityId: facility, facilityName: `施設 ${facility}` }),
        );
        expect(summarize(rows, facilityId, new Date(now))).toEqual(summaryByDefinition(rows, facilityId, new Date(now)));
      }),
      { numRuns: 300 },
    );
  });

  it('puts a check-in at the start of a Tokyo month into that month, and one just before into the month before', () => {
    // 2027-01-01 00:30 in Tokyo is still 2026-12-31 in UTC.
    const now = new Date(Date.UTC(2027, 0, 10));
    const rows = [Date.UTC(2026, 11, 31, 15, 30), Date.UTC(2026, 11, 31, 14, 59)].map((at) =>
      makeCheckInRow('corp-1', { checkedInAt: toTokyoIso(new Date(at)) }),
    );
    const summary = summarize(rows, '', now);
    expect(summary).toMatchObject({ thisMonth: 1, thisYear: 1, total: 2 });
    expect(summary.monthly.slice(-2)).toEqual([
      { month: '2026-12', count: 1 },
      { month: '2027-01', count: 1 },
    ]);
    expect(summary.years).toEqual([2027, 2026]);
  });
});
