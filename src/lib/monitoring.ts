/**
 * Failure reports for the operations team (docs/security.md "Monitoring"), when the build has
 * `VITE_SENTRY_DSN`; without it every function here does nothing and no reporter exists. This
 * part is in the entry and stays tiny: it listens from the start and keeps what happens until the
 * reporter (./monitoring-sdk.ts, Sentry's SDK) has loaded after the first paint. A report queued
 * when the page leaves (a reload after a failed chunk) waits in sessionStorage for the next page.
 */
import { afterFirstContentfulPaint } from './after-paint';

/** `failure` says what kind: uncaught, rejection, render, chunk, api (and the reporter's own: vital). */
export type Report = { error: unknown; tags: { failure: string } & Record<string, string>; path: string };
export type Reporter = (report: Report) => void;

const KEY = 'petpass.reports';
let reporter: Reporter | undefined;
let queue: Report[] = [];

/** Reports an error (or a message: a string) with tags that carry no personal data; `path` is the page's, made a pattern when sent. */
export function report(error: unknown, tags: Report['tags']): void {
  if (!import.meta.env.VITE_SENTRY_DSN) return;
  const next = { error, tags, path: location.pathname };
  if (reporter) reporter(next);
  else if (queue.length < 20) queue.push(next);
}

const saved = (error: unknown) => (error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error));

/**
 * Listens for uncaught errors and rejections from now on; once the page has painted its first
 * text, loads the reporter (`load`, a dynamic import) and hands it what came before.
 */
export function startMonitoring(load: () => Promise<Reporter>): void {
  try {
    queue = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Report[];
    sessionStorage.removeItem(KEY);
  } catch {
    // no storage: nothing was kept
  }
  addEventListener('error', (event) => report(event.error ?? event.message, { failure: 'uncaught' }));
  addEventListener('unhandledrejection', (event) => report(event.reason, { failure: 'rejection' }));
  addEventListener('pagehide', () => {
    if (!reporter && queue.length) sessionStorage.setItem(KEY, JSON.stringify(queue.map((queued) => ({ ...queued, error: saved(queued.error) }))));
  });
  afterFirstContentfulPaint(() =>
    load()
      .then((ready) => {
        reporter = ready;
        queue.splice(0).forEach(ready);
      })
      .catch(() => undefined),
  );
}
