import { isAwaitingConfirmation } from '@/lib/facility-confirmation';
import { FIGURES_REFRESH_MS, LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { queryOptions } from '@tanstack/react-query';
import { checkInKeys, getCheckInSummary } from './check-ins';
import { couponKeys, listCoupons } from './coupons';
import { listFacilities } from './facilities';
import { corporationKeys } from './query-keys';
import { getCancelWaitings, listSummaryMonths } from './ticket-summaries';

/**
 * The top page's figures, each read by the reader of the screen that owns it (one screen, one
 * reading: an answer the check-in summary shows is an answer the top page shows, and a list the
 * facility screen shows with a record marked is counted here the same way). Only the counting
 * is the dashboard's own.
 */

/** GET …/check-in-histories/check-in-summary: today's and this month's check-ins. */
export type CheckInFigures = { today: number; thisMonth: number };

export async function fetchCheckInFigures(corporationId: string): Promise<CheckInFigures> {
  const { today, thisMonth } = await getCheckInSummary(corporationId);
  return { today, thisMonth };
}

/**
 * GET …/facilities: how many facilities in each status, and how many the provider has not
 * confirmed yet (`confirmedAt` null).
 */
export type FacilityFigures = { total: number; byStatus: Record<string, number>; unconfirmed: number };

export async function fetchFacilityFigures(corporationId: string): Promise<FacilityFigures> {
  const facilities = await listFacilities(corporationId);
  const byStatus: Record<string, number> = {};
  for (const facility of facilities) byStatus[facility.status] = (byStatus[facility.status] ?? 0) + 1;
  return { total: facilities.length, byStatus, unconfirmed: facilities.filter(isAwaitingConfirmation).length };
}

/** GET …/coupons/: the coupons pet owners can use now (status `published`, docs/coupons.md). */
export const ACTIVE_COUPON_STATUS = 'published';
export type CouponFigures = { active: number; total: number };

export async function fetchCouponFigures(corporationId: string): Promise<CouponFigures> {
  const coupons = await listCoupons(corporationId);
  return { active: coupons.filter((coupon) => coupon.status === ACTIVE_COUPON_STATUS).length, total: coupons.length };
}

/** GET …/ticket-summaries/payments: the monthly sales (tax included); the dashboard shows one month. */
export type TicketSalesFigures = { month: string; amount: number; count: number };

export async function fetchTicketSalesFigures(corporationId: string, month: string): Promise<TicketSalesFigures> {
  const { months } = await listSummaryMonths(corporationId, 'payments');
  const row = months.find((candidate) => candidate.month === month);
  return { month, amount: row?.amount ?? 0, count: row?.count ?? 0 };
}

/** GET …/ticket-summaries/cancel-waitings/: payments and tickets waiting for a cancellation. */
export type CancelWaitingFigures = { payments: number; tickets: number };

export async function fetchCancelWaitingFigures(corporationId: string): Promise<CancelWaitingFigures> {
  const { payments, tickets } = await getCancelWaitings(corporationId);
  return { payments: payments.length, tickets: tickets.length };
}

/**
 * Cache keys: each figure sits under its owner's prefix (check-ins, facilities, coupons, ticket
 * summaries), so whatever invalidates the owner's data refreshes the top page's figure too.
 */
export const dashboardKeys = {
  checkIns: (cid: string) => [...checkInKeys.all(cid), 'dashboard'] as const,
  facilities: (cid: string) => [...corporationKeys.all(cid), 'facilities', 'dashboard'] as const,
  coupons: (cid: string) => [...couponKeys.all(cid), 'dashboard'] as const,
  ticketSales: (cid: string, month: string) => [...corporationKeys.ticketSummaries(cid), 'payments', 'dashboard', month] as const,
  cancelWaitings: (cid: string) => [...corporationKeys.ticketSummaries(cid), 'cancel-waitings', 'dashboard'] as const,
};

/**
 * Each figure is current for as long as the top page waits before asking again (src/lib/live-refresh.ts):
 * a visit, or a hover on its link, within that time asks nothing; the user's own changes
 * invalidate it at once.
 *
 * @example const figures = useQuery(dashboardQueries.checkIns(cid));
 */
export const dashboardQueries = {
  checkIns: (cid: string) => queryOptions({ queryKey: dashboardKeys.checkIns(cid), queryFn: () => fetchCheckInFigures(cid), staleTime: LIVE_REFRESH_MS }),
  facilities: (cid: string) =>
    queryOptions({ queryKey: dashboardKeys.facilities(cid), queryFn: () => fetchFacilityFigures(cid), staleTime: FIGURES_REFRESH_MS }),
  coupons: (cid: string) => queryOptions({ queryKey: dashboardKeys.coupons(cid), queryFn: () => fetchCouponFigures(cid), staleTime: FIGURES_REFRESH_MS }),
  ticketSales: (cid: string, month: string) =>
    queryOptions({ queryKey: dashboardKeys.ticketSales(cid, month), queryFn: () => fetchTicketSalesFigures(cid, month), staleTime: FIGURES_REFRESH_MS }),
  cancelWaitings: (cid: string) =>
    queryOptions({ queryKey: dashboardKeys.cancelWaitings(cid), queryFn: () => fetchCancelWaitingFigures(cid), staleTime: FIGURES_REFRESH_MS }),
};
