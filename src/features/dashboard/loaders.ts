import { reads, type LoaderContext, type Read } from '@/api/reads';
import { FIGURES_REFRESH_MS, LIVE_REFRESH_MS } from '@/lib/live-refresh';

/**
 * The top page's data (src/app/route-data.ts, src/ui/use-loader.ts): the reads of the screens owning each figure, fresh as long as the page waits
 * to ask again (src/lib/live-refresh.ts), so a visit or a hover meanwhile asks nothing. Free of the validation library: the boot script reads it too.
 */
const freshFor = <R extends Read>(read: R, staleTime: number): R => ({ ...read, staleTime });

export const dashboardLoader = ({ corporationId: cid, ability }: LoaderContext) => {
  const tickets = ability?.canEditTicketSource === true;
  return {
    checkIns: freshFor(reads.checkInSummary(cid), LIVE_REFRESH_MS),
    facilities: freshFor(reads.facilities(cid), FIGURES_REFRESH_MS),
    coupons: freshFor(reads.coupons(cid), FIGURES_REFRESH_MS),
    sales: tickets ? freshFor(reads.summaryMonths(cid, 'payments'), FIGURES_REFRESH_MS) : undefined,
    waitings: tickets ? freshFor(reads.cancelWaitings(cid), FIGURES_REFRESH_MS) : undefined,
  };
};
