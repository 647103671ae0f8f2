import { afterEach, describe, expect, it } from 'vitest';
import { faultsSnapshot, resetFaults, seedFaults, setFaults, shouldInjectFailure, subscribeFaults, takeSessionExpiry } from '@mirage/faults';

afterEach(() => resetFaults());

const rolls = (count: number) => Array.from({ length: count }, () => shouldInjectFailure());

describe('fault rolls (mirage/faults.ts)', () => {
  it('fails about the asked share of calls, the same sequence after each reset', () => {
    setFaults({ failureRate: 0.2 });
    const first = rolls(2000);
    const share = first.filter(Boolean).length / first.length;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    resetFaults();
    setFaults({ failureRate: 0.2 });
    expect(rolls(2000)).toEqual(first);
  });

  it('gives another sequence for another seed (the browser seeds each page load)', () => {
    setFaults({ failureRate: 0.5 });
    seedFaults(1);
    const one = rolls(64);
    seedFaults(2);
    expect(rolls(64)).not.toEqual(one);
  });

  it('never fails at rate 0 and always at rate 1', () => {
    expect(rolls(200).some(Boolean)).toBe(false);
    setFaults({ failureRate: 1 });
    expect(rolls(200).every(Boolean)).toBe(true);
  });

  it('tells subscribers about each change, including the consumed session expiry', () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeFaults(() => seen.push(faultsSnapshot().expireSession));
    setFaults({ expireSession: true });
    expect(takeSessionExpiry()).toBe(true);
    expect(takeSessionExpiry()).toBe(false);
    unsubscribe();
    setFaults({ expireSession: true });
    expect(seen).toEqual([true, false]);
  });
});
