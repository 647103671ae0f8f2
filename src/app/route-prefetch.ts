import type { PrefetchContext } from './routes';

/**
 * The first data of the screens whose queries exist (`src/api/<resource>.ts` … Query), loaded on
 * hover/focus of a link to them. The keys are exactly the ones the screens read, so the screen
 * finds its data in the cache (staleTime 2 s, src/lib/query-client.ts).
 */
export async function prefetchCoupons({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const [{ couponsQuery }, { isCouponStatus }] = await Promise.all([import('@/api/coupons'), import('@machines/coupon-status/coupon-status')]);
  const status = search.get('status');
  return queryClient.prefetchQuery(couponsQuery(corporationId, isCouponStatus(status) ? { status } : {}));
}

export async function prefetchCoupon({ queryClient, corporationId, params }: PrefetchContext): Promise<unknown> {
  if (!params.couponId) return undefined;
  const { couponQuery } = await import('@/api/coupons');
  return queryClient.prefetchQuery(couponQuery(corporationId, params.couponId));
}
