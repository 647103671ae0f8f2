import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDateTime } from './time';

describe('CSV date-times the fake sends', () => {
  it('writes them as Excel reads them, in Tokyo, empty without a date', () => {
    expect(csvDateTime('2026-10-31T15:12:59Z')).toBe('2026-11-01 00:12');
    expect(csvDateTime('2026-11-01T09:12:00+09:00')).toBe('2026-11-01 09:12');
    expect(csvDateTime(null)).toBe('');
    expect(csvDateTime('not a date')).toBe('');
  });

  it('agrees with Intl in Tokyo for any instant', () => {
    const tokyo = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(csvDateTime(new Date(ms).toISOString())).toBe(tokyo.format(new Date(ms)));
      }),
    );
  });
});
