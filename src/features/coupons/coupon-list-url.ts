import { isCouponStatus, type CouponStatus } from '@machines/coupon-status/coupon-status';
import { paths } from '@/paths';

/** The coupon list's filter lives in its URL (`?status=`), read here by the screen and its route's loader, so both ask for the same data. */
export type CouponListState = { status?: CouponStatus };

/** A status filter as the URL or the filter's select gives it: anything else is no filter. */
export const couponListState = (status: string | null): CouponListState => (isCouponStatus(status) ? { status } : {});

export const readCouponListUrl = (search: string): CouponListState => couponListState(new URLSearchParams(search).get('status'));

export const couponListHref = ({ status }: CouponListState): string => (status ? `${paths.coupons}?status=${status}` : paths.coupons);
