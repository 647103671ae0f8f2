export type AnalyticsEvent = { name: 'page_view'; path: string } | { name: 'login' };
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** The third-party analytics service (gtag), loaded only when VITE_ANALYTICS_ID is set. */
export function gtagSink(measurementId: string): AnalyticsSink {
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
  return (event) => {
    if (event.name === 'page_view') w.gtag?.('event', 'page_view', { page_path: event.path });
    else w.gtag?.('event', 'login');
  };
}
