import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { isDateTime, isFullDate } from './iso-formats';

describe('RFC 3339 dates, as the contract means format: date and date-time', () => {
  it.each(['2026-11-22', '2024-02-29', '0001-01-01', '9999-12-31'])('accepts the calendar date %s', (text) => {
    expect(isFullDate(text)).toBe(true);
  });

  it.each(['2026-11-31', '2023-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '26-11-22', '2026-11-22T00:00:00Z', '', ' 2026-11-22'])(
    'refuses %j as a calendar date',
    (text) => {
      expect(isFullDate(text)).toBe(false);
    },
  );

  it.each(['2026-11-22T09:30:00+09:00', '2026-11-22t09:30:00z', '2026-11-22T00:30:00.123456Z', '2026-12-31T23:59:60Z', '2027-01-01T08:59:60+09:00'])(
    'accepts the instant %s',
    (text) => {
      expect(isDateTime(text)).toBe(true);
    },
  );

  it.each([
    '2026-11-22 09:30:00+09:00', // a space for the T
    '2026-11-22T09:30:00+0900', // an offset without its colon
    '2026-11-22T09:30:00', // no offset
    '2026-11-22T09:30+09:00', // no seconds
    '2026-11-22T24:00:00Z',
    '2026-11-31T09:30:00Z',
    '2026-11-22T09:30:60Z', // a leap second where none can be
    '2026-11-22T09:30:00+24:00',
    '2026-11-22',
  ])('refuses %j as an instant', (text) => {
    expect(isDateTime(text)).toBe(false);
  });

  // From 1900: before 1888 Tokyo's offset had seconds (+09:18:59), which an RFC 3339 offset cannot write.
  it('accepts every instant as JavaScript and Temporal write it, and reads the same instant back', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T14:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        expect(isDateTime(iso)).toBe(true);
        const tokyo = Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO('Asia/Tokyo').toString({ timeZoneName: 'never' });
        expect(isDateTime(tokyo)).toBe(true);
        expect(Temporal.Instant.from(tokyo).epochMilliseconds).toBe(date.getTime());
      }),
    );
  });
});
