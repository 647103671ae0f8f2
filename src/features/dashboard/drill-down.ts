import { CONFIRMATION_PARAM, type ConfirmationFilter } from '@/lib/facility-confirmation';
import { daysIn } from '@/lib/iso-formats';
import { paths } from '@/paths';

/** Where each figure of the top page leads: the screen listing exactly what it counted, filtered in its URL query (so the same number shows there). */
const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The last calendar day of the month of `day` (YYYY-MM-DD). */
function endOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return `${day.slice(0, 7)}-${daysIn(year, month)}`;
}

export const drillDown = {
  /** The check-in history of one Tokyo day (the list's date range, both ends inclusive). */
  checkInsOf: (day: string) => withQuery(paths.checkInHistory, { startDate: day, endDate: day }),
  /** The check-in history of the month of `day`, first to last day. */
  checkInsOfMonth: (day: string) => withQuery(paths.checkInHistory, { startDate: `${day.slice(0, 7)}-01`, endDate: endOfMonth(day) }),
  facilitiesByStatus: (status: string) => withQuery(paths.facilities, { status }),
  facilitiesByConfirmation: (confirmation: ConfirmationFilter) => withQuery(paths.facilities, { [CONFIRMATION_PARAM]: confirmation }),
  allFacilities: paths.facilities,
  couponsByStatus: (status: string) => withQuery(paths.coupons, { status }),
  /** The payment summary with the month opened (its row and its detail show the month's total). */
  paymentsOfMonth: (month: string) => withQuery(paths.summaryPayments, { month }),
  /** The cancel-waiting lists, on the payment summary screen. */
  cancelWaitings: `${paths.summaryPayments}#cancel-waitings`,
};
