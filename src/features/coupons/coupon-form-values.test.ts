import { type } from 'arktype';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponInput } from '@/api/coupon-input';
import type { Coupon } from '@/api/coupons';
import { couponMessages } from '@/messages/coupons';
import { couponFormSchema, couponToForm, emptyCouponForm, endBeforeStart, endOfTokyoDay, formToInput } from './coupon-form-values';

const valid = {
  ...emptyCouponForm(),
  title: ' タイトル ',
  benefit: '特典',
  requiredVisits: '50',
  issuableCount: '10',
  startDate: '2030-01-31',
  endDate: '2030-02-01',
};
const issues = (values: unknown) => {
  const result = couponFormSchema['~standard'].validate(values) as { issues?: { path?: PropertyKey[]; message: string }[] };
  return (result.issues ?? []).map((issue) => [issue.path?.join('.'), issue.message]);
};

describe('coupon form values', () => {
  it('accepts the bounds and refuses just outside them (visits 1..50, issuable 1..10)', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, requiredVisits: '51' })).toEqual([['requiredVisits', couponMessages.validation.requiredVisits]]);
    expect(issues({ ...valid, requiredVisits: '0' })).toEqual([['requiredVisits', couponMessages.validation.requiredVisits]]);
    expect(issues({ ...valid, issuableCount: '11' })).toEqual([['issuableCount', couponMessages.validation.issuableCount]]);
    expect(issues({ ...valid, endDate: '2030-01-30' })).toEqual([['endDate', couponMessages.validation.endBeforeStart]]);
    expect(issues({ ...valid, title: 'あ'.repeat(51) })).toEqual([['title', couponMessages.validation.titleTooLong]]);
  });

  it('sends the period as the first and last second of the Tokyo days, trimmed texts and numbers', () => {
    expect(formToInput(valid)).toEqual({
      title: 'タイトル',
      description: '',
      image: null,
      facilityIds: [],
      requiredVisits: 50,
      issuableCount: 10,
      benefit: '特典',
      startAt: '2030-01-31T00:00:00+09:00',
      endAt: '2030-02-01T23:59:59+09:00',
    });
    expect(endOfTokyoDay('2028-02-29')).toBe('2028-02-29T23:59:59+09:00');
  });

  it('reads back what it sent: dates survive the round trip through the API shape', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }),
        fc.nat(400),
        (day, length) => {
          const startDate = day.toISOString().slice(0, 10);
          const end = new Date(day.getTime() + length * 86_400_000).toISOString().slice(0, 10);
          const input = formToInput({ ...valid, startDate, endDate: end });
          const coupon = { ...input, id: 'c', corporationId: 'x', status: 'draft', publishedAt: null, createdAt: '', updatedAt: '' } as Coupon;
          const back = couponToForm(coupon);
          expect([back.startDate, back.endDate]).toEqual([startDate, end]);
          expect(endBeforeStart(back.startDate, back.endDate)).toBeUndefined();
        },
      ),
    );
  });

  it('agrees with the contract: what the form accepts CouponInput accepts, and every refusal is a Japanese sentence', () => {
    const pieces = ['a', 'あ', '🐶', '👨‍👩‍👧‍👦', ' ', '\u200B', 'e\u0301'];
    const text = (max: number) => fc.array(fc.constantFrom(...pieces), { maxLength: max }).map((parts) => parts.join(''));
    const count = fc.oneof(fc.constantFrom('', '0', '1', '10', '11', '50', '51', '2.5', 'abc', '-1'), fc.integer({ min: -5, max: 60 }).map(String));
    const day = fc.constantFrom('', '2030-01-31', '2030-02-01', '2030-02-30', 'abc');
    fc.assert(
      fc.property(text(60), text(110), text(30), count, count, day, day, (title, benefit, description, requiredVisits, issuableCount, startDate, endDate) => {
        const values = { ...valid, title, benefit, description, requiredVisits, issuableCount, startDate, endDate };
        const found = issues(values);
        for (const [, message] of found) expect(message).toMatch(/。$/);
        if (found.length === 0) expect(CouponInput()(formToInput(values))).not.toBeInstanceOf(type.errors);
      }),
    );
  });

  it("refuses a select left empty with its own message, never the validation library's", () => {
    expect(issues({ ...valid, requiredVisits: '' })).toEqual([['requiredVisits', couponMessages.validation.requiredVisits]]);
  });
});
