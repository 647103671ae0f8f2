// Lighthouse (mobile defaults) for the benchmark, every run with a cold HTTP cache and no service
// worker. Signed-in pages keep the session (local storage, the demo's IndexedDB) but lose the HTTP
// cache, the Cache Storage and the service worker before each run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** Chromium with a debugging port that Lighthouse drives; its default context is where we sign in. */
export const launchForLighthouse = (executablePath, args, debugPort) =>
  chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'petpass-bench-lh-')), {
    executablePath,
    args: [...args, `--remote-debugging-port=${debugPort}`],
  });

/** Signs staff in on the demo (one corporation, chosen automatically), keeping the session. */
export async function signInForLighthouse(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/sign_in`);
  await page.getByRole('button', { name: /staff@demo\.example/ }).click();
  await page.getByRole('heading', { level: 1, name: 'トップページ' }).waitFor();
  await page.close();
}

/** One run: the score, TBT, LCP and CLS, and the audits below 0.9. */
export async function audit(context, url, debugPort, { signedIn = false } = {}) {
  if (signedIn) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'cache_storage,service_workers' });
    await page.close();
  }
  const { lhr } = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', disableStorageReset: signedIn, onlyCategories: ['performance'] });
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    failing: Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 0.9 && !['informative', 'notApplicable', 'manual'].includes(item.scoreDisplayMode))
      .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`)
      .slice(0, 6),
  };
}
