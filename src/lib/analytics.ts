/** Analytics: a page view 100 ms after each navigation, and a login event; kept in `analyticsEvents` for tests, sent by gtag when configured. */
export const PAGE_VIEW_DELAY_MS = 100;

import type { AnalyticsEvent, AnalyticsSink } from './analytics-gtag';

export const analyticsEvents: AnalyticsEvent[] = [];

let sink: AnalyticsSink | undefined;
/** Events sent while the sink loads wait here, in order (undefined: no sink is coming). */
let waiting: AnalyticsEvent[] | undefined;

export function initAnalytics(measurementId: string | undefined): void {
  if (!measurementId || typeof document === 'undefined') return;
  waiting = [];
  void import('./analytics-gtag').then(({ gtagSink }) => {
    const ready = gtagSink(measurementId);
    for (const event of waiting ?? []) ready(event);
    waiting = undefined;
    sink = ready;
  });
}

function record(event: AnalyticsEvent) {
  analyticsEvents.push(event);
  if (analyticsEvents.length > 200) analyticsEvents.shift();
  if (sink) sink(event);
  else waiting?.push(event);
}

let pageViewTimer: ReturnType<typeof setTimeout> | undefined;

export const analytics = {
  pageView(path: string) {
    clearTimeout(pageViewTimer);
    pageViewTimer = setTimeout(() => record({ name: 'page_view', path }), PAGE_VIEW_DELAY_MS);
  },
  login: () => record({ name: 'login' }),
};
