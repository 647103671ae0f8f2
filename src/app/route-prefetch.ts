import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
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
 * Asks for `options` unless its data is fresh; on a hover, fresh means still fresh when the click
 * it announces comes (`leadMs` later), so that the click finds it so and does not refetch.
 */
function ahead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  { queryClient, leadMs }: PrefetchContext,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  const staleTime = options.staleTime ?? queryClient.getDefaultOptions().queries?.staleTime;
  if (leadMs === 0 || typeof staleTime !== 'number') return queryClient.prefetchQuery(options);
  return queryClient.prefetchQuery({ ...options, staleTime: Math.max(0, staleTime - leadMs) });
}

/**
 * The first data of the screens whose queries exist (`src/api/<resource>.ts` … Query), asked for
 * on a link's hover, focus or press and at every navigation (./prefetch-data.ts). The keys are
 * exactly the ones the screens read, so the screen finds its data in the cache. This module comes
 * with the signed-in code and imports what it needs statically: a prefetch asks for its data in
 * the same task as the event that wants it.
 */
export function prefetchCoupons(context: PrefetchContext): Promise<unknown> {
  const { corporationId, search } = context;
  return ahead(context, couponsQuery(corporationId, readCouponListUrl(search.toString())));
}

export function prefetchCoupon(context: PrefetchContext): Promise<unknown> {
  const { corporationId, params } = context;
  if (!params.couponId) return Promise.resolve();
  return ahead(context, couponQuery(corporationId, params.couponId));
}

/** The top page's cards, all at once: the ticket cards for a user with canEditTicketSource, as the page shows them. */
export function prefetchDashboard(context: PrefetchContext): Promise<unknown> {
  const { corporationId, ability } = context;
  const month = todayInTokyo().slice(0, 7);
  return Promise.all([
    ahead(context, dashboardQueries.checkIns(corporationId)),
    ahead(context, dashboardQueries.facilities(corporationId)),
    ahead(context, dashboardQueries.coupons(corporationId)),
    ...(ability?.canEditTicketSource
      ? [ahead(context, dashboardQueries.ticketSales(corporationId, month)), ahead(context, dashboardQueries.cancelWaitings(corporationId))]
      : []),
  ]);
}

export function prefetchFacilities(context: PrefetchContext): Promise<unknown> {
  const { corporationId, search } = context;
  return ahead(context, facilitiesQuery(corporationId, toFacilitiesFilter(readFacilityListUrl(search.toString()))));
}

export function prefetchCheckInSummary(context: PrefetchContext): Promise<unknown> {
  const { corporationId, search } = context;
  return ahead(context, checkInSummaryQuery(corporationId, readSummaryUrl(search.toString()).facilityId));
}

export function prefetchTicketSources(context: PrefetchContext): Promise<unknown> {
  const { corporationId, search } = context;
  const query = toSourceQuery(readSourceListUrl(search.toString()));
  return Promise.all([ahead(context, ticketSourcesQuery(corporationId, query)), ahead(context, cancelWaitingsQuery(corporationId))]);
}

export function prefetchCorporation(context: PrefetchContext): Promise<unknown> {
  const { corporationId } = context;
  return ahead(context, corporationQuery(corporationId));
}

export function prefetchMembers(context: PrefetchContext): Promise<unknown> {
  const { corporationId } = context;
  return ahead(context, membersQuery(corporationId));
}
