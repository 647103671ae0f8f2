import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRESH_MS } from '@/lib/freshness';
import { apiUrl } from './api-url';
import { askEarly, forgetEarly, sessionCalls, takeEarly } from './early-answers';
import { apiPath } from './api-path';

/** Calls sent at start, before the code that reads them: each answer serves one reader, with the same bearer, while it is young. */
let sent: Array<{ url: string; authorization: string | undefined }>;
let restoreFetch: () => void;

beforeEach(() => {
  sent = [];
  const original = globalThis.fetch;
  restoreFetch = () => void (globalThis.fetch = original);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
    return Promise.resolve(new Response(JSON.stringify({ ok: sent.length }), { headers: { 'Content-Type': 'application/json' } }));
  }) as typeof fetch;
});
afterEach(() => {
  restoreFetch();
  forgetEarly();
  vi.useRealTimers();
});

describe('early answers', () => {
  it('sends a GET with the bearer once, and gives its answer to one reader of the same URL and bearer', async () => {
    askEarly('/api/me', 'b1');
    expect(askEarly('/api/me', 'b1')).toBeUndefined();
    expect(sent).toEqual([{ url: apiUrl('/api/me'), authorization: 'Bearer b1' }]);
    const answer = takeEarly(apiUrl('/api/me'), 'GET', 'b1');
    expect(await (await answer!).json()).toEqual({ ok: 1 });
    expect(takeEarly(apiUrl('/api/me'), 'GET', 'b1')).toBeUndefined();
  });

  it('matches a relative URL as the HTTP client passes it', () => {
    askEarly('/api/corporations', 'b1');
    expect(takeEarly('/api/corporations', undefined, 'b1')).toBeDefined();
  });

  it('gives nothing to another bearer, another method, or a reader that comes too late', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    askEarly('/api/me', 'b1');
    expect(takeEarly(apiUrl('/api/me'), 'GET', 'b2')).toBeUndefined();
    askEarly('/api/corporations', 'b1');
    expect(takeEarly(apiUrl('/api/corporations'), 'POST', 'b1')).toBeUndefined();
    askEarly('/api/x', 'b1');
    vi.advanceTimersByTime(FRESH_MS + 1);
    expect(takeEarly(apiUrl('/api/x'), 'GET', 'b1')).toBeUndefined();
  });

  it('lets the caller read its own copy while the reader still gets the whole answer', async () => {
    const own = askEarly('/api/me', 'b1');
    expect(await (await own!).json()).toEqual({ ok: 1 });
    expect(await (await takeEarly(apiUrl('/api/me'), 'GET', 'b1')!).json()).toEqual({ ok: 1 });
  });

  it('posts a JSON body once, and gives its answer only to the same POST with the same body', async () => {
    askEarly(sessionCalls.signIn, undefined, { idToken: 'dummy:a@example.jp' });
    expect(sent).toEqual([{ url: apiUrl('/api/sign_in'), authorization: undefined }]);
    expect(takeEarly(apiUrl('/api/sign_in'), 'POST', undefined, JSON.stringify({ idToken: 'dummy:b@example.jp' }))).toBeUndefined();
    askEarly(sessionCalls.signIn, undefined, { idToken: 'dummy:a@example.jp' });
    expect(takeEarly(apiUrl('/api/sign_in'), 'GET', undefined)).toBeUndefined();
    expect(takeEarly(apiUrl('/api/sign_in'), 'POST', undefined, JSON.stringify({ idToken: 'dummy:a@example.jp' }))).toBeDefined();
  });

  it('names the session’s calls as the contract does', () => {
    expect(sessionCalls).toEqual({ signIn: apiPath('signIn'), me: apiPath('getMe'), corporations: apiPath('listCorporations') });
  });

  it('passes a failure on to its reader, and to nobody else', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    askEarly('/api/me', 'b1');
    await expect(takeEarly(apiUrl('/api/me'), 'GET', 'b1')!).rejects.toThrow('offline');
  });
});
