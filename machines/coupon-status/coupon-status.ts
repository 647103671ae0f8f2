/**
 * The coupon life cycle (docs/coupons.md): a pure transition table, shared by the screens (which
 * offer only the allowed actions) and Mirage (which refuses the others).
 *
 *   draft ──publish──▶ published ──stop──▶ stopped
 *                          ▲                  │
 *                          └─────resume───────┘
 *
 * The server stores draft | published | stopped. `expired` is derived on every read: a
 * published or stopped coupon whose end has passed is expired, and nothing can be done to it
 * but an edit of its period (which brings its stored status back). A draft stays a draft
 * (customers never saw it); publishing it needs an end in the future.
 */
export const storedCouponStatuses = ['draft', 'published', 'stopped'] as const;
export type StoredCouponStatus = (typeof storedCouponStatuses)[number];

export const couponStatuses = ['draft', 'published', 'stopped', 'expired'] as const;
export type CouponStatus = (typeof couponStatuses)[number];

export const couponActions = ['publish', 'stop', 'resume'] as const;
export type CouponAction = (typeof couponActions)[number];

/** Each action: the status it starts from and the status it leads to. */
export const couponTransitions: Record<CouponAction, { from: CouponStatus; to: StoredCouponStatus }> = {
  publish: { from: 'draft', to: 'published' },
  stop: { from: 'published', to: 'stopped' },
  resume: { from: 'stopped', to: 'published' },
};

export const isCouponStatus = (value: unknown): value is CouponStatus => typeof value === 'string' && (couponStatuses as readonly string[]).includes(value);

export const isStoredCouponStatus = (value: unknown): value is StoredCouponStatus =>
  typeof value === 'string' && (storedCouponStatuses as readonly string[]).includes(value);

/** True once the end instant has passed (an unreadable end counts as not passed). */
export function hasEnded(endAt: string, now: Date): boolean {
  const end = new Date(endAt).getTime();
  return Number.isFinite(end) && end < now.getTime();
}

/** What customers and staff see: the stored status, or expired once a live coupon has ended. */
export function effectiveCouponStatus(stored: StoredCouponStatus, endAt: string, now: Date): CouponStatus {
  return stored !== 'draft' && hasEnded(endAt, now) ? 'expired' : stored;
}

/** The actions a coupon in this status offers, in display order. */
export function allowedCouponActions(status: CouponStatus): CouponAction[] {
  return couponActions.filter((action) => couponTransitions[action].from === status);
}

/** The action that moves `from` to `to`, if the life cycle has one. */
export function couponActionBetween(from: CouponStatus, to: StoredCouponStatus): CouponAction | undefined {
  return couponActions.find((action) => couponTransitions[action].from === from && couponTransitions[action].to === to);
}

/**
 * The server's rule for `POST {id}/status`: the requested status must be one step of the life
 * cycle from the current (effective) status, and a coupon cannot go live after its end.
 */
export function checkCouponTransition(
  coupon: { status: StoredCouponStatus; endAt: string },
  to: StoredCouponStatus,
  now: Date,
): { ok: true; status: StoredCouponStatus } | { ok: false; reason: 'notAllowed' | 'periodEnded' } {
  const current = effectiveCouponStatus(coupon.status, coupon.endAt, now);
  if (current === 'expired') return { ok: false, reason: 'periodEnded' };
  if (!couponActionBetween(current, to)) return { ok: false, reason: 'notAllowed' };
  if (to === 'published' && hasEnded(coupon.endAt, now)) return { ok: false, reason: 'periodEnded' };
  return { ok: true, status: to };
}
