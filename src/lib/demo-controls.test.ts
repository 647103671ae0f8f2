import { describe, expect, it } from 'vitest';
import { demoSettingsFromUrl } from './demo-controls';

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
