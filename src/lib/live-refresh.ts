/**
 * The front desk's live data (docs/check-ins.md "Live refresh"): the check-ins are asked for every 30 s, the top page's other figures,
 * which people's own changes refresh at once, every 5 min. TanStack Query's timer asks on a return to the tab, never while it is hidden,
 * and waits twice as long after each failure, so a server in trouble is not hammered and the screen keeps what it showed.
 */

/** How often live data is asked for while all goes well. */
export const LIVE_REFRESH_MS = 30_000;
/** How often the top page's figures other than the check-ins are asked for. */
export const FIGURES_REFRESH_MS = 5 * 60_000;
/** The longest wait between two tries of live data while the server keeps failing. */
export const LIVE_REFRESH_MAX_MS = 16 * LIVE_REFRESH_MS;

/** The part of TanStack Query's query state the back-off reads. */
export type LiveQueryState = {
  status: 'pending' | 'error' | 'success';
  dataUpdateCount: number;
  dataUpdatedAt: number;
  errorUpdateCount: number;
  errorUpdatedAt: number;
};

/**
 * How many tries in a row have failed, from the query's state: without data, every error so far. With data, the k-th failure at the
 * doubling waits ends (2^k − 1) × period after the last success, which gives k back (past the longest wait it only has to stay large).
 */
export function failuresInARow(state: LiveQueryState, period = LIVE_REFRESH_MS): number {
  if (state.status !== 'error') return 0;
  if (state.dataUpdateCount === 0) return state.errorUpdateCount;
  const failingFor = Math.max(0, state.errorUpdatedAt - state.dataUpdatedAt);
  return Math.max(1, Math.round(Math.log2(failingFor / period + 1)));
}

/** The wait before the next try: the period, then twice as long after each failure in a row, at most 8 min (or the period, when longer). */
export function liveRefetchDelay(state: LiveQueryState, period = LIVE_REFRESH_MS): number {
  const longest = Math.max(LIVE_REFRESH_MAX_MS, period);
  const failures = Math.min(failuresInARow(state, period), Math.log2(longest / period));
  return period * 2 ** failures;
}

/** TanStack Query's options for data refreshed every `period` while the tab is visible. */
const refreshEvery = (period: number) =>
  ({
    refetchInterval: (query: { state: LiveQueryState }) => liveRefetchDelay(query.state, period),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Coming back to the tab, or to the screen, asks again only for data older than the period.
    staleTime: period,
  }) as const;

/** @example const figures = useQuery({ ...dashboardQueries.checkIns(cid), ...liveRefresh }); */
export const liveRefresh = refreshEvery(LIVE_REFRESH_MS);

/** The top page's figures that change with people's own work (see above). */
export const figuresRefresh = refreshEvery(FIGURES_REFRESH_MS);
