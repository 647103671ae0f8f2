import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, expectAccessible } from '../e2e/support/fixtures';
import { ja } from '../../src/messages/ja';
import { DIST, ENTRY_SCRIPT, entryScript, HOST, PORT } from './support/site';

// A deploy: a new build replaces the served folder under a running nginx. The next load of the
// console gets the new page and its new chunks, never the page the browser saw before. On a
// nginx of its own (`npm run serve` on the next port), which stops as an operator stops it.

// The tests share that nginx: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

const site = `http://${HOST}:${PORT + 1}`;
let served: string;
let nginx: ChildProcess;

test.beforeAll(async () => {
  served = mkdtempSync(join(tmpdir(), 'petpass-serve-deploy-'));
  cpSync(DIST, served, { recursive: true });
  // A page last changed long ago: without `no-cache` a browser would keep it for weeks on its own
  // (heuristic freshness, a tenth of its age) and ask for chunks that are gone.
  const longAgo = new Date('2024-01-01T00:00:00Z');
  utimesSync(join(served, 'index.html'), longAgo, longAgo);
  nginx = spawn('node', ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(PORT + 1), SERVE_DIST: served }, stdio: ['ignore', 'ignore', 'inherit'] });
  await expect
    .poll(() =>
      fetch(`${site}/`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    .toBe(true);
});
test.afterAll(() => {
  if (nginx.exitCode === null) nginx.kill('SIGTERM');
  rmSync(served, { recursive: true, force: true });
});

test('a rebuilt folder is what the next load shows, with its new chunks', async ({ page }) => {
  await page.goto(`${site}/sign_in`);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await expect(page).toHaveTitle(`${ja.titles.signIn} | ペットパス 管理画面`);
  const before = entryScript(served);
  expect(await page.locator(ENTRY_SCRIPT).getAttribute('src')).toBe(before);

  // The new version, built into the served folder (the old chunks are removed with it).
  const build = spawnSync('npx', ['vite', 'build', '--outDir', served, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_PRODUCT_NAME: 'ペットパス 管理画面 v2' },
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  const after = entryScript(served);
  expect(after).not.toBe(before);

  // Opened again, as from a bookmark (not a reload, which would ask the server anyway).
  await page.goto('about:blank');
  await page.goto(`${site}/sign_in`);
  await expect(page).toHaveTitle(`${ja.titles.signIn} | ペットパス 管理画面 v2`);
  expect(await page.locator(ENTRY_SCRIPT).getAttribute('src')).toBe(after);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await expectAccessible(page);
});

test('npm run serve stops cleanly on SIGTERM', async () => {
  const stopped = new Promise<number | null>((done) => nginx.on('exit', (code) => done(code)));
  nginx.kill('SIGTERM');
  expect(await stopped).toBe(0);
  await expect(fetch(`${site}/`)).rejects.toThrow();
});
