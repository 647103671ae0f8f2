import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FAULT_SEED,
  faultCallKey,
  faultsSnapshot,
  normalizeFaultSeed,
  resetFaults,
  setFaults,
  shouldInjectFailure,
  subscribeFaults,
  takeSessionExpiry,
  type FaultCall,
} from '@mirage/faults';

afterEach(() => resetFaults());

const calls: FaultCall[] = [
  { method: 'GET', url: '/api/me' },
  { method: 'GET', url: '/api/corporations' },
  { method: 'GET', url: 'http://127.0.0.1:4173/api/corporations/corp-a/facilities/' },
  { method: 'GET', url: '/api/corporations/corp-a/check-in-histories/check-in-pets?page=1&limit=10' },
  { method: 'POST', url: '/api/corporations/corp-a/facilities/' },
  { method: 'PATCH', url: '/api/corporations/corp-a' },
];

/** Which of `sequence` fail, as "key #occurrence" labels, from a fresh run at `rate` with `seed`. */
function failuresOf(sequence: FaultCall[], seed: number, rate = 0.2): string[] {
  resetFaults();
  setFaults({ failureRate: rate, seed });
  const seen = new Map<string, number>();
  const failed: string[] = [];
  for (const call of sequence) {
    const key = faultCallKey(call);
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    if (shouldInjectFailure(call)) failed.push(`${key} #${occurrence}`);
  }
  return failed.sort();
}

const manyCalls = (count: number) => Array.from({ length: count }, (_, index) => calls[index % calls.length]!);

describe('seeded fault rolls (mirage/faults.ts)', () => {
  it('fails about the asked share of calls', () => {
    const failed = failuresOf(manyCalls(3000), 7);
    const share = failed.length / 3000;
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
  });

  it('fails the same calls for the same seed, whatever order the calls come in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.shuffledSubarray(manyCalls(60), { minLength: 60 }), (seed, shuffled) => {
        expect(failuresOf(shuffled, seed)).toEqual(failuresOf(manyCalls(60), seed));
      }),
      { numRuns: 50 },
    );
  });

  it('fails other calls for another seed', () => {
    expect(failuresOf(manyCalls(120), 1, 0.5)).not.toEqual(failuresOf(manyCalls(120), 2, 0.5));
  });

  it('gives a retry its own roll: a call that failed succeeds again within a few tries', () => {
    setFaults({ failureRate: 0.2, seed: 7 });
    for (const call of calls) {
      let tries = 1;
      while (shouldInjectFailure(call)) tries += 1;
      expect(tries).toBeLessThan(10);
    }
  });

  it('starts the counts again when the seed or the rate changes (a new run)', () => {
    setFaults({ failureRate: 0.3, seed: 11 });
    const first = calls.map((call) => shouldInjectFailure(call));
    setFaults({ seed: 12 });
    setFaults({ seed: 11 });
    expect(calls.map((call) => shouldInjectFailure(call))).toEqual(first);
    // the same settings again are no new run: the next occurrences get their own rolls
    setFaults({ failureRate: 0.3, seed: 11, latencyMs: 100 });
    const second = calls.map((call) => shouldInjectFailure(call));
    setFaults({ failureRate: 0.4 });
    setFaults({ failureRate: 0.3 });
    expect(calls.map((call) => shouldInjectFailure(call))).toEqual(first);
    expect(second).toHaveLength(first.length);
  });

  it('identifies a call by its method and its path with the query, not by its origin', () => {
    expect(faultCallKey({ method: 'get', url: 'http://127.0.0.1:4173/api/me?x=1' })).toBe('GET /api/me?x=1');
    expect(faultCallKey({ url: '/api/me' })).toBe('GET /api/me');
  });

  it('never fails at rate 0 and always at rate 1', () => {
    expect(manyCalls(200).some((call) => shouldInjectFailure(call))).toBe(false);
    setFaults({ failureRate: 1 });
    expect(manyCalls(200).every((call) => shouldInjectFailure(call))).toBe(true);
  });

  it('keeps a seed only when it is a whole number in range', () => {
    expect(normalizeFaultSeed(42)).toBe(42);
    expect(normalizeFaultSeed('42')).toBe(42);
    for (const bad of [-1, 1.5, 'abc', '', null, undefined, 2 ** 31]) expect(normalizeFaultSeed(bad)).toBe(DEFAULT_FAULT_SEED);
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
