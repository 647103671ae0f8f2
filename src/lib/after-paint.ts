/**
 * Calls `then` once the page has painted its first text, or at once if it has (its first paint, the
 * background alone, is too early: code started then would download beside the screen's).
 */
export function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(then));
  new PerformanceObserver((entries, observer) => void (entries.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), then()))).observe({
    type: 'paint',
    buffered: true,
  });
}
