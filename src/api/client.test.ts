import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { configureApiClient, isApiUrl, request, requestBlob } from './client';
import { ApiError } from './api-error';

type Seen = { url: string; headers: Record<string, string> };
let seen: Seen[];

beforeEach(() => {
  seen = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    seen.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  configureApiClient({ getBearer: () => 'secret-bearer', onUnauthorized: () => undefined });
});
afterEach(() => configureApiClient({ getBearer: () => undefined }));

describe('the bearer goes to the API only', () => {
  it('is sent on API calls', async () => {
    await request('/api/me');
    expect(seen[0]?.headers.authorization).toBe('Bearer secret-bearer');
  });

  it('is never sent to another origin or to the asset service', async () => {
    await request('https://evil.example/api/me');
    await request('/__assets/v1/signed/issue');
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('isApiUrl accepts only same-origin /api/ paths, whatever the URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom('/api/x', '//evil.example/api/x', '/apix', '/__assets/api/x')), (url) => {
        if (isApiUrl(url)) {
          const parsed = new URL(url, location.origin);
          expect(parsed.origin).toBe(location.origin);
          expect(parsed.pathname.startsWith('/api/')).toBe(true);
        }
      }),
    );
    expect(isApiUrl('/api/corporations')).toBe(true);
    expect(isApiUrl('//evil.example/api/x')).toBe(false);
  });
});

describe('errors', () => {
  it('turns a failure into one ApiError with the displayMessage, logs it, and reports a 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ displayMessage: 'ログインしてください。' }), { status: 401, headers: { 'Content-Type': 'application/json' } }),
    );
    const error = await request('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, displayMessage: 'ログインしてください。' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
  });

  it('reads an error answer without a displayMessage in Japanese: its status for people, the call for the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(request('/api/corporations/c1/facilities/')).rejects.toMatchObject({
      status: 503,
      message: 'サーバーがエラーを返しました（503）。',
      displayMessage: undefined,
    });
    expect(String(log.mock.calls[0]?.[0])).toContain('GET /api/corporations/c1/facilities/');
  });

  it('reports a network failure as status 0 with a Japanese message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/api/me')).rejects.toMatchObject({ status: 0, message: 'ネットワークに接続できませんでした。' });
  });
});

describe('file downloads', () => {
  it("reads the server's displayMessage out of a failed blob response", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      new Response(JSON.stringify({ displayMessage: '年を指定してください。' }), { status: 422, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(requestBlob('/api/x/csv')).rejects.toMatchObject({ status: 422, displayMessage: '年を指定してください。' });
  });
});
