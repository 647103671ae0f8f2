import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { checkInSummaryQuery } from '@/api/check-ins';
import { couponsQuery } from '@/api/coupons';
import { facilitiesQuery } from '@/api/facilities';
import { readCouponListUrl } from '@/features/coupons/coupon-list-url';
import { readSummaryUrl } from '@/features/check-ins/summary-url';
import { readFacilityListUrl, toFacilitiesFilter } from '@/features/facilities/facility-list-url';
import { prefetchCheckInSummary, prefetchCoupons, prefetchFacilities } from './route-prefetch';

/** What a hover prefetches is what the screen then reads: the same URL reader, the same query key. */
async function prefetchedKeys(prefetch: typeof prefetchCoupons, search: string) {
  const queryClient = new QueryClient();
  vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  await prefetch({ queryClient, corporationId: 'c1', ability: undefined, params: {}, search: new URLSearchParams(search) });
  return vi.mocked(queryClient.prefetchQuery).mock.calls.map(([options]) => options.queryKey);
}

describe('a hovered link prefetches exactly what its screen reads', () => {
  it.each(['', 'status=published', 'status=nonsense'])('coupons ?%s', async (search) => {
    expect(await prefetchedKeys(prefetchCoupons, search)).toEqual([couponsQuery('c1', readCouponListUrl(search)).queryKey]);
  });

  it.each(['', 'status=enabled&q=犬', 'status=pending&confirmation=unconfirmed'])('facilities ?%s', async (search) => {
    expect(await prefetchedKeys(prefetchFacilities, search)).toEqual([facilitiesQuery('c1', toFacilitiesFilter(readFacilityListUrl(search))).queryKey]);
  });

  it.each(['', 'facilityId=%20fac-1%20'])('check-in summary ?%s', async (search) => {
    expect(await prefetchedKeys(prefetchCheckInSummary, search)).toEqual([checkInSummaryQuery('c1', readSummaryUrl(search).facilityId).queryKey]);
  });

  it('reads a status the API filters, and leaves the rest to the loaded list', () => {
    expect(toFacilitiesFilter(readFacilityListUrl('status=enabled'))).toEqual({ status: 'enabled' });
    expect(toFacilitiesFilter(readFacilityListUrl('status=pending'))).toEqual({});
    expect(readSummaryUrl('facilityId=%20fac-1%20')).toEqual({ facilityId: 'fac-1' });
  });
});
