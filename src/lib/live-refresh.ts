/**
 * The front desk's live data (docs/check-ins.md "Live refresh"): a query given `liveRefresh`
 * asks again every 30 s and when the tab becomes visible again, never while it is hidden, with
 * TanStack Query's own timer. After failures it waits longer each time (30 s → 60 s → 120 s …),
 * so a server in trouble is not hammered and the screen keeps what it showed.
 */

/** How often live data is asked for while all goes well. */
export const LIVE_REFRESH_MS = 30_000;
/** The longest wait between two tries while the server keeps failing. */
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
 * How many tries in a row have failed, from the query's own state. Without data every error so
 * far was one of them. With data, the failures began after the last success; tried at the
 * doubling waits below, the k-th failure ends (2^k − 1) × 30 s after it, which gives k back
 * (beyond the longest wait the count only has to stay large enough to keep that wait).
 */
export function failuresInARow(state: LiveQueryState): number {
  if (state.status !== 'error') return 0;
  if (state.dataUpdateCount === 0) return state.errorUpdateCount;
  const failingFor = Math.max(0, state.errorUpdatedAt - state.dataUpdatedAt);
  return Math.max(1, Math.round(Math.log2(failingFor / LIVE_REFRESH_MS + 1)));
}

/** The wait before the next try: 30 s, then twice as long after each failure in a row, at most 8 min. */
export function liveRefetchDelay(state: LiveQueryState): number {
  const failures = Math.min(failuresInARow(state), Math.log2(LIVE_REFRESH_MAX_MS / LIVE_REFRESH_MS));
  return LIVE_REFRESH_MS * 2 ** failures;
}

/**
 * Spread into a query's options to keep its data current while the tab is visible.
 *
 * @example const figures = useQuery({ ...dashboardQueries.checkIns(cid), ...liveRefresh });
 */
export const liveRefresh = {
  refetchInterval: (query: { state: LiveQueryState }) => liveRefetchDelay(query.state),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
