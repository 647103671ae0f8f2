import { reads, type LoaderContext } from '@/api/reads';
import { isBadRange, parseListState, toCheckInQuery } from './list-query';
import { readSummaryUrl } from './summary-url';

/**
 * The data the check-in screens open with (their routes' loaders, src/app/route-data.ts), read by the
 * screens through src/ui/use-loader.ts. Kept free of the validation library: the boot script reads
 * it too.
 */
export const checkInSummaryLoader = ({ corporationId, search }: LoaderContext) => ({
  summary: reads.checkInSummary(corporationId, readSummaryUrl(search).facilityId),
});

/** The list of the URL's filters and page, the facility choices of the summary, and the detail of one check-in beside them. */
export const checkInHistoryLoader = ({ corporationId, search, params: { checkInId } }: LoaderContext) => {
  const state = parseListState(search);
  return {
    summary: reads.checkInSummary(corporationId),
    list: isBadRange(state) ? undefined : reads.checkIns(corporationId, toCheckInQuery(state)),
    detail: checkInId ? reads.checkIn(corporationId, checkInId) : undefined,
  };
};
