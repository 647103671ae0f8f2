/**
 * Calls `then` once the page has painted its first text, now if it has (its first paint, the
 * background alone, is too early: code started then would download beside the screen's).
 */
export function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(then));
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return then();
  const observer = new PerformanceObserver(() => void (painted() && (observer.disconnect(), then())));
  observer.observe({ type: 'paint', buffered: true });
}
