import { describe, expect, it, vi } from 'vitest';
import { demoControlsNow, demoSettingsFromUrl, provideDemoControls, startedOnFirstUse, startOnFirstIntent, type DemoControls } from './demo-controls';

describe('demo settings in the URL', () => {
  it('reads the failure rate, the seed and the latency, and gives the URL without them', () => {
    expect(demoSettingsFromUrl('http://127.0.0.1:4173/facilities?status=enabled&demoFailureRate=20&demoFaultSeed=7&demoLatencyMs=300#top')).toEqual({
      patch: { failureRate: 0.2, faultSeed: 7, latencyMs: 300 },
      cleaned: '/facilities?status=enabled#top',
    });
  });

  it('ignores what is not a whole number in range, and leaves a URL without them alone', () => {
    expect(demoSettingsFromUrl('http://x/sign_in?demoFailureRate=150&demoFaultSeed=-1&demoLatencyMs=abc')).toEqual({ patch: {}, cleaned: '/sign_in' });
    expect(demoSettingsFromUrl('http://x/sign_in?page=2')).toEqual({ patch: {} });
  });
});

describe('starting the demo server when it is needed', () => {
  it('starts at the first sign of a user, once', () => {
    const target = new EventTarget();
    const start = vi.fn();
    startOnFirstIntent(start, target as unknown as Window);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the first API call waits for it, not before', async () => {
    let started = 0;
    const start = vi.fn(() => Promise.resolve(++started));
    const ready = startedOnFirstUse(start);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    await ready;
    expect(start).toHaveBeenCalledTimes(1);
    await expect(ready.then(() => 'then works')).resolves.toBe('then works');
  });

  it('passes a failed start on to whoever waits', async () => {
    const ready = startedOnFirstUse(() => Promise.reject(new Error('no server')));
    await expect(ready).rejects.toThrow('no server');
  });
});

describe('the demo controls, for a first render', () => {
  it('are readable at once after they arrived, and forgotten when other controls are provided', async () => {
    const controls = { accounts: [{ email: 'a@demo.example', description: 'A' }] } as unknown as DemoControls;
    const arriving = Promise.resolve(controls);
    provideDemoControls(arriving);
    expect(demoControlsNow()).toBeUndefined();
    await arriving;
    expect(demoControlsNow()).toBe(controls);
    provideDemoControls(undefined);
    expect(demoControlsNow()).toBeUndefined();
  });
});
