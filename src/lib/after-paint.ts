/** Calls `then` once the page has painted its first text (its first paint, the background alone, is too early: code would download beside the screen's). */
export function afterFirstContentfulPaint(then: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void requestAnimationFrame(() => setTimeout(then));
  new PerformanceObserver((entries, observer) => void (entries.getEntriesByName('first-contentful-paint').length && (observer.disconnect(), then()))).observe({
    type: 'paint',
    buffered: true,
  });
}
