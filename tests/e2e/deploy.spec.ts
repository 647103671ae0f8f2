import { mkdtempSync } from 'node:fs';
import { shellMessages } from '../../src/messages/shell';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { deploy, nextVersion, removeFolder, serveFolder, type LocalSite } from './support/local-site';
import { ja } from '../../src/messages/ja';

// A deploy replaces the files under a page that is already open. The chunks it has not loaded yet
// are gone: the page reloads (once a minute at most), and otherwise says so in Japanese
// with a reload button. The demo build and a next version of it (every chunk moved, the product
// named "v2") are deployed in turn over one served folder.

// Each test deploys over the one served folder in turn: they run in order, in one worker.
test.describe.configure({ mode: 'default' });
// A page the service worker serves keeps its build's chunks across a deploy (service-worker.spec.ts);
// this is the page no worker serves (workers are blocked in these tests): a first visit, a browser without static routes.

let first: string;
let second: string;
let served: string;
let site: LocalSite;

test.beforeAll(async () => {
  first = resolve(process.env.E2E_DIST ?? 'dist-demo');
  second = nextVersion(first, 'v2');
  served = mkdtempSync(join(tmpdir(), 'petpass-e2e-served-'));
  deploy(first, served);
  site = await serveFolder(served);
});
test.afterAll(async () => {
  await site.close();
  for (const folder of [second, served]) removeFolder(folder);
});

const menu = (page: Page) => page.getByRole('navigation', { name: shellMessages.menu.mainNav });
/** Marks the document, so a test can tell a reloaded page from the same one. */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { marked?: boolean }).marked = true));
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('a screen whose chunk vanished reloads into the new version; within the minute, a Japanese notice with a reload button', async ({
  page,
  consoleErrors,
}) => {
  // The browser reports the missing chunks (404) itself.
  consoleErrors.allow(/Failed to load resource|Failed to fetch dynamically imported module|Unable to preload CSS/);
  // (signInAs would sign in on the shared preview: this site has its own origin.)
  await page.goto(`${site.url}/sign_in`);
  await page.getByRole('button', { name: /staff@demo\.example/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  await expect(page).toHaveTitle(/\| ペットパス 管理画面$/);
  await mark(page);

  // Deploy 1: the facility list's chunk is gone. The page reloads once, into the new version.
  deploy(second, served);
  await menu(page).getByRole('link', { name: shellMessages.menu.facilities }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
  await expect(page).toHaveTitle(/ v2$/);
  expect(await isSamePage(page)).toBe(false);
  await expect(page.getByRole('heading', { name: ja.chunkFailed.heading })).toHaveCount(0);
  await mark(page);

  // Deploy 2, within the minute: no second reload; the shell says so, in Japanese, and stays.
  deploy(first, served);
  await menu(page).getByRole('link', { name: shellMessages.menu.coupons }).click();
  const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: ja.chunkFailed.heading }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(ja.chunkFailed.body);
  await expect(page.getByText(/dynamically imported module|An error occurred/)).toHaveCount(0);
  await expect(menu(page)).toBeVisible();
  expect(await isSamePage(page)).toBe(true);
  await expectAccessible(page);

  // The button reloads into what is deployed now, and the screen opens.
  await notice.getByRole('button', { name: ja.chunkFailed.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.coupons })).toBeVisible();
  await expect(page).toHaveTitle(/\| ペットパス 管理画面$/);
  expect(await isSamePage(page)).toBe(false);
});
