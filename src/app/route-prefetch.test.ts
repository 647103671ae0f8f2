import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  await prefetch({ queryClient, corporationId: 'c1', ability: undefined, params: {}, search: new URLSearchParams(search), leadMs: 0 });
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

describe('a hover asks again for data that its click would find stale', () => {
  const STALE_MS = 2_000;
  const LEAD_MS = 1_000;
  const key = facilitiesQuery('c1', {}).queryKey;

  /** Facilities cached `ageMs` ago; then a prefetch with `leadMs`: is the list asked for again? */
  function asksAgain(ageMs: number, leadMs: number): boolean {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false } } });
    queryClient.setQueryData(key, [], { updatedAt: Date.now() - ageMs });
    void prefetchFacilities({ queryClient, corporationId: 'c1', ability: undefined, params: {}, search: new URLSearchParams(), leadMs });
    const asked = queryClient.isFetching({ queryKey: key }) > 0;
    void queryClient.cancelQueries();
    return asked;
  }

  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a hover on data that turns stale within the lead asks again; a press does not', () => {
    expect(asksAgain(1_500, LEAD_MS)).toBe(true);
    expect(asksAgain(1_500, 0)).toBe(false);
  });

  it('data fresh beyond the lead is not asked again; stale data always is', () => {
    expect(asksAgain(500, LEAD_MS)).toBe(false);
    expect(asksAgain(2_500, 0)).toBe(true);
    expect(asksAgain(2_500, LEAD_MS)).toBe(true);
  });
});
