import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { ja } from '../../src/messages/ja';
import { shellMessages } from '../../src/messages/shell';
import { paths } from '../../src/paths';

// The signed-in shell in Chromium: its breakpoint, navigation that never tears it down or shows a
// route spinner, and the session journeys that must never strand the user.

const menu = (page: Page) => page.getByRole('navigation', { name: shellMessages.menu.mainNav });
const toggle = (page: Page) => page.getByRole('button', { name: shellMessages.menu.openMenu });

test('the sidebar is always shown from 1200 px, behind a menu button below', async ({ page }) => {
  await signInAs(page, 'staff@demo.example');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(menu(page)).toBeVisible();
  await expect(toggle(page)).toBeHidden();
  await expectAccessible(page);

  await page.setViewportSize({ width: 1199, height: 800 });
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeVisible();
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: shellMessages.menu.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await menu(page).getByRole('link', { name: shellMessages.menu.help }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.settingsHelp })).toBeVisible();
  await expect(menu(page)).toBeHidden();
});

test('on a phone the top bar keeps its words whole: the menu button on one line, the company and address cut with …', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: /株式会社ポチタマリゾート/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const bar = page.locator('header.topbar');
  const lineHeight = (locator: typeof bar) => locator.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const button = toggle(page);
  expect((await button.boundingBox())!.height).toBeLessThan((await lineHeight(button)) * 2);
  for (const part of await bar.locator('.topbar-meta > span').all()) {
    expect((await part.boundingBox())!.height).toBeLessThan((await lineHeight(part)) * 2);
  }
  expect((await bar.boundingBox())!.height).toBe(56);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
});

test('menu navigation keeps the shell and never shows a route spinner', async ({ page }) => {
  await signInAs(page, 'coupon@demo.example');
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  // Watch the whole journey: the sidebar node must survive, no route spinner may appear.
  await page.evaluate(() => {
    const w = window as unknown as { sidebar: Element | null; spinnerSeen: boolean };
    w.sidebar = document.querySelector('#app-sidebar');
    w.spinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-route-pending]')) w.spinnerSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  for (const [label, title] of [
    [shellMessages.menu.coupons, ja.titles.coupons],
    [shellMessages.menu.facilities, ja.titles.facilities],
    [shellMessages.menu.help, ja.titles.settingsHelp],
    [shellMessages.menu.dashboard, ja.titles.dashboard],
  ] as const) {
    await menu(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  const journey = await page.evaluate(() => {
    const w = window as unknown as { sidebar: Element | null; spinnerSeen: boolean };
    return { sameSidebar: w.sidebar === document.querySelector('#app-sidebar'), spinnerSeen: w.spinnerSeen };
  });
  expect(journey).toEqual({ sameSidebar: true, spinnerSeen: false });
  await expectAccessible(page);
});

test('a bookmarked /sign_in after the choice page was left open leads back to the choice', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/select_corporation$/);
  // The tab is closed without choosing; later the bookmark is opened.
  await page.goto(paths.signIn);
  await expect(page).toHaveURL(/\/select_corporation$/);
  await expect(page.getByText(ja.signIn.signingIn)).toHaveCount(0);
  const choices = page
    .getByRole('list')
    .filter({ has: page.getByRole('button') })
    .getByRole('button');
  await expect(choices.first()).toBeEnabled();
  await expectAccessible(page);
  await choices.first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('breadcrumbs on a detail screen lead back to its list', async ({ page }) => {
  await signInAs(page, 'coupon@demo.example');
  await menu(page).getByRole('link', { name: shellMessages.menu.coupons, exact: true }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.coupon })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: shellMessages.breadcrumbNav });
  await expect(crumbs.getByRole('link', { name: shellMessages.breadcrumb.coupons })).toHaveAttribute('href', paths.coupons);
  await crumbs.getByRole('link', { name: shellMessages.breadcrumb.coupons }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.coupons })).toBeVisible();
});

test('a signed-in reload asks for the shell and screen code at once, not after the session is restored', async ({ page }) => {
  await signInAs(page, 'staff@demo.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The fake backend cannot answer until its code is let through: the session is not restored before.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/demo-worker-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.reload({ waitUntil: 'commit' });
  // The signed-in shell (with what every signed-in screen shares) and the dashboard's own chunk.
  await expect.poll(() => ['/assets/signed-in-', '/assets/dashboard-page-'].filter((part) => requested.some((path) => path.startsWith(part)))).toHaveLength(2);
  release();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
});
