import { isAwaitingConfirmation } from '@/lib/facility-confirmation';
import type { CheckInSummary } from './check-ins';
import type { Coupon } from './coupons';
import type { Facility } from './facilities';
import type { CancelWaitings, MonthList } from './ticket-summaries';

/** The top page's figures, each counted from the very read (and cache entry) of the screen that owns it, in each card's `select`. */

export const checkInFigures = ({ today, thisMonth }: CheckInSummary) => ({ today, thisMonth });

/** How many facilities in each status, and how many the provider has not confirmed yet (`confirmedAt` null). */
export function facilityFigures(facilities: Facility[]) {
  const byStatus: Record<string, number> = {};
  for (const facility of facilities) byStatus[facility.status] = (byStatus[facility.status] ?? 0) + 1;
  return { total: facilities.length, byStatus, unconfirmed: facilities.filter(isAwaitingConfirmation).length };
}

/** The coupons pet owners can use now (status `published`, docs/coupons.md). */
export const ACTIVE_COUPON_STATUS = 'published';
export const couponFigures = (coupons: Coupon[]) => ({
  active: coupons.filter((coupon) => coupon.status === ACTIVE_COUPON_STATUS).length,
  total: coupons.length,
});

/** One month's sales (tax included) out of the monthly payment summary. */
export function salesOf(month: string, { months }: MonthList) {
  const row = months.find((candidate) => candidate.month === month);
  return { month, amount: row?.amount ?? 0, count: row?.count ?? 0 };
}

export const cancelWaitingFigures = ({ payments, tickets }: CancelWaitings) => ({ payments: payments.length, tickets: tickets.length });
