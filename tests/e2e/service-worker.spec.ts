import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { deploy, nextVersion, removeFolder, serveFolder } from './support/local-site';
import { ja } from '../../src/messages/ja';
import { screens } from '../../src/messages/screens';
import { paths } from '../../src/paths';

// The service worker (public/sw.js) on the production build, served by a host that answers every
// path that is no file with index.html (status 200), as a careless host does: a missing chunk is
// never kept as one, and a deploy under an open page neither breaks it nor leaves the old files.

test.use({ serviceWorkers: 'allow' });
const build = resolve('dist');
const folders: string[] = [];
const folder = (path: string) => (folders.push(path), path);
test.afterAll(() => folders.forEach(removeFolder));

/** What a deploy of `dist` says about itself: its cache's name and the files its worker keeps. */
function release(dist: string) {
  const source = readFileSync(join(dist, 'sw.js'), 'utf8');
  const { id, files } = JSON.parse(/^const BUILD = (.*);$/m.exec(source)![1]!) as { id: string; files: string[] };
  return { cache: `petpass-${id}`, files };
}

/** Every kept answer: its cache, its path and its Content-Type. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const entries = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        entries.push({ cache: name, path: new URL(request.url).pathname, type: (await cache.match(request))!.headers.get('Content-Type') });
    }
    return entries;
  });
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
/** The worker is active and serves this page (it claims the page that registered it). */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { marked?: boolean }).marked = true));
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('a chunk the host answers with its page is never kept, and the page says it could not load the screen', async ({ page, consoleErrors }) => {
  // The browser refuses the page as a module script.
  consoleErrors.allow(/Failed to load module script|Failed to fetch dynamically imported module|MIME type/);
  const served = folder(mkdtempSync(join(tmpdir(), 'petpass-e2e-sw-')));
  cpSync(build, served, { recursive: true });
  // The health screen's chunk is missing: the host answers index.html for it, to the worker too.
  const missing = readdirSync(join(served, 'assets')).filter((name) => name.startsWith('health-page-'));
  for (const name of missing) rmSync(join(served, 'assets', name));
  const site = await serveFolder(served, { indexForEveryPath: true });
  try {
    await page.goto(`${site.url}${paths.signIn}`);
    await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
    await controlled(page);

    await page.goto(`${site.url}${paths.health}`);
    // Reloaded once (src/app/chunk-recovery.ts), then, within the minute, the notice with its button.
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: ja.chunkFailed.heading }) });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: ja.chunkFailed.reload })).toBeVisible();
    await expectAccessible(page);

    const entries = await kept(page);
    const { cache, files } = release(served);
    expect(entries.map((entry) => entry.path).sort()).toEqual(files.filter((file) => !missing.some((name) => file.endsWith(name))));
    expect(entries.filter((entry) => entry.cache !== cache || !/javascript|css/.test(entry.type ?? ''))).toEqual([]);
  } finally {
    await site.close();
  }
});

test('a deploy under an open page: the page keeps its build, the next load runs the new one, and three deploys later one build is kept', async ({ page }) => {
  const served = folder(mkdtempSync(join(tmpdir(), 'petpass-e2e-sw-')));
  deploy(build, served);
  const site = await serveFolder(served, { indexForEveryPath: true });
  // The cache of the worker before this one, from a browser that has used the console for long.
  site.answers.set('/seed', () => ({ type: 'text/html', body: '<!doctype html><title>seed</title>' }));
  try {
    await page.goto(`${site.url}/seed`);
    await page.evaluate(async () => (await caches.open('petpass-assets-v1')).put('/assets/old.js', new Response('old')));
    await page.goto(`${site.url}${paths.signIn}`);
    await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
    await controlled(page);
    expect(await cacheNames(page)).toEqual([release(served).cache]);
    await mark(page);

    // The next build replaces every file. The open page opens a screen it has not loaded: its own build's code, from the worker.
    deploy(folder(nextVersion(build, 'v2')), served);
    await page.evaluate((path) => history.pushState(null, '', path), paths.health);
    await expect(page.getByRole('heading', { level: 1, name: screens.health.heading })).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveTitle(/\| ペットパス 管理画面$/);
    expect(await isSamePage(page)).toBe(true);

    for (const version of ['v2', 'v3', 'v4']) {
      if (version !== 'v2') deploy(folder(nextVersion(build, version)), served);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: screens.health.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` ${version}$`));
      const { cache, files } = release(served);
      // Only this build's files reached the page.
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      expect(loaded.filter((path) => path.startsWith('/assets/') && !files.includes(path))).toEqual([]);
      // The previous build's cache goes once no page runs that build: this page runs the new one now.
      await expect.poll(() => cacheNames(page)).toEqual([cache]);
    }
    const { cache, files } = release(served);
    expect((await kept(page)).map((entry) => `${entry.cache} ${entry.path}`).sort()).toEqual(files.map((file) => `${cache} ${file}`));
  } finally {
    await site.close();
  }
});
