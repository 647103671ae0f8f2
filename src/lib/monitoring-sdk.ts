import { BrowserClient, dedupeIntegration, defaultStackParser, getCurrentScope, linkedErrorsIntegration, makeFetchTransport, withScope } from '@sentry/browser';
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { isChunkLoadError } from './chunk-load';
import { KEPT_REPORTS, type Report, type Reporter } from './monitoring';
import { browserOf, scrubEvent, type PatternOf } from './monitoring-scrub';

/** The reporter of ./monitoring.ts (docs/security.md "Monitoring"): Sentry's SDK without tracing, replay or breadcrumbs, and web-vitals. */
type Vital = LCPMetric | INPMetric | CLSMetric;

/** The reports kept until now (./monitoring.ts), their errors made Errors again. */
function keptReports(): Report[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_REPORTS) ?? '[]') as Report[];
    sessionStorage.removeItem(KEPT_REPORTS);
    return kept.map((kept) => ({ ...kept, error: typeof kept.error === 'object' ? Object.assign(new Error(), kept.error) : kept.error }));
  } catch {
    return [];
  }
}

/** One event per screen visit with its LCP, INP, CLS and route pattern, sent once it has all three, or when the page hides. */
function watchVitals(routeOf: (path: string) => string): void {
  const visits = new Map<number, { route: string; vitals: Vital[] }>();
  const send = (id: number) => {
    const visit = visits.get(id)!;
    visits.delete(id);
    withScope((scope) => {
      scope.setTags({ failure: 'vital', route: visit.route, ...Object.fromEntries(visit.vitals.map((vital) => [vital.name.toLowerCase(), vital.rating])) });
      scope.setContext('vitals', Object.fromEntries(visit.vitals.map((vital) => [vital.name, vital.value])));
      scope.setFingerprint(['web-vitals', visit.route]);
      scope.setTransactionName(visit.route);
      scope.captureMessage(`web vitals ${visit.route}`, 'info');
    });
  };
  const record = (vital: Vital) => {
    const visit = visits.get(vital.navigationId) ?? { route: routeOf(new URL(vital.navigationURL ?? location.href, location.href).pathname), vitals: [] };
    visit.vitals = [...visit.vitals.filter((known) => known.name !== vital.name), vital];
    visits.set(vital.navigationId, visit);
    if (visit.vitals.length === 3) send(vital.navigationId);
  };
  onLCP(record, { reportSoftNavs: true });
  onINP(record, { reportSoftNavs: true });
  onCLS(record, { reportSoftNavs: true });
  // After web-vitals' own listeners, which hand over the last values as the page hides.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && [...visits.keys()].forEach(send));
}

export function startReporter(patternOf: PatternOf): Reporter {
  const routeOf = (path: string) => patternOf(path) ?? 'unmatched';
  const client = new BrowserClient({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    release: __RELEASE__,
    environment: import.meta.env.MODE,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    // Nothing of the person: no IP address inferred by the server, no cookies, headers, bodies or search.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    maxBreadcrumbs: 0,
    sendClientReports: false,
    beforeSend: (event) => scrubEvent(event, patternOf),
  });
  getCurrentScope().setClient(client);
  client.init();
  getCurrentScope().setContext('browser', browserOf(navigator.userAgent));
  watchVitals(routeOf);
  const send: Reporter = ({ error, tags, path }) =>
    withScope((scope) => {
      const route = routeOf(path);
      // A failed chunk is told apart here, wherever it was caught (the error boundary, a rejection).
      scope.setTags({ ...tags, route, ...(isChunkLoadError(error) ? { failure: 'chunk' } : {}) });
      scope.setTransactionName(route);
      if (typeof error === 'string') scope.captureMessage(error, 'error');
      else scope.captureException(error, { mechanism: { type: tags.failure, handled: tags.failure !== 'uncaught' && tags.failure !== 'rejection' } });
    });
  keptReports().forEach(send);
  return send;
}
