import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Requests only, no page: Playwright's own test, without the e2e kit's browser fixtures.
import { test, expect } from '@playwright/test';
import { DIST, entryScript, pick, promisedHeaders, SITE } from './support/site';

// What nginx answers, read as a browser receives it: every answer carries the headers the build
// wrote in dist/_headers (the same list as nginx's include), and the caching rules of
// deploy/nginx.conf: hashed assets for a year, everything else revalidated.

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
    expect(Object.keys(promised), path).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'permissions-policy']));
    expect(pick(headers, promised), path).toEqual(promised);
    expect(headers['cache-control'], path).toBe(cacheControl);
    expect(headers['strict-transport-security'], `${path}: HSTS belongs to HTTPS only`).toBeUndefined();
  }
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

test('scripts come precompressed and the page compressed', async ({ request }) => {
  const script = entryScript();
  const precompressed = readFileSync(join(DIST, `${script}.gz`));
  const asset = await request.fetch(`${SITE}${script}`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()).toMatchObject({ 'content-encoding': 'gzip', 'content-length': String(precompressed.length), vary: 'Accept-Encoding' });
  const page = await request.get(`${SITE}/dashboard`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});
