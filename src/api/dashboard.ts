import { type } from 'arktype';
import { isAwaitingConfirmation } from '@/lib/facility-confirmation';
import { queryOptions } from '@tanstack/react-query';
import { checkInKeys } from './check-ins';
import { couponKeys } from './coupons';
import { corporationKeys } from './query-keys';
import { request } from './client';
import { apiPath } from './operations';
import { checked } from './validate';

/**
 * The dashboard's own small readers of other resources' endpoints (SPEC §7). Each reads only
 * the fields the dashboard shows, and its schema allows every other key, so the screens that
 * own those resources can grow their contracts without breaking the top page.
 */

const count = 'number.integer >= 0';

/** GET …/check-in-histories/check-in-summary: today's and this month's check-ins. */
const CheckInSummary = type({ summary: { today: count, thisMonth: count } });
export type CheckInFigures = { today: number; thisMonth: number };

export async function fetchCheckInFigures(corporationId: string): Promise<CheckInFigures> {
  const data = await request(apiPath('getCheckInSummary', { corporationId }));
  const { summary } = checked(CheckInSummary, data, 'check-in-summary');
  return { today: summary.today, thisMonth: summary.thisMonth };
}

/**
 * GET …/facilities: how many facilities in each status, and how many the provider has not
 * confirmed yet (`confirmedAt` null). Items are the facility response of SPEC §3
 * (`{facility, …}`); a flat facility is read too.
 */
const FacilityFields = type({ status: 'string', 'confirmedAt?': 'string | null' });
const FacilityStatuses = type({ facilities: FacilityFields.or({ facility: FacilityFields }).array() });
export type FacilityFigures = { total: number; byStatus: Record<string, number>; unconfirmed: number };

export async function fetchFacilityFigures(corporationId: string): Promise<FacilityFigures> {
  const { facilities } = checked(FacilityStatuses, await request(apiPath('listFacilities', { corporationId })), 'facilities');
  const byStatus: Record<string, number> = {};
  let unconfirmed = 0;
  for (const item of facilities) {
    const facility = 'facility' in item ? item.facility : item;
    byStatus[facility.status] = (byStatus[facility.status] ?? 0) + 1;
    if (isAwaitingConfirmation(facility)) unconfirmed += 1;
  }
  return { total: facilities.length, byStatus, unconfirmed };
}

/** GET …/coupons/: the coupons pet owners can use now (status `published`, docs/coupons.md). */
const CouponStatuses = type({ data: type({ status: 'string' }).array() });
export const ACTIVE_COUPON_STATUS = 'published';
export type CouponFigures = { active: number; total: number };

export async function fetchCouponFigures(corporationId: string): Promise<CouponFigures> {
  const { data } = checked(CouponStatuses, await request(apiPath('listCoupons', { corporationId })), 'coupons');
  return { active: data.filter((coupon) => coupon.status === ACTIVE_COUPON_STATUS).length, total: data.length };
}

/** GET …/ticket-summaries/payments: the monthly sales (tax included); the dashboard shows one month. */
const PaymentMonths = type({ months: type({ month: 'string', amount: 'number', count }).array() });
export type TicketSalesFigures = { month: string; amount: number; count: number };

export async function fetchTicketSalesFigures(corporationId: string, month: string): Promise<TicketSalesFigures> {
  const { months } = checked(PaymentMonths, await request(apiPath('listPaymentMonths', { corporationId })), 'ticket-summaries/payments');
  const row = months.find((candidate) => candidate.month === month);
  return { month, amount: row?.amount ?? 0, count: row?.count ?? 0 };
}

/** GET …/ticket-summaries/cancel-waitings/: payments and tickets waiting for a cancellation. */
const CancelWaitings = type({ payments: 'unknown[]', tickets: 'unknown[]' });
export type CancelWaitingFigures = { payments: number; tickets: number };

export async function fetchCancelWaitingFigures(corporationId: string): Promise<CancelWaitingFigures> {
  const data = checked(CancelWaitings, await request(apiPath('getCancelWaitings', { corporationId })), 'cancel-waitings');
  return { payments: data.payments.length, tickets: data.tickets.length };
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

/** @example const figures = useQuery(dashboardQueries.checkIns(cid)); */
export const dashboardQueries = {
  checkIns: (cid: string) => queryOptions({ queryKey: dashboardKeys.checkIns(cid), queryFn: () => fetchCheckInFigures(cid) }),
  facilities: (cid: string) => queryOptions({ queryKey: dashboardKeys.facilities(cid), queryFn: () => fetchFacilityFigures(cid) }),
  coupons: (cid: string) => queryOptions({ queryKey: dashboardKeys.coupons(cid), queryFn: () => fetchCouponFigures(cid) }),
  ticketSales: (cid: string, month: string) =>
    queryOptions({ queryKey: dashboardKeys.ticketSales(cid, month), queryFn: () => fetchTicketSalesFigures(cid, month) }),
  cancelWaitings: (cid: string) => queryOptions({ queryKey: dashboardKeys.cancelWaitings(cid), queryFn: () => fetchCancelWaitingFigures(cid) }),
};
