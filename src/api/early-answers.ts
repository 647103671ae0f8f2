import { FRESH_MS } from '@/lib/freshness';
import { apiUrl, authorizationFor } from './api-url';

/**
 * Calls sent before the code that reads their answers is ready: at start, the session's first calls and the first screen's data leave
 * with the code instead of after it, and a sign-in's POST leaves at the press. The HTTP client (client.ts) takes an early answer for the
 * same method, URL, bearer and body instead of asking again, and checks it as any other. Each serves one request while fresh (FRESH_MS,
 * src/lib/freshness.ts), so nothing old is shown as new. Free of the API modules: it runs before they have loaded.
 */
type Early = { bearer: string | undefined; body: string | undefined; sentAt: number; response: Promise<Response> };

/** The session's calls, as src/api/operations.ts names them (checked by early-answers.test.ts). */
export const sessionCalls = { signIn: '/api/sign_in', me: '/api/me', corporations: '/api/corporations' } as const;

const early = new Map<string, Early>();
const keyOf = (method: string | undefined, url: string) => `${(method ?? 'GET').toUpperCase()} ${new URL(url, location.href).href}`;

/** Sends a GET with the bearer, or a POST of `json`, now; returns a copy of the answer for the caller's own use, or undefined if already asked. */
export function askEarly(path: string, bearer: string | undefined, json?: unknown): Promise<Response> | undefined {
  const url = apiUrl(path);
  const method = json === undefined ? 'GET' : 'POST';
  const key = keyOf(method, url);
  if (early.has(key)) return undefined;
  const body = json === undefined ? undefined : JSON.stringify(json);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = authorizationFor(url, bearer);
  if (authorization) headers.Authorization = authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = fetch(url, { method, headers, body });
  // The reader gets its own copy, made before anyone reads the original; unread, a failure is no error of the page's.
  const copy = response.then((answer) => answer.clone());
  copy.catch(() => undefined);
  response.catch(() => undefined);
  early.set(key, { bearer, body, sentAt: performance.now(), response: copy });
  return response;
}

/** The early answer to this call, once; undefined when there is none to give. */
export function takeEarly(url: string, method: string | undefined, bearer: string | undefined, body?: unknown): Promise<Response> | undefined {
  const key = keyOf(method, url);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  const sameBody = found.body === (typeof body === 'string' ? body : undefined);
  if (found.bearer !== bearer || !sameBody || performance.now() - found.sentAt > FRESH_MS) return undefined;
  return found.response;
}

/** Forgets every early answer not yet taken (tests, and a session that ended). */
export function forgetEarly(): void {
  early.clear();
}
