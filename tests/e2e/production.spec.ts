import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test, expect, expectAccessible } from './support/fixtures';
import { serveFolder, type LocalSite } from './support/local-site';
import { ja } from '../../src/messages/ja';
import { screens } from '../../src/messages/screens';
import { paths } from '../../src/paths';

// The production build (`npm run build` into dist/: a real API, no Mirage; the e2e runner makes
// it when it is missing), served as a static host would.

test.use({ serviceWorkers: 'allow' });
let build: string;
let site: LocalSite;
let apiCalls = 0;

test.beforeAll(async () => {
  build = resolve('dist');
  site = await serveFolder(build);
  // An API answer that differs every time: a worker answering from its cache would repeat one.
  site.answers.set('/api/probe', () => {
    apiCalls += 1;
    return { type: 'application/json', body: JSON.stringify({ call: apiCalls }) };
  });
});
test.afterAll(async () => {
  await site.close();
});
test.beforeEach(() => {
  site.answers.delete('/config.json');
});

test('a fresh load ends with an active service worker at /sw.js, scope /, that never caches an API answer', async ({ page }) => {
  await page.goto(`${site.url}${paths.signIn}`);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active!;
    // `ready` resolves once a worker is active, which may still be 'activating' for a moment.
    if (worker.state === 'activating') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state !== 'activating' && resolve()));
    }
    return { script: worker.scriptURL, state: worker.state, scope: ready.scope };
  });
  expect(registration).toEqual({ script: `${site.url}/sw.js`, state: 'activated', scope: `${site.url}/` });
  // It controls the page (clients.claim), so the fetches below go through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const answers = await page.evaluate(async () => {
    const first = await (await fetch('/api/probe')).json();
    const second = await (await fetch('/api/probe')).json();
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    await fetch(script); // a hashed asset: this one it keeps
    return { first, second };
  });
  expect(answers.second.call).toBe(answers.first.call + 1);
  const cachedUrls = () =>
    page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat(),
    );
  // The worker stores an asset after answering with it: wait until it has, then look at everything kept.
  await expect.poll(async () => (await cachedUrls()).some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
  expect((await cachedUrls()).filter((url) => url.includes('/api/'))).toEqual([]);
});

test('has no debug sign-in at all: not on /sign_in, not in its code', async ({ page }) => {
  await page.goto(`${site.url}${paths.signIn}`);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: ja.signIn.debugHeading })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /@demo\.example/ })).toHaveCount(0);
  await expect(page.getByText(ja.signIn.popupUnavailable)).toBeVisible();
  await expectAccessible(page);

  const scripts = readdirSync(join(build, 'assets')).filter((file) => file.endsWith('.js'));
  const withDebugForm = scripts.filter((file) => readFileSync(join(build, 'assets', file), 'utf8').includes('debug-heading'));
  expect(withDebugForm).toEqual([]);
});

test('/sign_in loads its own code only: not the signed-in shell, the validation library or the routes’ loaders', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await page.goto(`${site.url}${paths.signIn}`);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  // The worker registers once the first screen is painted, after every start of a route has run.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(scripts.filter((path) => /\/(signed-in|validation|route-data)-/.test(path))).toEqual([]);
});

test('switches maintenance on from /config.json, without a rebuild', async ({ page }) => {
  site.answers.set('/config.json', () => ({ type: 'application/json', body: '{"maintenance": true}' }));
  await page.goto(`${site.url}${paths.signIn}`);
  await expect(page.getByRole('heading', { name: screens.maintenance.heading })).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expectAccessible(page);

  site.answers.set('/config.json', () => ({ type: 'application/json', body: '{"maintenance": false}' }));
  await page.goto(`${site.url}${paths.maintenance}`);
  await expect(page).toHaveURL(/\/sign_in$/);
});
