import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh adapter per test: its events and its timer are the page's, kept across a whole page life.
let analytics: (typeof import('./analytics'))['analytics'];
let analyticsEvents: (typeof import('./analytics'))['analyticsEvents'];
let PAGE_VIEW_DELAY_MS: number;
beforeEach(async () => {
  vi.resetModules();
  ({ analytics, analyticsEvents, PAGE_VIEW_DELAY_MS } = await import('./analytics'));
});
afterEach(() => vi.useRealTimers());

describe('analytics adapter', () => {
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
