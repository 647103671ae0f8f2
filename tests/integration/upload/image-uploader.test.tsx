import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Response } from 'miragejs';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerAssetRoutes } from '@mirage/routes/assets';
import type { AppServer } from '@mirage/routes/define-routes';
import { coreTables } from '@mirage/models/core';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { configureApiClient } from '@/api/client';
import { uploadMessages as m } from '@/messages/upload';
import { ImageUploader, settleUploads, useUploadBatch, type UploadedImage } from '@/ui/upload';
import { startTestServer } from '@tests/harness/render-app';
import { holdUploads } from '@tests/harness/held-uploads';

let server: AppServer;
let requests: { verb: string; path: string; headers: Record<string, string> }[];

beforeEach(() => {
  server = startTestServer();
  const { bearer } = createTestAccount(server);
  configureApiClient({ getBearer: () => bearer });
  requests = [];
  const handled = server.pretender.handledRequest.bind(server.pretender);
  server.pretender.handledRequest = (verb, path, request) => {
    const headers = Object.fromEntries(Object.entries(request.requestHeaders ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    requests.push({ verb, path: path.split('?')[0]!, headers });
    handled(verb, path, request);
  };
});
afterEach(() => {
  configureApiClient({ getBearer: () => undefined });
  server.shutdown();
});

const png = (name = 'dog.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** A form in miniature: its own uploads, and a save that waits for them first. */
function Harness({ max, initial = [] }: { max?: number; initial?: UploadedImage[] }) {
  const [images, setImages] = useState<UploadedImage[]>(initial);
  const [saved, setSaved] = useState('');
  const uploads = useUploadBatch();
  return (
    <>
      <ImageUploader label="施設の画像" value={images} onChange={setImages} max={max} uploads={uploads} />
      <button type="button" onClick={() => void settleUploads(uploads).then((answer) => setSaved(answer))}>
        保存
      </button>
      <output data-testid="value">{JSON.stringify(images.map((image) => image.id))}</output>
      <output data-testid="saved">{saved}</output>
    </>
  );
}

function setup(props: { max?: number; initial?: UploadedImage[] } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const group = screen.getByRole('group', { name: '施設の画像' });
  const input = within(group).getByLabelText(m.add);
  const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];
  return { user, group, input, value };
}

const assets = () => coreTables(server.db).assets.all();
const assetTokens = () => coreTables(server.db).assetTokens.all();
const count = (verb: string, pattern: RegExp) => requests.filter((r) => r.verb === verb && pattern.test(r.path)).length;

describe('ImageUploader', () => {
  it('uploads a chosen file with visible progress, then shows the stored image and hands it to the form', async () => {
    server.timing = 200; // long enough for the fake XHR to report progress while the PUT is in flight
    const { user, group, input, value } = setup();
    expect(within(group).getByText(m.empty)).toBeVisible();
    await user.upload(input, png());

    const bar = await within(group).findByRole('progressbar', { name: m.progressLabel('dog.png') });
    expect(within(group).getByRole('img', { name: m.previewAlt('dog.png') })).toBeVisible();
    await waitFor(
      () => {
        const now = Number(bar.getAttribute('aria-valuenow'));
        expect(now).toBeGreaterThan(0);
        expect(now).toBeLessThan(100);
      },
      { interval: 10 },
    );

    const image = await within(group).findByRole('img', { name: m.imageAlt(1) });
    const [asset] = assets();
    expect(asset).toMatchObject({ status: 'processed', scale: 'medium', contentType: 'image/png', size: 8 });
    expect(image).toHaveAttribute('src', asset!.dataUrl);
    expect(value()).toEqual([asset!.id]);
    expect(within(group).queryByRole('progressbar')).toBeNull();
  });

  it('sends the bearer only for the token, the asset token to the asset service, and nothing to the signed URL', async () => {
    const { user, group, input } = setup();
    await user.upload(input, png());
    await within(group).findByRole('img', { name: m.imageAlt(1) });
    const [token, issue, put, register] = requests;
    expect(requests.map((r) => `${r.verb} ${r.path.replace(/(img|mov)-[0-9a-f]+/, ':id')}`)).toEqual([
      'GET /api/assets/token',
      'POST /__assets/v1/signed/issue',
      'PUT /__assets/upload/:id',
      'POST /__assets/v1/signed/images',
    ]);
    expect(token!.headers.authorization).toMatch(/^Bearer .+/);
    for (const call of [issue!, register!]) {
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers['x-asset-token']).toBe(assetTokens()[0]!.token);
    }
    expect(put!.headers.authorization).toBeUndefined();
    expect(put!.headers['x-asset-token']).toBeUndefined();
    expect(put!.headers['content-type']).toBe('image/png');
  });

  it('shows a Japanese error when the PUT fails, and a retry sends only the PUT again', async () => {
    server.put('/__assets/upload/:id', () => new Response(500, {}, { displayMessage: 'ストレージが一時的に利用できません。' }));
    const { user, group, input, value } = setup();
    await user.upload(input, png());
    expect(await within(group).findByRole('alert')).toHaveTextContent('ファイルの送信に失敗しました。 ストレージが一時的に利用できません。');
    expect(value()).toEqual([]);

    // A save now is refused, says why in Japanese, and offers the retry.
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('refused'));
    expect(within(group).getByText(m.saveRefused).closest('[role="alert"]')).toHaveFocus();

    registerAssetRoutes(server); // the storage is back
    await user.click(within(group).getByRole('button', { name: m.retryUnfinished }));
    await within(group).findByRole('img', { name: m.imageAlt(1) });
    expect(within(group).queryByRole('alert')).toBeNull();
    expect([count('GET', /assets\/token$/), count('POST', /signed\/issue$/), count('PUT', /upload\//), count('POST', /signed\/images$/)]).toEqual([1, 1, 2, 1]);
    expect(assetTokens()).toHaveLength(1);
    expect(assets()).toHaveLength(1);
    expect(value()).toEqual([assets()[0]!.id]);
  });

  it("says 'AccessInfo is not valid.' when the asset base is still a mock placeholder, and calls nothing else", async () => {
    server.get('/api/assets/token', () => ({ token: 't', apiUrlBase: 'https://mock.example' }));
    const { user, group, input } = setup();
    await user.upload(input, png());
    expect(await within(group).findByRole('alert')).toHaveTextContent('AccessInfo is not valid.');
    expect(requests.map((r) => r.verb)).toEqual(['GET']);
  });

  it('makes a save wait while a file is uploading and says so, then goes on with the image', async () => {
    const release = holdUploads(server);
    const { user, group, input, value } = setup();
    await user.upload(input, png('terrace.png'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(group).findByRole('status')).toHaveTextContent(m.waitingBeforeSave);
    expect(screen.getByTestId('saved')).toHaveTextContent('');
    release();
    await waitFor(() => expect(screen.getByTestId('saved')).toHaveTextContent('ready'));
    expect(value()).toEqual([assets()[0]!.id]);
    expect(within(group).queryByText(m.waitingBeforeSave)).toBeNull();
  });

  it('cancels an upload in flight; the cancelled file can be discarded', async () => {
    // The storage holds the bytes until the file has been cancelled and discarded.
    const answer = holdUploads(server);
    const { user, group, input, value } = setup();
    await user.upload(input, png('walk.png'));
    await within(group).findByText(new RegExp(m.status.uploading));
    await user.click(within(group).getByRole('button', { name: m.cancel }));
    expect(await within(group).findByText(m.status.cancelled)).toBeVisible();
    await user.click(within(group).getByRole('button', { name: m.discard }));
    expect(within(group).queryByRole('img')).toBeNull();
    expect(value()).toEqual([]);
    // The storage answers at last: the cancelled file is never registered.
    answer();
    await waitFor(() => expect(count('PUT', /upload\//)).toBe(1));
    expect(count('POST', /signed\/images$/)).toBe(0);
    expect(assets()[0]!.status).not.toBe('processed');
  });

  it('keeps to the maximum, and removes an uploaded image', async () => {
    const existing = {
      id: 'img-old',
      url: 'data:image/png;base64,AA==',
      thumbnailUrl: 'data:image/png;base64,AA==',
      originalFileUrl: 'data:image/png;base64,AA==',
    };
    const { user, group, input, value } = setup({ max: 2, initial: [existing] });
    await user.upload(input, [png('a.png'), png('b.png')]);
    expect(await within(group).findByRole('status')).toHaveTextContent(m.limitReached(2));
    await within(group).findByRole('img', { name: m.imageAlt(2) });
    expect(value()).toEqual(['img-old', assets()[0]!.id]);
    expect(assets()).toHaveLength(1);
    expect(input).toBeDisabled();
    await user.click(within(group).getByRole('button', { name: m.removeImage(1) }));
    expect(value()).toEqual([assets()[0]!.id]);
    expect(input).toBeEnabled();
  });
});
