import { afterEach, beforeEach, vi } from 'vitest';
import { setFaults } from '@mirage/faults';
import type { AppServer } from '@mirage/routes/define-routes';
import { todayInTokyo } from '@/lib/dates';
import { startTestServer } from './render-app';

/**
 * What a screen reader would be told by a live region from now on: its text after each change
 * of its content, in order. A region React leaves alone tells nothing.
 *
 * @example const announced = liveRegionTexts(); …; expect(announced()).toEqual(['新しいチェックインが1件あります']);
 */
export function liveRegionTexts(region: Element | null = document.querySelector('.arrivals-notice [role="status"]')): () => string[] {
  if (!region) throw new Error('no live region on the page');
  const texts: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text !== '') texts.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return () => texts;
}

/** Hides or shows the tab as the browser does (document.visibilityState, then `visibilitychange`). */
export function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Back to jsdom's own visible document, telling nobody (the next test starts from there). */
export function restoreTab(): void {
  delete (document as { visibilityState?: unknown }).visibilityState;
  delete (document as { hidden?: unknown }).hidden;
}

/**
 * Each test of the file gets a fresh test server on a live clock: only the refresh timer
 * (TanStack Query's setInterval) and the clock are fake; the rest of the app, Mirage and Testing
 * Library run on real timeouts, and the fake clock, set to noon of today in Tokyo, moves with real
 * time too. Returns the server of the running test.
 */
export function liveTestServer(): () => AppServer {
  let server: AppServer | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Noon in Tokyo: the tests' check-ins are "today" at a time of day, and the minutes a test lets
    // pass must never carry "today" past midnight, whatever the hour it runs at.
    vi.setSystemTime(new Date(`${todayInTokyo()}T12:00:00+09:00`));
    server = startTestServer();
  });
  afterEach(() => {
    restoreTab();
    setFaults({ failureRate: 0 });
    server?.shutdown();
    vi.useRealTimers();
  });
  return () => server!;
}
