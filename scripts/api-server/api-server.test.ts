import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractViolations } from '@tests/harness/contract-validator';
import { demoCorporations } from '@mirage/scenarios/accounts';
import { mirageMessages } from '@mirage/messages';
import { startApiServer, type RunningApiServer } from './serve';

/** `npm run api`: the demo's Mirage over real HTTP, as a browser on another origin meets it. */
const CONSOLE = 'http://127.0.0.1:4191';
let api: RunningApiServer;
let typical: RunningApiServer;
const cid = demoCorporations[0]!.id;

beforeAll(async () => {
  [api, typical] = await Promise.all([
    startApiServer({ port: 0, scenario: 'accounts', cors: { origins: [CONSOLE] } }),
    startApiServer({ port: 0, scenario: 'accounts', style: 'typical-backend' }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), typical.close()]);
});

async function signIn(server: RunningApiServer, email = 'admin@demo.example'): Promise<string> {
  const response = await fetch(`${server.url}/api/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: CONSOLE },
    body: JSON.stringify({ idToken: `dummy:${email}` }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('authorization') ?? '').replace(/^Bearer /, '');
}

/** A multipart body by hand: the test environment's FormData is jsdom's, which Node's fetch does not read. */
function multipart(parts: Record<string, string | { name: string; type: string; content: string }>) {
  const boundary = 'contract-boundary';
  const body = Object.entries(parts)
    .map(([name, value]) =>
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n${value.content}\r\n`,
    )
    .join('');
  return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

describe('CORS for the console on another origin', () => {
  it('answers a preflight with the headers the console sends, and exposes the bearer header', async () => {
    const preflight = await fetch(`${api.url}/api/sign_in`, {
      method: 'OPTIONS',
      headers: { Origin: CONSOLE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Idempotency-Key, X-Asset-Token');
    const signIn = await fetch(`${api.url}/api/sign_in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: CONSOLE },
      body: JSON.stringify({ idToken: 'dummy:staff@demo.example' }),
    });
    expect(signIn.headers.get('authorization')).toMatch(/^Bearer \S+$/);
    // Without this, the console cannot read the bearer cross-origin: `Cant extract bearer`.
    expect(signIn.headers.get('access-control-expose-headers')).toContain('Authorization');
    expect(signIn.headers.get('access-control-allow-origin')).toBe(CONSOLE);
  });

  it('gives no CORS headers to an origin it does not know', async () => {
    const response = await fetch(`${api.url}/api/me`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('as a production API over a network', () => {
  it('gzips a JSON answer for a client that accepts it, and leaves small ones as they are', async () => {
    const bearer = await signIn(api);
    const introduction = 'ドッグランと広いテラス席があります。'.repeat(100);
    const facility = {
      postalCode: '1500001',
      prefecture: '東京都',
      address: '渋谷区',
      isSameDeliveryAddress: true,
      deliveryPostalCode: '',
      deliveryPrefecture: '',
      deliveryAddress: '',
      addressee: '',
      name: '圧縮の施設',
      tel: '',
      url: '',
      catchphrase: '',
      introduction,
      caution: '',
      latitude: null,
      longitude: null,
      qrCodeId: '',
      memoForCheckIn: '',
      imageIds: [],
    };
    const { body, type } = multipart({ corporationId: cid, facility: JSON.stringify(facility), tags: '[]', activities: '[]' });
    expect(
      (
        await fetch(`${api.url}/api/corporations/${cid}/facilities/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': type },
          body,
        })
      ).status,
    ).toBe(200);
    const list = `${api.url}/api/corporations/${cid}/facilities/`;
    const gzipped = await fetch(list, { headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.stringify(await gzipped.json())).toContain(introduction);
    const plain = await fetch(list, { headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await fetch(`${api.url}/api/me`, { headers: { Authorization: `Bearer ${bearer}`, 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('waits API_LATENCY_MS before every answer', async () => {
    const slow = await startApiServer({ port: 0, scenario: 'accounts', latencyMs: 150 });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      expect((await fetch(`${slow.url}/api/me`)).status).toBe(401);
      expect(timers.mock.calls.filter(([, ms]) => ms === 150)).toHaveLength(1);
    } finally {
      timers.mockRestore();
      await slow.close();
    }
  });
});

describe('exact paths', () => {
  it('answers the contract path and 404s the same path with its trailing slash toggled', async () => {
    const bearer = await signIn(api);
    const headers = { Authorization: `Bearer ${bearer}` };
    expect((await fetch(`${api.url}/api/corporations/${cid}/coupons/`, { headers })).status).toBe(200);
    const wrong = await fetch(`${api.url}/api/corporations/${cid}/coupons`, { headers });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ displayMessage: mirageMessages.notInContract(`GET /api/corporations/${cid}/coupons`) });
    expect((await fetch(`${api.url}/api/nothing-here`, { headers })).status).toBe(404);
  });
});

describe('bodies and files as a real server reads and writes them', () => {
  it('creates a facility from multipart with its agreement PDF', async () => {
    const bearer = await signIn(api);
    const facility = {
      postalCode: '1500001',
      prefecture: '東京都',
      address: '渋谷区',
      isSameDeliveryAddress: true,
      deliveryPostalCode: '',
      deliveryPrefecture: '',
      deliveryAddress: '',
      addressee: '',
      name: 'HTTP わんわんカフェ',
      tel: '',
      url: '',
      catchphrase: '',
      introduction: '',
      caution: '',
      latitude: null,
      longitude: null,
      qrCodeId: '',
      memoForCheckIn: '',
      imageIds: [],
    };
    const { body, type } = multipart({
      corporationId: cid,
      facility: JSON.stringify(facility),
      tags: '[]',
      activities: '[]',
      agreement: { name: 'agreement.pdf', type: 'application/pdf', content: '%PDF-1.4\n%%EOF\n' },
    });
    const response = await fetch(`${api.url}/api/corporations/${cid}/facilities/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': type },
      body,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as { facility: { id: string; name: string } };
    expect(created.facility.name).toBe('HTTP わんわんカフェ');
    expect(contractViolations({ operation: 'createFacility', status: 200, headers: { 'content-type': 'application/json' }, body: created })).toEqual([]);
    const agreement = await fetch(`${api.url}/api/corporations/${cid}/facilities/${created.facility.id}/agreement`, {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    expect(await agreement.json()).toMatchObject({
      agreement: { fileName: 'agreement.pdf', fileUrl: expect.stringMatching(/^data:application\/pdf;base64,/) },
    });
  });

  it('downloads a CSV with its Content-Disposition, exposed cross-origin', async () => {
    const bearer = await signIn(api);
    const response = await fetch(`${api.url}/api/corporations/${cid}/check-in-histories/csv/download?year=2026`, {
      headers: { Authorization: `Bearer ${bearer}`, Origin: CONSOLE },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="check-in-history-2026.csv"');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('uploads an image to the asset service on its own origin and a signed URL', async () => {
    const bearer = await signIn(api);
    const access = (await (await fetch(`${api.url}/api/assets/token`, { headers: { Authorization: `Bearer ${bearer}` } })).json()) as {
      token: string;
      apiUrlBase: string;
    };
    expect(access.apiUrlBase).toBe(`${api.url}/__assets`);
    const post = (path: string, body: unknown) =>
      fetch(`${access.apiUrlBase}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Asset-Token': access.token },
        body: JSON.stringify(body),
      });
    const signed = (await (await post('/v1/signed/issue', { assetType: 'image', contentType: 'image/png' })).json()) as { id: string; url: string };
    expect(signed.url.startsWith(`${api.url}/__assets/upload/`)).toBe(true);
    expect((await fetch(signed.url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array([137, 80, 78, 71]) })).status).toBe(200);
    const image = (await (await post('/v1/signed/images', { options: { scale: 'medium' }, signedUrlInfo: signed })).json()) as { url: string };
    expect(image.url).toBe('data:image/png;base64,iVBORw==');
  });
});

describe('API_STYLE=typical-backend: answers as a backend written from docs/api.md alone', () => {
  it('answers /api/me with {ability} only, and null for empty text, decimals as strings, all within the contract', async () => {
    const bearer = await signIn(typical);
    const headers = { Authorization: `Bearer ${bearer}` };
    const me = (await (await fetch(`${typical.url}/api/me`, { headers })).json()) as Record<string, unknown>;
    expect(Object.keys(me)).toEqual(['ability']);
    const facility = {
      postalCode: '1500001',
      prefecture: '東京都',
      address: '渋谷区',
      isSameDeliveryAddress: true,
      deliveryPostalCode: '',
      deliveryPrefecture: '',
      deliveryAddress: '',
      addressee: '',
      name: '小数の施設',
      tel: '',
      url: '',
      catchphrase: '',
      introduction: '',
      caution: '',
      latitude: 35.6486,
      longitude: 139.7,
      qrCodeId: '',
      memoForCheckIn: '',
      imageIds: [],
    };
    const { body, type } = multipart({ corporationId: cid, facility: JSON.stringify(facility), tags: '[]', activities: '[]' });
    const created = (await (
      await fetch(`${typical.url}/api/corporations/${cid}/facilities/`, { method: 'POST', headers: { ...headers, 'Content-Type': type }, body })
    ).json()) as { facility: Record<string, unknown> };
    expect(created.facility).toMatchObject({ caution: null, catchphrase: null, latitude: '35.648600', longitude: '139.700000' });
    expect(contractViolations({ operation: 'createFacility', status: 200, headers: { 'content-type': 'application/json' }, body: created })).toEqual([]);
    expect(contractViolations({ operation: 'getMe', status: 200, headers: { 'content-type': 'application/json' }, body: me })).toEqual([]);
  });
});
