import { reads, type LoaderContext } from '@/api/reads';
import { readCouponListUrl } from './coupon-list-url';

// What the coupon screens open with (src/app/route-data.ts, src/ui/use-loader.ts); free of the validation library, as the boot script reads it too.
export const couponListLoader = ({ corporationId, search }: LoaderContext) => ({ list: reads.coupons(corporationId, readCouponListUrl(search).status) });

/** A new coupon's form: the facilities it may target. */
export const couponNewLoader = ({ corporationId }: LoaderContext) => ({ facilities: reads.facilities(corporationId) });

/** A coupon, and the facility list its targets are named from. */
export const couponLoader = ({ corporationId, params: { couponId = '' } }: LoaderContext) => ({
  coupon: reads.coupon(corporationId, couponId),
  facilities: reads.facilities(corporationId),
});
