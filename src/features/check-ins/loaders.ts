import { reads, type LoaderContext } from '@/api/reads';
import { isBadRange, parseListState, toCheckInQuery } from './list-query';

/** The summary's facility lives in its URL (`?facilityId=`), read here by the screen and by its loader alike. */
export const readSummaryUrl = (search: string) => ({ facilityId: (new URLSearchParams(search).get('facilityId') ?? '').trim() });

/** What the check-in screens open with (src/app/route-data.ts); free of the validation library, as the boot script reads it too. */
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
