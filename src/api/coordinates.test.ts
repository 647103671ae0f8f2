import { type } from 'arktype';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COORDINATE_LIMITS, coordinatePatterns, LatitudeOrNull, LongitudeOrNull, type CoordinateAxis } from './coordinates';

const axes = Object.keys(COORDINATE_LIMITS) as CoordinateAxis[];
const readers = { latitude: LatitudeOrNull, longitude: LongitudeOrNull };
const reads = (axis: CoordinateAxis, value: unknown) => !(readers[axis]()(value) instanceof type.errors);

/** A decimal as a backend may write it: a sign, leading zeros, up to four integer digits, a fraction. */
const decimalText = fc
  .tuple(fc.boolean(), fc.nat({ max: 2 }), fc.nat({ max: 9999 }), fc.option(fc.stringMatching(/^\d{1,8}$/)))
  .map(([negative, zeros, whole, fraction]) => `${negative ? '-' : ''}${'0'.repeat(zeros)}${whole}${fraction === null ? '' : `.${fraction}`}`);

describe('coordinates within their bounds (the contract and the reader share them)', () => {
  it.each(axes)('a %s string matches the contract’s pattern exactly when its value is within the bounds', (axis) => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const within = Math.abs(Number(text)) <= COORDINATE_LIMITS[axis];
        expect(coordinatePatterns[axis].test(text)).toBe(within);
        expect(reads(axis, text)).toBe(within);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(axes)('a %s number is read exactly when it is within the bounds', (axis) => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), (value) => {
        expect(reads(axis, value)).toBe(Math.abs(value) <= COORDINATE_LIMITS[axis]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the edges, the strings of a typical backend and none; refuses what is off the globe', () => {
    expect(LatitudeOrNull()(-90)).toBe(-90);
    expect(LatitudeOrNull()('90.000000')).toBe(90);
    expect(LongitudeOrNull()('-180')).toBe(-180);
    expect(LongitudeOrNull()('139.700000')).toBe(139.7);
    expect(LatitudeOrNull()('')).toBeNull();
    expect(LongitudeOrNull()(null)).toBeNull();
    for (const wrong of [-11944080.28, 90.000001, '90.1', '-91', '1e2', 'north', Number.POSITIVE_INFINITY]) expect(reads('latitude', wrong)).toBe(false);
    for (const wrong of [180.5, '-180.000001', '181', '1800']) expect(reads('longitude', wrong)).toBe(false);
  });
});
