import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  failuresInARow,
  FIGURES_REFRESH_MS,
  figuresRefresh,
  LIVE_REFRESH_MAX_MS,
  LIVE_REFRESH_MS,
  liveRefetchDelay,
  liveRefresh,
  type LiveQueryState,
} from './live-refresh';

const fresh: LiveQueryState = { status: 'pending', dataUpdateCount: 0, dataUpdatedAt: 0, errorUpdateCount: 0, errorUpdatedAt: 0 };

/** What TanStack Query records for one try that ends at `at`. */
function tried(state: LiveQueryState, at: number, ok: boolean): LiveQueryState {
  return ok
    ? { ...state, status: 'success', dataUpdateCount: state.dataUpdateCount + 1, dataUpdatedAt: at }
    : { ...state, status: 'error', errorUpdateCount: state.errorUpdateCount + 1, errorUpdatedAt: at };
}

/** Runs the outcomes as the refetch timer would: each try `liveRefetchDelay` after the last (plus how long the call took). */
function run(outcomes: boolean[], callMs: number[] = []): { state: LiveQueryState; delays: number[] } {
  let state = fresh;
  let now = 1_750_000_000_000;
  const delays: number[] = [];
  outcomes.forEach((ok, index) => {
    now += callMs[index] ?? 0;
    state = tried(state, now, ok);
    const delay = liveRefetchDelay(state);
    delays.push(delay);
    now += delay;
  });
  return { state, delays };
}

describe('the live refresh back-off', () => {
  it('asks every 30 s while all goes well', () => {
    expect(run([true, true, true]).delays).toEqual([LIVE_REFRESH_MS, LIVE_REFRESH_MS, LIVE_REFRESH_MS]);
  });

  it('doubles the wait after each failure in a row (30 s → 60 s → 120 s …), up to the longest wait', () => {
    const { delays } = run([true, false, false, false, false, false, false]);
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, LIVE_REFRESH_MAX_MS, LIVE_REFRESH_MAX_MS]);
    expect(LIVE_REFRESH_MAX_MS).toBe(480_000);
  });

  it('starts again at 30 s after one success', () => {
    expect(run([true, false, false, true, false]).delays).toEqual([30_000, 60_000, 120_000, 30_000, 60_000]);
  });

  it('backs off a first load that fails too (no data yet)', () => {
    expect(run([false, false, false]).delays).toEqual([60_000, 120_000, 240_000]);
  });

  it('counts the failures in a row while the waits double, and waits the right time after any run, however long each call took', () => {
    const outcome = fc.oneof(fc.boolean(), fc.constant(false));
    fc.assert(
      fc.property(fc.array(outcome, { minLength: 1, maxLength: 14 }), fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 14 }), (outcomes, callMs) => {
        const { state, delays } = run(outcomes, callMs);
        const lastSuccess = outcomes.lastIndexOf(true);
        const inARow = lastSuccess < 0 ? outcomes.length : outcomes.length - 1 - lastSuccess;
        const doubling = Math.log2(LIVE_REFRESH_MAX_MS / LIVE_REFRESH_MS) + 1;
        if (inARow <= doubling) expect(failuresInARow(state)).toBe(inARow);
        else expect(failuresInARow(state)).toBeGreaterThanOrEqual(doubling);
        expect(delays.at(-1)).toBe(Math.min(LIVE_REFRESH_MS * 2 ** inARow, LIVE_REFRESH_MAX_MS));
      }),
      { examples: [[[true, ...Array<boolean>(12).fill(false)], []]] },
    );
  });

  it('never waits less than 30 s nor more than the longest wait, whatever the state', () => {
    fc.assert(
      fc.property(
        fc.record({
          status: fc.constantFrom('pending' as const, 'error' as const, 'success' as const),
          dataUpdateCount: fc.nat(),
          dataUpdatedAt: fc.nat(),
          errorUpdateCount: fc.nat(),
          errorUpdatedAt: fc.nat(),
        }),
        (state) => {
          const delay = liveRefetchDelay(state);
          expect(delay).toBeGreaterThanOrEqual(LIVE_REFRESH_MS);
          expect(delay).toBeLessThanOrEqual(LIVE_REFRESH_MAX_MS);
        },
      ),
    );
  });

  it('is TanStack Query options: its own timer, never in the background, and on the tab coming back when older than the period', () => {
    expect(liveRefresh.refetchIntervalInBackground).toBe(false);
    expect(liveRefresh.refetchOnWindowFocus).toBe(true);
    expect(liveRefresh.refetchInterval({ state: tried(fresh, 1, true) })).toBe(LIVE_REFRESH_MS);
    expect(liveRefresh.staleTime).toBe(LIVE_REFRESH_MS);
  });

  it('asks for the slower figures every 5 min, backing off to twice that, and no more than 4 times a minute with the check-ins', () => {
    expect(figuresRefresh.refetchIntervalInBackground).toBe(false);
    expect(figuresRefresh.refetchOnWindowFocus).toBe(true);
    expect(figuresRefresh.staleTime).toBe(FIGURES_REFRESH_MS);
    let state = tried(fresh, 0, true);
    expect(figuresRefresh.refetchInterval({ state })).toBe(FIGURES_REFRESH_MS);
    state = tried(state, FIGURES_REFRESH_MS, false);
    expect(figuresRefresh.refetchInterval({ state })).toBe(LIVE_REFRESH_MAX_MS);
    state = tried(state, FIGURES_REFRESH_MS + LIVE_REFRESH_MAX_MS, false);
    expect(figuresRefresh.refetchInterval({ state })).toBe(LIVE_REFRESH_MAX_MS);
    // The top page: one check-in call and four figure calls (with canEditTicketSource).
    expect(60_000 / LIVE_REFRESH_MS + (4 * 60_000) / FIGURES_REFRESH_MS).toBeLessThanOrEqual(4);
  });

  it('never waits less than the period nor more than the longest wait, whatever the period', () => {
    fc.assert(
      fc.property(fc.constantFrom(LIVE_REFRESH_MS, FIGURES_REFRESH_MS), fc.nat(), fc.nat(), fc.nat(), (period, errors, failedAt, okAt) => {
        const delay = liveRefetchDelay(
          { status: 'error', dataUpdateCount: 1, dataUpdatedAt: okAt, errorUpdateCount: errors, errorUpdatedAt: failedAt },
          period,
        );
        expect(delay).toBeGreaterThanOrEqual(period);
        expect(delay).toBeLessThanOrEqual(Math.max(period, LIVE_REFRESH_MAX_MS));
      }),
    );
  });
});
