import { checkInSummaryQuery } from '@/api/check-ins';
import { corporationQuery } from '@/api/corporation-queries';
import { couponQuery, couponsQuery } from '@/api/coupons';
import { dashboardQueries } from '@/api/dashboard';
import { facilitiesQuery } from '@/api/facilities';
import { membersQuery } from '@/api/members';
import { ticketSourcesQuery } from '@/api/ticket-sources';
import { cancelWaitingsQuery } from '@/api/ticket-summaries';
import { todayInTokyo } from '@/lib/dates';
import { readSummaryUrl } from '@/features/check-ins/summary-url';
import { readCouponListUrl } from '@/features/coupons/coupon-list-url';
import { readFacilityListUrl, toFacilitiesFilter } from '@/features/facilities/facility-list-url';
import { readSourceListUrl, toSourceQuery } from '@/features/tickets/source-list-url';
import type { PrefetchContext } from './routes';

/**
 * The first data of the screens whose queries exist (`src/api/<resource>.ts` … Query), asked for
 * on a link's hover, focus or press and at every navigation (./prefetch-data.ts). The keys are
 * exactly the ones the screens read, so the screen finds its data in the cache. This module comes
 * with the signed-in code and imports what it needs statically: a prefetch asks for its data in
 * the same task as the event that wants it.
 */
export function prefetchCoupons({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  return queryClient.prefetchQuery(couponsQuery(corporationId, readCouponListUrl(search.toString())));
}

export function prefetchCoupon({ queryClient, corporationId, params }: PrefetchContext): Promise<unknown> {
  if (!params.couponId) return Promise.resolve();
  return queryClient.prefetchQuery(couponQuery(corporationId, params.couponId));
}

/** The top page's cards, all at once: the ticket cards for a user with canEditTicketSource, as the page shows them. */
export function prefetchDashboard({ queryClient, corporationId, ability }: PrefetchContext): Promise<unknown> {
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

export function prefetchFacilities({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  return queryClient.prefetchQuery(facilitiesQuery(corporationId, toFacilitiesFilter(readFacilityListUrl(search.toString()))));
}

export function prefetchCheckInSummary({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  return queryClient.prefetchQuery(checkInSummaryQuery(corporationId, readSummaryUrl(search.toString()).facilityId));
}

export function prefetchTicketSources({ queryClient, corporationId, search }: PrefetchContext): Promise<unknown> {
  const query = toSourceQuery(readSourceListUrl(search.toString()));
  return Promise.all([queryClient.prefetchQuery(ticketSourcesQuery(corporationId, query)), queryClient.prefetchQuery(cancelWaitingsQuery(corporationId))]);
}

export function prefetchCorporation({ queryClient, corporationId }: PrefetchContext): Promise<unknown> {
  return queryClient.prefetchQuery(corporationQuery(corporationId));
}

export function prefetchMembers({ queryClient, corporationId }: PrefetchContext): Promise<unknown> {
  return queryClient.prefetchQuery(membersQuery(corporationId));
}
