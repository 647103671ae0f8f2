import { paths } from '@/paths';

/**
 * The check-in summary's facility lives in its URL (`?facilityId=`), read once here by the screen
 * and by its prefetch on hover (src/app/route-prefetch.ts), so both ask for the same data.
 */
export type SummaryState = { facilityId: string };

export const readSummaryUrl = (search: string): SummaryState => ({ facilityId: (new URLSearchParams(search).get('facilityId') ?? '').trim() });

export const summaryHref = ({ facilityId }: SummaryState): string =>
  facilityId ? `${paths.checkInSummary}?${new URLSearchParams({ facilityId }).toString()}` : paths.checkInSummary;
