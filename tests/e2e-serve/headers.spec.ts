import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
// Requests only, no page: Playwright's own test, without the e2e kit's browser fixtures.
import { test, expect } from '@playwright/test';
import { DIST, entryScript, HOST, pick, PLAIN, promisedHeaders, SITE, TLS_PORT } from './support/site';

// What nginx answers, read as a browser receives it: over HTTPS, every answer carries the headers
// the build wrote in dist/_headers (the same list as nginx's include, and HSTS), and the caching
// rules of deploy/nginx.conf: hashed assets for a year, everything else revalidated. Plain HTTP only
// redirects there.

const YEAR = 'public, max-age=31536000, immutable';

test('the page, a deep link, an asset, sw.js and config.json carry the headers of _headers, with their caching', async ({ request }) => {
  const answers: [path: string, type: RegExp, cacheControl: string][] = [
    ['/', /^text\/html/, 'no-cache'],
    ['/index.html', /^text\/html/, 'no-cache'],
    ['/facilities/fa-1/edit', /^text\/html/, 'no-cache'],
    [entryScript(), /^application\/javascript/, YEAR],
    ['/sw.js', /^application\/javascript/, 'no-cache'],
    ['/config.json', /^application\/json/, 'no-cache'],
  ];
  for (const [path, type, cacheControl] of answers) {
    const response = await request.get(`${SITE}${path}`);
    const headers = response.headers();
    expect(response.status(), path).toBe(200);
    expect(headers['content-type'], path).toMatch(type);
    const promised = promisedHeaders(path);
    expect(Object.keys(promised), path).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security']),
    );
    expect(pick(headers, promised), path).toEqual(promised);
    expect(headers['cache-control'], path).toBe(cacheControl);
  }
});

test('plain HTTP answers only a redirect to the same path over HTTPS, without HSTS', async ({ request }) => {
  for (const path of ['/', '/facilities/fa-1?tab=activities', '/assets/missing.js']) {
    const response = await request.get(`${PLAIN}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers().location, path).toBe(`${SITE}${path}`);
    expect(response.headers()['strict-transport-security'], `${path}: HSTS belongs to HTTPS only`).toBeUndefined();
  }
});

test('TLS 1.3, or 1.2 with the forward-secret AEAD suites of Mozilla’s intermediate list only', async () => {
  const handshake = (options: ConnectionOptions) =>
    new Promise<string>((done) => {
      const socket = connect({ host: HOST, port: TLS_PORT, ...options }, () => done(`${socket.getProtocol()} ${socket.getCipher().name}`));
      socket.once('error', () => done('refused')).once('secureConnect', () => socket.end());
    });
  expect(await handshake({})).toMatch(/^TLSv1\.3 /);
  expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatch(/^TLSv1\.2 ECDHE-ECDSA-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/);
  // A suite nginx's own default list accepts, without AEAD.
  expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA256' })).toBe('refused');
});

test('the CSP header is the meta policy of the page plus frame-ancestors', async ({ request }) => {
  const response = await request.get(`${SITE}/sign_in`);
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())![1]!.replaceAll('&#39;', "'");
  expect(response.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
});

test('a missing chunk is a 404, with the headers, not the page', async ({ request }) => {
  const response = await request.get(`${SITE}/assets/screen-00000000.js`);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('<div id="root">');
  const promised = promisedHeaders('/index.html');
  expect(pick(response.headers(), promised)).toEqual(promised);
  // An error is not kept for a year: the chunk may arrive with the rest of a deploy.
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('what the build writes for other hosts and for itself is a 404, never the page or the file', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/nginx-headers.conf', '/.vite/chunk-modules.json']) {
    const response = await request.get(`${SITE}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/<div id="root">|add_header|Content-Security-Policy|"chunks"/);
    expect(pick(response.headers(), promisedHeaders(path)), path).toEqual(promisedHeaders(path));
  }
});

test('scripts come precompressed, Brotli where the browser takes it, and the page compressed', async ({ request }) => {
  const script = entryScript();
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const precompressed = readFileSync(join(DIST, `${script}.${encoding === 'br' ? 'br' : 'gz'}`));
    const asset = await request.fetch(`${SITE}${script}`, { method: 'HEAD', headers: { 'Accept-Encoding': accepted! } });
    expect(asset.headers(), accepted).toMatchObject({ 'content-encoding': encoding, 'content-length': String(precompressed.length), vary: 'Accept-Encoding' });
  }
  const page = await request.get(`${SITE}/dashboard`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});
