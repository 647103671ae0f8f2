import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, analyticsEvents, PAGE_VIEW_DELAY_MS } from './analytics';

afterEach(() => {
  vi.useRealTimers();
  analyticsEvents.length = 0;
});

describe('analytics adapter (SPEC §7)', () => {
  it('sends a page view 100 ms after navigation, once for quick successive navigations', () => {
    vi.useFakeTimers();
    analytics.pageView('/dashboard');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(analyticsEvents).toEqual([]);
    analytics.pageView('/facilities');
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(analyticsEvents).toEqual([{ name: 'page_view', path: '/facilities' }]);
    expect(PAGE_VIEW_DELAY_MS).toBe(100);
  });

  it('records the login event', () => {
    analytics.login();
    expect(analyticsEvents).toEqual([{ name: 'login' }]);
  });
});
