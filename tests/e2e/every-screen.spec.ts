import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { cspViolations, watchCspViolations } from './support/csp-violations';
import { ja } from '../../src/messages/ja';

// axe (WCAG 2.1 A/AA) on every screen of the product, signed in as the admin with every ability,
// plus the detail screens reached from their lists, each reached in the app as a link reaches it.

const screens = [
  '/dashboard',
  '/facilities',
  '/facilities/new',
  '/check-in-history/summary',
  '/check-in-history',
  '/coupons',
  '/coupons/new',
  '/ticket-sources/new',
  '/ticket-sources/summary-consumes',
  '/ticket-sources/summary-payments',
  '/ticket-sources/summary-refunds',
  '/settings',
  '/settings/corporation',
  '/settings/members',
  '/settings/members/edit',
  '/settings/services',
  '/settings/help',
  // 300 rows: axe's longest check, so it goes with the lightest screens.
  '/ticket-sources',
  '/select_corporation',
];

const details: [string, RegExp][] = [
  ['/facilities', /^\/facilities\/(?!new)[^/?]+$/],
  ['/coupons', /^\/coupons\/(?!new)[^/?]+$/],
  ['/ticket-sources', /^\/ticket-sources\/(?!new|summary)[^/?]+$/],
  ['/check-in-history', /^\/check-in-history\/ci-[^/?]+/],
];

/** Signed in as the admin in the largest company; every Content-Security-Policy violation is recorded. */
async function signedInWatchingCsp(page: Page) {
  await watchCspViolations(page);
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An in-app navigation, as a link makes it (the page and the demo's fake stay loaded). */
const open = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The screens four at a time, each four in a test of its own (they run side by side), signed in once. */
const GROUP = 4;
const groups = Array.from({ length: Math.ceil(screens.length / GROUP) }, (_, index) => screens.slice(index * GROUP, index * GROUP + GROUP));

for (const group of groups) {
  test(`${group[0]} … ${group.at(-1)} pass axe, with no Content-Security-Policy violation`, async ({ page }) => {
    await signedInWatchingCsp(page);
    for (const path of group) {
      await open(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main[aria-busy="true"], .spinner')).toHaveCount(0); // loaded, no spinner
      await expectAccessible(page);
    }
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('a detail screen reached from each list passes axe, with no Content-Security-Policy violation', async ({ page }) => {
  await signedInWatchingCsp(page);
  for (const [list, pattern] of details) {
    await open(page, list);
    const detailHref = async () => {
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      return hrefs.find((h) => pattern.test(h.split('?')[0] ?? ''));
    };
    await expect.poll(detailHref, { message: `a detail link on ${list}` }).toBeTruthy();
    await open(page, (await detailHref())!);
    await expect(page.locator('main[aria-busy="true"], .spinner')).toHaveCount(0);
    await expectAccessible(page);
  }
  expect(await cspViolations(page)).toEqual([]);
});

test('public and error screens pass axe', async ({ page }) => {
  for (const path of ['/sign_in', '/no_regist', '/health', '/no-such-page', '/sign_in_token']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  }
  await signInAs(page, 'staff@demo.example');
  await page.goto('/error?statusCode=404');
  await expect(page.getByRole('heading', { name: ja.errorPage.notFound })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/ticket-sources');
  await expect(page.getByText(ja.forbidden.heading)).toBeVisible();
  await expectAccessible(page);
});
