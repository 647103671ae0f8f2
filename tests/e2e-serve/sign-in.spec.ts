import { test, expect, expectAccessible, signInAs } from '../e2e/support/fixtures';
import { shellMessages } from '../../src/messages/shell';
import { cspViolations, watchCspViolations } from '../e2e/support/csp-violations';
import { ja } from '../../src/messages/ja';
import { demoCorporations } from '../../mirage/scenarios/accounts';

// The main journey through nginx over HTTPS, under the CSP both as a meta tag and as a header:
// signing in against the API on another origin, a deep link loaded afresh, a screen reached from the
// menu. Nothing the console does may be blocked by the policy, and the console's own files come
// over HTTP/2 (one connection for the page and all its scripts).

test('admin signs in, opens a deep link and a screen from the menu, with no CSP violation', async ({ page }) => {
  await watchCspViolations(page);
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: demoCorporations[0]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  await expectAccessible(page);
  expect(await cspViolations(page)).toEqual([]);

  // A deep link, loaded as a bookmark loads it: nginx answers the page, the app shows the screen.
  await page.goto('/ticket-sources/summary-payments');
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.summaryPayments })).toBeVisible();
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      // What came over the network from the console's own origin (not the API, not the cache).
      .filter((entry) => new URL(entry.name).origin === location.origin && (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => `${(entry as PerformanceResourceTiming).nextHopProtocol} ${new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '.js')}`),
  );
  expect(protocols).toContain('h2 /ticket-sources/summary-payments');
  expect(protocols.filter((line) => !line.startsWith('h2 '))).toEqual([]);
  await expect(page.locator('main[aria-busy="true"], .spinner')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.facilities }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
  await expect(page.locator('main[aria-busy="true"], .spinner')).toHaveCount(0);
  await expectAccessible(page);
  expect(await cspViolations(page)).toEqual([]);
});
