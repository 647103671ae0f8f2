import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf } from './numbers';

describe('counts (one format per kind of value)', () => {
  it('separates thousands and keeps the unit', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1483)).toBe('1,483');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCountOf(6315, '件')).toBe('6,315件');
    expect(formatCountOf(12, '枚')).toBe('12枚');
    expect(formatCount(Number.NaN)).toBe('—');
  });

  it('reads back as the same integer for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        expect(Number(formatCount(n).replace(/,/g, ''))).toBe(n);
      }),
    );
  });
});
