import type { CouponStatus } from '@machines/coupon-status/coupon-status';
import { formatDateJa, formatDateSlash } from '@/lib/dates';
import type { BadgeTone } from '@/ui/badge';

/** The valid period (docs/product.md "Constants and limits"): 2026/11/22 〜 2027/03/31 (list) or 年月日 (detail). */
export const formatCouponPeriod = (coupon: { startAt: string; endAt: string }, style: 'slash' | 'ja' = 'slash') => {
  const format = style === 'ja' ? formatDateJa : formatDateSlash;
  return `${format(coupon.startAt)} 〜 ${format(coupon.endAt)}`;
};

export const couponStatusTone: Record<CouponStatus, BadgeTone> = {
  draft: 'neutral',
  published: 'success',
  stopped: 'warning',
  expired: 'danger',
};
