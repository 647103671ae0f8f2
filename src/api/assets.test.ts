import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeServer, type AppServer } from '@mirage/server';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { ApiError } from './api-error';
import { fetchAssetAccess, issueSignedUrl, putToSignedUrl, registerImage } from './assets';
import { configureApiClient } from './client';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
  const { bearer } = createTestAccount(server);
  configureApiClient({ getBearer: () => bearer });
});
afterEach(() => {
  configureApiClient({ getBearer: () => undefined });
  server.shutdown();
});

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'dog.png', { type: 'image/png' });

describe('src/api/assets against Mirage', () => {
  it('runs the four calls and reports 0 and 100 around the PUT', async () => {
    const access = await fetchAssetAccess();
    const signed = await issueSignedUrl(access, { assetType: 'image', contentType: 'image/png' });
    const progress: number[] = [];
    await putToSignedUrl({ url: signed.url, file: png(), contentType: 'image/png', onProgress: (p) => progress.push(p) });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    const asset = await registerImage(access, signed);
    expect(asset).toMatchObject({ id: signed.id, url: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('turns an error answer into an ApiError carrying the server message', async () => {
    const access = await fetchAssetAccess();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await issueSignedUrl(access, { assetType: 'image', contentType: 'video/mp4' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, displayMessage: 'このファイル形式はアップロードできません。' });
    const bad = await issueSignedUrl({ ...access, token: 'wrong' }, { assetType: 'image', contentType: 'image/png' }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 401, displayMessage: 'アップロード用のトークンが無効です。' });
  });

  it('aborts a PUT in flight with an AbortError', async () => {
    server.timing = 300;
    const access = await fetchAssetAccess();
    const signed = await issueSignedUrl(access, { assetType: 'image', contentType: 'image/png' });
    const controller = new AbortController();
    const put = putToSignedUrl({ url: signed.url, file: png(), contentType: 'image/png', onProgress: () => undefined, signal: controller.signal });
    controller.abort();
    await expect(put).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('putToSignedUrl progress readings', () => {
  it('forwards real readings unclamped and drops a transport reading of loaded > total', async () => {
    const listeners: ((event: Partial<ProgressEvent>) => void)[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { addEventListener: (_: string, listener: (event: Partial<ProgressEvent>) => void) => listeners.push(listener) };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send() {
        queueMicrotask(() => {
          for (const loaded of [25, 50, 120]) listeners.forEach((l) => l({ lengthComputable: true, loaded, total: 100 }));
          this.status = 200;
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    await putToSignedUrl({ url: '/x', file: png(), contentType: 'image/png', onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([0, 25, 50, 100]);
    vi.unstubAllGlobals();
  });
});
