import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, fetchMe, requestMailLink } from '@/api/auth';
import { configureApiClient, request } from '@/api/client';
import { listCorporations, patchCorporation } from '@/api/corporations';
import { isApiError } from '@/api/api-error';
import { makeServer, type AppServer } from './server';
import { createTestAccount } from '@tests/harness/mirage-accounts';

/** The app's real client against Mirage: headers and JSON bodies must survive pretender. */
let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.shutdown();
  configureApiClient({ getBearer: () => undefined, onUnauthorized: () => undefined });
  vi.restoreAllMocks();
});

describe('src/api/client.ts through Mirage', () => {
  it('delivers the bearer and a parsed JSON body with content-type application/json', async () => {
    const { bearer } = createTestAccount(server);
    configureApiClient({ getBearer: () => bearer });
    server.post('/api/echo', (_schema, mirageRequest) => ({
      headers: mirageRequest.requestHeaders,
      body: JSON.parse(mirageRequest.requestBody) as unknown,
    }));
    const echoed = await request<{ headers: Record<string, string>; body: unknown }>('/api/echo', { method: 'POST', body: { name: '柴犬', count: 2 } });
    const headers = Object.fromEntries(Object.entries(echoed.headers).map(([key, value]) => [key.toLowerCase(), value]));
    expect(headers.authorization).toBe(`Bearer ${bearer}`);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(echoed.body).toEqual({ name: '柴犬', count: 2 });
  });

  it('signs in, reads the bearer header and uses it for the contract-checked calls', async () => {
    const { account, corporations } = createTestAccount(server, { abilities: ['canEditCorporation'], corporations: 2 });
    await expect(requestMailLink(account.email)).resolves.toEqual({ to: account.email, from: 'no-reply@petpass.example.jp' });
    const bearer = await signIn({ idToken: `dummy:${account.email}` });
    configureApiClient({ getBearer: () => bearer });
    expect((await fetchMe()).profile?.email).toBe(account.email);
    expect(await listCorporations()).toEqual(corporations);
    const patched = await patchCorporation(corporations[0]?.id ?? '', { name: 'わんわん株式会社' });
    expect(patched.name).toBe('わんわん株式会社');
  });

  it('turns an error answer into an ApiError with the displayMessage, and reports 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getBearer: () => 'expired', onUnauthorized });
    const error: unknown = await fetchMe().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(401);
    expect(isApiError(error) && error.displayMessage).toBe('ログインの有効期限が切れました。もう一度ログインしてください。');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
