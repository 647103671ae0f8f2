import type { PrefetchContext } from './routes';

/**
 * The first data of the screens whose queries exist (`src/api/<resource>.ts` … Query), loaded on
 * hover/focus of a link to them. The keys are exactly the ones the screens read, so the screen
 * finds its data in the cache (staleTime 2 s, src/lib/query-client.ts).
 */
export async function prefetchCoupons({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const [{ couponsQuery }, { readCouponListUrl }] = await Promise.all([import('@/api/coupons'), import('@/features/coupons/coupon-list-url')]);
  return queryClient.prefetchQuery(couponsQuery(corporationId, readCouponListUrl(search.toString())));
}

export async function prefetchCoupon({ queryClient, corporationId, params }: PrefetchContext): Promise<unknown> {
  if (!params.couponId) return undefined;
  const { couponQuery } = await import('@/api/coupons');
  return queryClient.prefetchQuery(couponQuery(corporationId, params.couponId));
}

/** The top page's cards, all at once: the ticket cards for a user with canEditTicketSource, as the page shows them. */
export async function prefetchDashboard({ queryClient, corporationId, ability }: PrefetchContext): Promise<unknown> {
  const [{ dashboardQueries }, { todayInTokyo }] = await Promise.all([import('@/api/dashboard'), import('@/lib/dates')]);
  const month = todayInTokyo().slice(0, 7);
  return Promise.all([
    queryClient.prefetchQuery(dashboardQueries.checkIns(corporationId)),
    queryClient.prefetchQuery(dashboardQueries.facilities(corporationId)),
    queryClient.prefetchQuery(dashboardQueries.coupons(corporationId)),
    ...(ability?.canEditTicketSource
      ? [queryClient.prefetchQuery(dashboardQueries.ticketSales(corporationId, month)), queryClient.prefetchQuery(dashboardQueries.cancelWaitings(corporationId))]
      : []),
  ]);
}

export async function prefetchFacilities({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const [{ facilitiesQuery }, { readFacilityListUrl, toFacilitiesFilter }] = await Promise.all([import('@/api/facilities'), import('@/features/facilities/facility-list-url')]);
  return queryClient.prefetchQuery(facilitiesQuery(corporationId, toFacilitiesFilter(readFacilityListUrl(search.toString()))));
}

export async function prefetchCheckInSummary({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const [{ checkInSummaryQuery }, { readSummaryUrl }] = await Promise.all([import('@/api/check-ins'), import('@/features/check-ins/summary-url')]);
  return queryClient.prefetchQuery(checkInSummaryQuery(corporationId, readSummaryUrl(search.toString()).facilityId));
}

export async function prefetchTicketSources({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const [{ ticketSourcesQuery }, { cancelWaitingsQuery }, { readSourceListUrl, toSourceQuery }] = await Promise.all([
    import('@/api/ticket-sources'),
    import('@/api/ticket-summaries'),
    import('@/features/tickets/source-list-url'),
  ]);
  const query = toSourceQuery(readSourceListUrl(search.toString()));
  return Promise.all([
    queryClient.prefetchQuery(ticketSourcesQuery(corporationId, query)),
    queryClient.prefetchQuery(cancelWaitingsQuery(corporationId)),
  ]);
}

export async function prefetchCorporation({ queryClient, corporationId }: PrefetchContext): Promise<unknown> {
  const { corporationQuery } = await import('@/api/corporation-queries');
  return queryClient.prefetchQuery(corporationQuery(corporationId));
}

export async function prefetchMembers({ queryClient, corporationId }: PrefetchContext): Promise<unknown> {
  const { membersQuery } = await import('@/api/members');
  return queryClient.prefetchQuery(membersQuery(corporationId));
}
