import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYearMonth, NO_DATE } from '@/lib/dates';
import { formatMonthTick } from './months';

const ym = fc.record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) });
const key = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}`;

describe('month labels of the check-in summary', () => {
  it('formats any year-month as 年月, and a tick with the year only in January', () => {
    fc.assert(
      fc.property(ym, (value) => {
        expect(formatYearMonth(key(value))).toBe(`${value.year}年${value.month}月`);
        expect(formatMonthTick(key(value))).toBe(value.month === 1 ? `${value.year}年1月` : `${value.month}月`);
      }),
    );
  });

  it("shows '~' for empty or invalid input, never throwing", () => {
    for (const bad of ['', null, undefined, '2026-13', '2026-00', '2026-1', 'abc']) {
      expect(formatYearMonth(bad)).toBe(NO_DATE);
      expect(formatMonthTick(bad)).toBe(NO_DATE);
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const label = formatYearMonth(text);
        expect(label === NO_DATE || /^\d{4}年\d{1,2}月$/.test(label)).toBe(true);
      }),
    );
  });
});
