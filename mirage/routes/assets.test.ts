import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mirageMessages } from '../messages';
import { makeServer, type AppServer } from '../server';
import { callMirage, createTestAccount } from '@tests/harness/mirage-accounts';

let server: AppServer;
beforeEach(() => {
  server = makeServer({ environment: 'test' });
});
afterEach(() => server.shutdown());

type Access = { token: string; apiUrlBase: string };
type Signed = { id: string; url: string };

async function assetAccess(): Promise<Access> {
  const { bearer } = createTestAccount(server);
  const answer = await callMirage('GET', '/api/assets/token', { bearer });
  expect(answer.status).toBe(200);
  return answer.data as Access;
}

async function issue(access: Access, assetType: string, contentType: string) {
  return callMirage('POST', `${access.apiUrlBase}/v1/signed/issue`, { headers: { 'X-Asset-Token': access.token }, body: { assetType, contentType } });
}

const upload = (url: string, file: Blob, headers: Record<string, string> = {}) =>
  globalThis.fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type, ...headers }, body: file });

describe('the asset pipeline', () => {
  it('issues a signed URL, stores the PUT file and answers the processed image as a showable data URL', async () => {
    const access = await assetAccess();
    expect(access.apiUrlBase).toBe('/__assets');
    const issued = await issue(access, 'image', 'image/png');
    expect(issued.status).toBe(200);
    const signed = issued.data as Signed;
    expect(signed.url).toBe(`/__assets/upload/${signed.id}`);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'dog.png', { type: 'image/png' });
    expect((await upload(signed.url, file)).status).toBe(200);

    const processed = await callMirage('POST', `${access.apiUrlBase}/v1/signed/images`, {
      headers: { 'X-Asset-Token': access.token },
      body: { options: { scale: 'medium' }, signedUrlInfo: signed },
    });
    expect(processed.status).toBe(200);
    const dataUrl = 'data:image/png;base64,iVBORw==';
    expect(processed.data).toEqual({ id: signed.id, url: dataUrl, thumbnailUrl: dataUrl, originalFileUrl: dataUrl });
  });

  it('processes a movie with a placeholder thumbnail', async () => {
    const access = await assetAccess();
    const signed = (await issue(access, 'movie', 'video/mp4')).data as Signed;
    await upload(signed.url, new File(['movie-bytes'], 'walk.mp4', { type: 'video/mp4' }));
    const processed = await callMirage('POST', '/__assets/v1/signed/movies', { headers: { 'X-Asset-Token': access.token }, body: { signedUrlInfo: signed } });
    expect(processed.status).toBe(200);
    expect(processed.data).toMatchObject({
      id: signed.id,
      url: expect.stringMatching(/^data:video\/mp4;base64,/),
      thumbnailUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
    });
  });

  it('refuses the asset service without a valid X-Asset-Token', async () => {
    for (const headers of [{}, { 'X-Asset-Token': 'made-up' }] as Record<string, string>[]) {
      const answer = await callMirage('POST', '/__assets/v1/signed/issue', { headers, body: { assetType: 'image', contentType: 'image/png' } });
      expect(answer).toMatchObject({ status: 401, data: { displayMessage: mirageMessages.assetTokenInvalid } });
    }
  });

  it('refuses a PUT to the signed URL that carries an Authorization header, and stores nothing', async () => {
    const access = await assetAccess();
    const signed = (await issue(access, 'image', 'image/jpeg')).data as Signed;
    const refused = await upload(signed.url, new File(['x'], 'a.jpg', { type: 'image/jpeg' }), { Authorization: 'Bearer leaked' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ displayMessage: mirageMessages.bearerOnSignedUrl });
    const processed = await callMirage('POST', '/__assets/v1/signed/images', {
      headers: { 'X-Asset-Token': access.token },
      body: { options: {}, signedUrlInfo: signed },
    });
    expect(processed).toMatchObject({ status: 422, data: { displayMessage: mirageMessages.assetNotUploaded } });
  });

  it('refuses a content type that does not match the asset type, and an unknown scale', async () => {
    const access = await assetAccess();
    expect((await issue(access, 'image', 'video/mp4')).status).toBe(422);
    expect((await issue(access, 'pdf', 'application/pdf')).status).toBe(422);
    const signed = (await issue(access, 'image', 'image/png')).data as Signed;
    await upload(signed.url, new File(['png'], 'a.png', { type: 'image/png' }));
    const answer = await callMirage('POST', '/__assets/v1/signed/images', {
      headers: { 'X-Asset-Token': access.token },
      body: { options: { scale: 'huge' }, signedUrlInfo: signed },
    });
    expect(answer).toMatchObject({ status: 422, data: { displayMessage: mirageMessages.assetScaleInvalid } });
  });
});
