import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatYen, NO_AMOUNT, parseYen, taxIncluded } from './money';
import { NO_DATE } from './dates';

describe('money', () => {
  it('formats yen with separators and the yen sign', () => {
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(1234)).toBe('¥1,234');
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(-500)).toBe('-¥500');
    expect(formatYen(Number.NaN)).toBe(NO_AMOUNT);
    expect(NO_AMOUNT).not.toBe(NO_DATE);
  });

  it('round-trips any integer through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(parseYen(formatYen(n))).toBe(n);
      }),
    );
  });

  it('computes the tax-included price as round(price × 1.1) exactly', () => {
    expect(taxIncluded(50)).toBe(55);
    expect(taxIncluded(5)).toBe(6); // 5.5 rounds up
    expect(taxIncluded(15)).toBe(17); // 16.5 rounds up, no float drift
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        const t = taxIncluded(price);
        expect(Number.isInteger(t)).toBe(true);
        expect(Math.abs(t * 10 - price * 11)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('accepts full-width digits and separators as typed', () => {
    expect(parseYen('１，２３４')).toBe(1234);
    expect(parseYen('￥ 3,000')).toBe(3000);
    expect(parseYen('12.5')).toBeUndefined();
    expect(parseYen('abc')).toBeUndefined();
  });
});
