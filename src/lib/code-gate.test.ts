import { describe, expect, it } from 'vitest';
import { afterHeldCode, holdCodeUntil } from './code-gate';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the code gate (the demo’s signed-in start, issue 15)', () => {
  it('loads at once when nothing is held (outside the demo)', async () => {
    const loads: string[] = [];
    await afterHeldCode(async () => loads.push('api'));
    expect(loads).toEqual(['api']);
  });

  it('holds code until the held promise settles, then loads it', async () => {
    const validation = deferred();
    holdCodeUntil(validation.promise);
    const loads: string[] = [];
    const api = afterHeldCode(async () => (loads.push('api'), 'auth module'));
    await settle();
    expect(loads).toEqual([]);
    validation.resolve();
    await expect(api).resolves.toBe('auth module');
    expect(loads).toEqual(['api']);
    holdCodeUntil(Promise.resolve());
  });

  it('does not hold code forever when the held work fails (the code then loads as usual)', async () => {
    const validation = deferred();
    holdCodeUntil(validation.promise);
    const api = afterHeldCode(async () => 'auth module');
    validation.reject(new Error('chunk failed'));
    await expect(api).resolves.toBe('auth module');
    holdCodeUntil(Promise.resolve());
  });
});
