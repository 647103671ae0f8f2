import { afterFirstContentfulPaint } from './after-paint';

/**
 * Failure reports (docs/security.md "Monitoring"), only with `VITE_SENTRY_DSN`. This part is in the entry and tiny: it keeps what happens in
 * sessionStorage (which survives a reload after a failed chunk) until the reporter (./monitoring-sdk.ts) has loaded after the first paint.
 */
/** `failure` says what kind: uncaught, rejection, render, chunk, api (and the reporter's own: vital). */
export type Report = { error: unknown; tags: { failure: string } & Record<string, string>; path: string };
export type Reporter = (report: Report) => void;

export const KEPT_REPORTS = 'petpass.reports';
let reporter: Reporter | undefined;

/** Reports an error (or a message: a string) with tags that carry no personal data; `path` is the page's, made a pattern when sent. */
export function report(error: unknown, tags: Report['tags']): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  const next = { error, tags, path: location.pathname };
  if (reporter) return reporter(next);
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_REPORTS) ?? '[]') as Report[];
    const plain = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error);
    if (kept.length < 20) sessionStorage.setItem(KEPT_REPORTS, JSON.stringify([...kept, { ...next, error: plain }]));
  } catch {
    // no storage: this one is not kept
  }
}

/** Listens for uncaught errors and rejections from now on; once the page has painted its first text, loads the reporter (`load`). */
export function startMonitoring(load: () => Promise<Reporter>): void {
  addEventListener('error', (event) => report(event.error ?? event.message, { failure: 'uncaught' }));
  addEventListener('unhandledrejection', (event) => report(event.reason, { failure: 'rejection' }));
  afterFirstContentfulPaint(
    () =>
      void load()
        .then((ready) => void (reporter = ready))
        .catch(() => undefined),
  );
}
