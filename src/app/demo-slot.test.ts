import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelGate } from './demo-slot';

/** Whether `promise` has resolved by now (after the pending microtasks). */
async function resolved(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('when the demo panel is asked for on a signed-in start (issue 15)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the server’s start, then a moment more', async () => {
    let started: () => void = () => undefined;
    const gate = panelGate(new Promise<void>((resolve) => (started = resolve)), { settleMs: 300, latestMs: 3000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await resolved(gate)).toBe(false);
    started();
    await vi.advanceTimersByTimeAsync(299);
    expect(await resolved(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await resolved(gate)).toBe(true);
  });

  it('comes at the latest time when the server never starts, and at once when its start failed', async () => {
    const never = panelGate(new Promise(() => undefined), { settleMs: 300, latestMs: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(await resolved(never)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await resolved(never)).toBe(true);

    const failed = panelGate(Promise.reject(new Error('IndexedDB')), { settleMs: 300, latestMs: 3000 });
    expect(await resolved(failed)).toBe(true);
  });
});
