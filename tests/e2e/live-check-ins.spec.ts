import type { Page } from '@playwright/test';
import { shellMessages } from '../../src/messages/shell';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { LIVE_REFRESH_MS } from '../../src/lib/live-refresh';
import { checkInMessages } from '../../src/messages/check-ins';
import { common } from '../../src/messages/common';
import { dashboardMessages as d } from '../../src/messages/dashboard';
import { demoMessages } from '../../src/messages/demo';
import { ja } from '../../src/messages/ja';

// The live front desk on a tablet, as staff leave it open: a check-in made by the demo's fake
// reaches the top page and the list without a reload. The fake (in its worker) is asked for it
// through the demo panel (no waiting for one to happen); the page's clock alone is moved, to the
// next refresh.

test.use({ viewport: { width: 820, height: 1180 } });

const t = demoMessages.panel;
const PRODUCT = 'ペットパス 管理画面';
const main = (page: Page) => page.getByRole('main');
const todayFigure = (page: Page) => main(page).getByRole('link', { name: new RegExp(`^${d.checkIns.today}\\s*\\d`) });
const todayCount = async (page: Page) => Number((await todayFigure(page).locator('.stat-value').innerText()).replace(/[^\d]/g, ''));
const listCount = (page: Page) => page.locator('.check-ins-count');

/** Through the demo panel: check-ins arrive only when asked for (so the counts below are exact), then one is asked for. */
async function produceOneCheckIn(page: Page, { pauseFirst = false } = {}) {
  await page.getByRole('button', { name: new RegExp(`^${t.open}`) }).click();
  const panel = page.getByRole('dialog', { name: t.heading });
  if (pauseFirst) {
    await panel.getByRole('switch', { name: t.liveCheckIns }).uncheck();
    await expect(page.getByRole('button', { name: new RegExp(`^${t.open}`) })).toContainText(demoMessages.badge.checkInsPaused);
  }
  const produced = panel.getByText(/件発生させました/);
  const before = (await produced.count()) > 0 ? await produced.innerText() : '';
  await panel.getByRole('button', { name: t.produceCheckIn }).click();
  await expect(produced).not.toHaveText(before);
  await panel.getByRole('button', { name: t.close }).click();
  await expect(panel).toBeHidden();
}

test('a check-in made by the fake reaches the top page and the list without a reload, told once by a notice and the tab title', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'staff@demo.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(todayFigure(page)).toBeVisible();

  await produceOneCheckIn(page, { pauseFirst: true });
  // The figures as they stand once nothing else arrives.
  await page.clock.runFor(LIVE_REFRESH_MS);
  await expect(page.getByText(common.arrivals.notice(1))).toBeVisible();
  const today = await todayCount(page);
  await expect(page).toHaveTitle(`(1) ${ja.titles.dashboard} | ${PRODUCT}`);
  await expectAccessible(page);

  // The notice opens today's list: the new check-in is its first row.
  await page.getByRole('link', { name: common.arrivals.show }).click();
  await expect(page).toHaveURL(/\/check-in-history\?startDate=(\d{4}-\d{2}-\d{2})&endDate=\1$/);
  await expect(page).toHaveTitle(`${ja.titles.checkInHistory} | ${PRODUCT}`);
  await expect(listCount(page)).toHaveText(new RegExp(`^${today.toLocaleString('ja-JP')}件中 1 / `));
  const rows = page.getByRole('table', { name: checkInMessages.list.caption }).locator('tbody tr');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /\/check-in-history\/ci-[a-z-]+-demo-1\?/);
  const firstBefore = await rows.first().getByRole('link').getAttribute('href');

  // Another one while the list is open: told, and it waits until asked for; nothing moves meanwhile.
  await produceOneCheckIn(page);
  await page.clock.runFor(LIVE_REFRESH_MS);
  await expect(page.getByText(common.arrivals.notice(1))).toBeVisible();
  await expect(page).toHaveTitle(`(1) ${ja.titles.checkInHistory} | ${PRODUCT}`);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', firstBefore!);
  await expect(listCount(page)).toHaveText(new RegExp(`^${today.toLocaleString('ja-JP')}件中`));
  await expectAccessible(page);

  await page.getByRole('button', { name: common.arrivals.show }).click();
  await expect(listCount(page)).toHaveText(new RegExp(`^${(today + 1).toLocaleString('ja-JP')}件中`));
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /\/check-in-history\/ci-[a-z-]+-demo-2\?/);
  await expect(rows.first().getByRole('link')).toBeFocused();
  await expect(page.getByText(common.arrivals.notice(1))).toHaveCount(0);
  await expect(page).toHaveTitle(`${ja.titles.checkInHistory} | ${PRODUCT}`);

  // And the top page counts it, still without a reload.
  await page.getByRole('button', { name: shellMessages.menu.openMenu }).click();
  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.dashboard }).click();
  await expect(todayFigure(page)).toContainText(`${(today + 1).toLocaleString('ja-JP')}件`);
});
