import { config } from '@/config';

/**
 * GET calls sent before the code that reads their answers has loaded: at start, the session's
 * first calls and the first screen's data leave with the code instead of after it (a slow link
 * spends a second or more on the code). The HTTP client (client.ts) takes an early answer for the
 * same URL and bearer instead of asking again; the answer is checked by its schema then, as any
 * other. Each answer serves one request, within `EARLY_ANSWER_MS` of being asked for: after that
 * it is asked again, so nothing old is shown as new. Kept free of the API modules: it runs in the
 * entry chunk.
 */
type Early = { bearer: string; sentAt: number; response: Promise<Response> };

/** How long an early answer may wait for its reader: the live data's refresh period. */
export const EARLY_ANSWER_MS = 30_000;

const early = new Map<string, Early>();

/** The absolute URL of an API path, joined to the configured base as the HTTP client joins it. */
export function apiUrl(path: string): string {
  const base = new URL(config.apiBaseUrl, location.href);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(path.replace(/^\//, ''), base).href;
}

/**
 * Sends a GET for `path` now and keeps its answer for the reader to come. Returns a copy of the
 * answer for the caller's own use (deciding what else to ask for), or undefined when already asked.
 */
export function askEarly(path: string, bearer: string): Promise<Response> | undefined {
  const url = apiUrl(path);
  if (early.has(url)) return undefined;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` } });
  // The reader gets its own copy, made before anyone reads the original. A failure reaches the
  // reader as its own would; unread, it is no error of the page's.
  const copy = response.then((answer) => answer.clone());
  copy.catch(() => undefined);
  response.catch(() => undefined);
  early.set(url, { bearer, sentAt: performance.now(), response: copy });
  return response;
}

/** The early answer to a GET of `url` with this bearer, once; undefined when there is none to give. */
export function takeEarly(url: string, method: string | undefined, bearer: string | undefined): Promise<Response> | undefined {
  if ((method ?? 'GET').toUpperCase() !== 'GET') return undefined;
  const key = new URL(url, location.href).href;
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  if (found.bearer !== bearer || performance.now() - found.sentAt > EARLY_ANSWER_MS) return undefined;
  return found.response;
}

/** Forgets every early answer not yet taken (tests, and a session that ended). */
export function forgetEarly(): void {
  early.clear();
}
