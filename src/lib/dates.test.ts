import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateJa, formatDateSlash, formatDateTime, formatYearMonth, NO_DATE, startOfTokyoDay, todayInTokyo } from './dates';

describe('date formats in Asia/Tokyo (SPEC §9)', () => {
  const iso = '2026-03-04T23:30:05Z'; // 2026-03-05 08:30:05 in Tokyo

  it('shows each format in Tokyo time', () => {
    expect(formatDateJa(iso)).toBe('2026年3月5日');
    expect(formatDateTime(iso)).toBe('2026-03-05 08:30');
    expect(formatDateTime(iso, { seconds: true })).toBe('2026-03-05 08:30:05');
    expect(formatDateSlash(iso)).toBe('2026/03/05');
    expect(formatDateSlash('2026-12-31')).toBe('2026/12/31');
    expect(formatDateTime('2026-01-02T03:04:00+09:00')).toBe('2026-01-02 03:04');
  });

  it('shows ~ for empty or invalid dates', () => {
    for (const bad of ['', null, undefined, 'not a date', '2026-13-45', Number.NaN, new Date('x')]) {
      expect(formatDateJa(bad)).toBe(NO_DATE);
      expect(formatDateTime(bad)).toBe(NO_DATE);
      expect(formatDateSlash(bad)).toBe(NO_DATE);
    }
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null)), (value) => {
        for (const f of [formatDateJa, formatDateSlash, formatDateTime]) expect(typeof f(value)).toBe('string');
      }),
    );
  });

  it('agrees with Intl in Tokyo for any instant', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(formatDateSlash(ms)).toBe(intl.format(ms).replace(/-/g, '/'));
      }),
    );
  });

  it('shows a month as 2026年11月, from YYYY-MM or any instant in it (Tokyo)', () => {
    expect(formatYearMonth('2026-11')).toBe('2026年11月');
    expect(formatYearMonth('2026-01')).toBe('2026年1月');
    expect(formatYearMonth('2026-10-31T15:30:00Z')).toBe('2026年11月');
    for (const bad of ['', null, undefined, '2026-13', '2026-1', 'abc']) expect(formatYearMonth(bad)).toBe(NO_DATE);
  });

  it('knows the Tokyo day and its start', () => {
    expect(todayInTokyo(Date.parse('2026-11-21T15:30:00Z'))).toBe('2026-11-22');
    expect(startOfTokyoDay('2026-11-22')).toBe('2026-11-22T00:00:00+09:00');
    expect(startOfTokyoDay('nope')).toBeUndefined();
  });
});
