/**
 * Analytics adapter (SPEC §7): a page view 100 ms after each navigation and a login event.
 * Without VITE_ANALYTICS_ID events go nowhere but are kept in `analyticsEvents` for tests.
 */
export const PAGE_VIEW_DELAY_MS = 100;

export type AnalyticsEvent = { name: 'page_view'; path: string } | { name: 'login' };

export const analyticsEvents: AnalyticsEvent[] = [];

type Sink = (event: AnalyticsEvent) => void;
let sink: Sink = () => undefined;

/** Installs the real sink (gtag) when a measurement id is configured. */
export function initAnalytics(measurementId: string | undefined): void {
  if (!measurementId || typeof document === 'undefined') return;
  const w = window as unknown as { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag(...args: unknown[]) {
    w.dataLayer.push(args);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  sink = (event) => {
    if (event.name === 'page_view') w.gtag?.('event', 'page_view', { page_path: event.path });
    else w.gtag?.('event', 'login');
  };
}

function record(event: AnalyticsEvent) {
  analyticsEvents.push(event);
  if (analyticsEvents.length > 200) analyticsEvents.shift();
  sink(event);
}

let pageViewTimer: ReturnType<typeof setTimeout> | undefined;

export const analytics = {
  pageView(path: string) {
    clearTimeout(pageViewTimer);
    pageViewTimer = setTimeout(() => record({ name: 'page_view', path }), PAGE_VIEW_DELAY_MS);
  },
  login() {
    record({ name: 'login' });
  },
};
