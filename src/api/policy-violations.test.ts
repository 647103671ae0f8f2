import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPolicyViolations } from './policy-violations';

const report = (blockedURI: string, violatedDirective = 'connect-src') =>
  document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI, violatedDirective }));

afterEach(() => vi.useRealTimers());

describe('watchPolicyViolations', () => {
  it('knows a block reported before the failure (XMLHttpRequest)', async () => {
    const watch = watchPolicyViolations('https://assets.example.jp/v1/signed/issue');
    report('https://assets.example.jp/v1/signed/issue');
    await expect(watch.blocked()).resolves.toEqual({ directive: 'connect-src' });
    watch.stop();
  });

  it('waits for a block reported after the failure (fetch)', async () => {
    const watch = watchPolicyViolations('https://assets.example.jp/v1/signed/issue');
    const blocked = watch.blocked();
    report('https://assets.example.jp/other');
    await expect(blocked).resolves.toEqual({ directive: 'connect-src' });
    watch.stop();
  });

  it('calls it a network failure when no block of that origin is reported', async () => {
    vi.useFakeTimers();
    const watch = watchPolicyViolations('https://assets.example.jp/v1/signed/issue');
    report('https://analytics.example.com/collect');
    const blocked = watch.blocked();
    await vi.runAllTimersAsync();
    await expect(blocked).resolves.toBeUndefined();
    watch.stop();
  });

  it('stops listening once the request is over', async () => {
    vi.useFakeTimers();
    const watch = watchPolicyViolations('https://assets.example.jp/a');
    watch.stop();
    report('https://assets.example.jp/a');
    const blocked = watch.blocked();
    await vi.runAllTimersAsync();
    await expect(blocked).resolves.toBeUndefined();
  });
});
