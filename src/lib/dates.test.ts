import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { epochOf, formatDateJa, formatDateSlash, formatDateTime, formatYearMonth, NO_DATE, startOfTokyoDay, todayInTokyo } from './dates';
import { toTokyo } from './tokyo-time';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Dates as the API and the forms write them: a day, or a time with or without seconds, a fraction, Z or an offset. */
const written = fc
  .record({
    year: fc.integer({ min: 1970, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.option(fc.integer({ min: 0, max: 60 })),
    fraction: fc.option(fc.stringMatching(/^\d{1,9}$/)),
    zone: fc.oneof(
      fc.constant(''),
      fc.constant('Z'),
      fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 30, 45)).map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
    ),
    dateOnly: fc.boolean(),
  })
  .map(({ year, month, day, hour, minute, second, fraction, zone, dateOnly }) => {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    if (dateOnly) return date;
    const seconds = second === null ? '' : `:${pad(second)}${fraction === null ? '' : `.${fraction}`}`;
    return `${date}T${pad(hour)}:${pad(minute)}${seconds}${zone}`;
  });

describe('date formats in Asia/Tokyo', () => {
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

  it('reads every date as Temporal reads it in Tokyo, with no Temporal of its own', () => {
    fc.assert(
      fc.property(fc.oneof(written, fc.string()), (text) => {
        const oracle = toTokyo(text);
        if (!oracle) {
          // What Temporal refuses is never shown as a date.
          expect(formatDateTime(text)).toBe(NO_DATE);
          return;
        }
        const shown = formatDateTime(text, { seconds: true });
        // Forms Temporal reads that no API answer or form writes (an offset of hours only…) may be refused.
        if (shown === NO_DATE) return;
        expect(shown).toBe(`${pad(oracle.year, 4)}-${pad(oracle.month)}-${pad(oracle.day)} ${pad(oracle.hour)}:${pad(oracle.minute)}:${pad(oracle.second)}`);
        expect(epochOf(text)).toBe(oracle.epochMilliseconds);
        expect(formatDateJa(text)).toBe(`${oracle.year}年${oracle.month}月${oracle.day}日`);
      }),
      { numRuns: 500 },
    );
  });

  it('reads every date the API and the forms write (and Temporal reads)', () => {
    fc.assert(
      fc.property(written, (text) => {
        expect(formatDateTime(text) === NO_DATE).toBe(toTokyo(text) === undefined);
      }),
      { numRuns: 500 },
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
