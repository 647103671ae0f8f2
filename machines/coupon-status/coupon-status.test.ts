import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedCouponActions,
  checkCouponTransition,
  couponActionBetween,
  couponStatuses,
  couponTransitions,
  effectiveCouponStatus,
  storedCouponStatuses,
  type CouponStatus,
} from './coupon-status';

const now = new Date('2026-11-22T12:00:00+09:00');
const future = '2026-12-31T23:59:59+09:00';
const past = '2026-11-21T23:59:59+09:00';

describe('coupon life cycle', () => {
  it('offers exactly publish on a draft, stop when published, resume when stopped, nothing when expired', () => {
    const offered = Object.fromEntries(couponStatuses.map((status) => [status, allowedCouponActions(status)]));
    expect(offered).toEqual({ draft: ['publish'], published: ['stop'], stopped: ['resume'], expired: [] });
  });

  it('maps each action to its target status', () => {
    expect(couponTransitions.publish.to).toBe('published');
    expect(couponTransitions.stop.to).toBe('stopped');
    expect(couponTransitions.resume.to).toBe('published');
  });

  it('derives expired only for live coupons whose end has passed', () => {
    expect(effectiveCouponStatus('published', past, now)).toBe('expired');
    expect(effectiveCouponStatus('stopped', past, now)).toBe('expired');
    expect(effectiveCouponStatus('draft', past, now)).toBe('draft');
    expect(effectiveCouponStatus('published', future, now)).toBe('published');
    // The last second of the end day still counts as valid.
    expect(effectiveCouponStatus('published', '2026-11-22T12:00:00+09:00', now)).toBe('published');
  });

  it('never goes back to draft', () => {
    for (const from of couponStatuses) expect(couponActionBetween(from, 'draft')).toBeUndefined();
  });

  it('accepts a transition exactly when the action offered for the current status leads there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...storedCouponStatuses), fc.constantFrom(...storedCouponStatuses), fc.boolean(), (stored, to, ended) => {
        const endAt = ended ? past : future;
        const current: CouponStatus = effectiveCouponStatus(stored, endAt, now);
        const offered = allowedCouponActions(current).map((action) => couponTransitions[action].to);
        const result = checkCouponTransition({ status: stored, endAt }, to, now);
        const expected = offered.includes(to) && !(ended && to === 'published');
        expect(result.ok).toBe(expected);
        if (result.ok) expect(result.status).toBe(to);
      }),
    );
  });

  it('refuses to publish a draft whose period has ended, saying why', () => {
    expect(checkCouponTransition({ status: 'draft', endAt: past }, 'published', now)).toEqual({ ok: false, reason: 'periodEnded' });
    expect(checkCouponTransition({ status: 'published', endAt: past }, 'stopped', now)).toEqual({ ok: false, reason: 'periodEnded' });
    expect(checkCouponTransition({ status: 'draft', endAt: future }, 'stopped', now)).toEqual({ ok: false, reason: 'notAllowed' });
    expect(checkCouponTransition({ status: 'published', endAt: future }, 'published', now)).toEqual({ ok: false, reason: 'notAllowed' });
  });
});
