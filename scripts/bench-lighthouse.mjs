// Lighthouse (mobile defaults) for the benchmark: every run with a cold HTTP cache and no
// service worker. Public pages run with Lighthouse's own storage reset; signed-in pages keep
// the session (local storage and the demo's IndexedDB) but lose the HTTP cache, the Cache
// Storage and the service worker before each run, through the DevTools protocol.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const audits = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Chromium with a debugging port that Lighthouse drives; its default context is where we sign in. */
export async function launchForLighthouse(executablePath, args, debugPort) {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'petpass-bench-lh-')), {
    executablePath,
    args: [...args, `--remote-debugging-port=${debugPort}`],
  });
}

/** Signs staff in on the demo (one corporation, chosen automatically), keeping the session. */
export async function signInForLighthouse(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/sign_in`);
  await page.mouse.move(640, 400);
  await page.getByRole('button', { name: /staff@demo\.example/ }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'トップページ' }).waitFor();
  await page.close();
}

/** Empties the HTTP cache, the Cache Storage and the service workers of `origin`, keeping the session. */
async function coldCache(context, origin) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  await page.close();
}

/** One Lighthouse run; `signedIn` keeps the session (the cache is emptied by hand). */
export async function audit(context, url, debugPort, { signedIn = false, categories = ['performance'] } = {}) {
  if (signedIn) await coldCache(context, new URL(url).origin);
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: signedIn,
    onlyCategories: categories,
  });
  const lhr = result.lhr;
  const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = Object.fromEntries(audits.map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]));
  return {
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: numeric['first-contentful-paint'],
    lcpMs: numeric['largest-contentful-paint'],
    tbtMs: numeric['total-blocking-time'],
    cls: numeric['cumulative-layout-shift'],
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(item.scoreDisplayMode))
      .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`)
      .slice(0, 6),
  };
}
