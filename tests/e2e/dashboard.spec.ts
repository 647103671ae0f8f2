import type { Page } from '@playwright/test';
import { shellMessages } from '../../src/messages/shell';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { formatYen } from '../../src/lib/money';
import { checkInMessages } from '../../src/messages/check-ins';
import { couponMessages } from '../../src/messages/coupons';
import { dashboardMessages as d } from '../../src/messages/dashboard';
import { demoMessages } from '../../src/messages/demo';
import { facilitiesMessages } from '../../src/messages/facilities';
import { ja } from '../../src/messages/ja';
import { ticketsJa } from '../../src/messages/tickets';

// Each figure of the top page, read as a user reads
// it, then the screen it opens, filtered to what it counted and showing the same number.

const main = (page: Page) => page.getByRole('main');
/** The figure labelled `label` (its accessible name is the label, then the number: 公開中 is not 公開中のクーポン). */
const figure = (page: Page, label: string) => main(page).getByRole('link', { name: new RegExp(`^${label}\\s*[¥\\d]`) });
/** The number a figure shows, as people read it ('1,234件' → 1234, '¥1,158,080' → 1158080). */
const valueOf = async (page: Page, label: string) => Number((await figure(page, label).locator('.stat-value').innerText()).replace(/[^\d]/g, ''));
/** A count as a screen may write it: with or without thousands separators. */
const countPattern = (n: number) => n.toLocaleString('ja-JP').replace(/,/g, ',?');

async function openDashboard(page: Page) {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: demoCorporations[0]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  await expect(figure(page, d.facilities.total)).toBeVisible();
  await expect(figure(page, d.checkIns.today)).toBeVisible();
}

/** The demo's check-ins arrive on their own in opening hours: paused, so two screens read the same count. */
async function pauseLiveCheckIns(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) }).click();
  const panel = page.getByRole('dialog', { name: demoMessages.panel.heading });
  await panel.getByRole('switch', { name: demoMessages.panel.liveCheckIns }).uncheck();
  await panel.getByRole('button', { name: demoMessages.panel.close }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toContainText(demoMessages.badge.checkInsPaused);
}

test('the check-in figures open the history of exactly those days, with the same count', async ({ page }) => {
  await openDashboard(page);
  await pauseLiveCheckIns(page);
  await expectAccessible(page);

  const today = await valueOf(page, d.checkIns.today);
  await figure(page, d.checkIns.today).click();
  await expect(page).toHaveURL(/\/check-in-history\?startDate=(\d{4}-\d{2}-\d{2})&endDate=\1$/);
  const day = new URL(page.url()).searchParams.get('startDate')!;
  await expect(page.getByLabel(checkInMessages.list.startDate)).toHaveValue(day);
  await expect(page.getByText(new RegExp(`^${countPattern(today)}件中 1 / `))).toBeVisible();
  await expectAccessible(page);

  await page.goBack();
  const month = await valueOf(page, d.checkIns.thisMonth);
  expect(month).toBeGreaterThanOrEqual(today);
  await figure(page, d.checkIns.thisMonth).click();
  await expect(page).toHaveURL(new RegExp(`/check-in-history\\?startDate=${day.slice(0, 7)}-01&endDate=${day.slice(0, 7)}-\\d{2}$`));
  await expect(page.getByText(new RegExp(`^${countPattern(month)}件中 1 / `))).toBeVisible();
  // Every row of the page is of this month.
  const times = await page.getByRole('table', { name: checkInMessages.list.caption }).locator('tbody .check-ins-time').allInnerTexts();
  expect(times.length).toBe(Math.min(month, 10));
  for (const time of times) expect(time.startsWith(day.slice(0, 7))).toBe(true);
});

test('the facility figures open the facility list filtered to what they counted', async ({ page }) => {
  await openDashboard(page);
  const list = facilitiesMessages.list;
  for (const status of ['pending', 'enabled', 'disabled', 'closed'] as const) {
    const label = d.facilities.statuses[status]!;
    const n = await valueOf(page, label);
    await figure(page, label).click();
    await expect(page).toHaveURL(`/facilities?status=${status}`);
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
    await expect(page.getByText(n === 0 ? list.empty : list.count(n), { exact: true })).toBeVisible();
    if (status === 'pending') await expectAccessible(page);
    await page.goBack();
  }

  const total = await valueOf(page, d.facilities.total);
  // 運営確認待ち (src/lib/facility-confirmation.ts): not confirmed and not closed.
  const unconfirmed = await valueOf(page, d.facilities.unconfirmed);
  expect(unconfirmed).toBeGreaterThan(0);
  await figure(page, d.facilities.unconfirmed).click();
  await expect(page).toHaveURL('/facilities?confirmation=unconfirmed');
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const awaiting = rows.filter({ hasText: list.unconfirmed }).filter({ hasNotText: d.facilities.statuses.closed! });
  await expect(awaiting).toHaveCount(unconfirmed);
  await page.goBack();

  await figure(page, d.facilities.total).click();
  await expect(page).toHaveURL('/facilities');
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
  await expect(page.getByText(list.count(total), { exact: true })).toBeVisible();
});

test('the coupon and ticket figures open the screens that show the same numbers', async ({ page }) => {
  await openDashboard(page);

  const published = await valueOf(page, d.coupons.active);
  await figure(page, d.coupons.active).click();
  await expect(page).toHaveURL('/coupons?status=published');
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.coupons })).toBeVisible();
  await expect(page.getByText(published === 0 ? couponMessages.list.emptyFiltered : couponMessages.list.count(published), { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();

  const amount = await valueOf(page, d.tickets.sales);
  const salesNote = await figure(page, d.tickets.sales).locator('.dashboard-note').innerText();
  const payments = Number(salesNote.replace(/[^\d]/g, ''));
  await figure(page, d.tickets.sales).click();
  await expect(page).toHaveURL(/\/ticket-sources\/summary-payments\?month=\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.summaryPayments })).toBeVisible();
  const monthRow = page
    .getByRole('row')
    .filter({ hasText: formatYen(amount) })
    .first();
  await expect(monthRow).toBeVisible();
  await expect(monthRow.getByRole('cell', { name: new RegExp(`^${countPattern(payments)}件?$`) }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goBack();

  const waiting = await valueOf(page, d.tickets.cancelWaitings);
  const ticketNote = await figure(page, d.tickets.cancelWaitings).locator('.dashboard-note').innerText();
  const tickets = Number(ticketNote.replace(/[^\d]/g, ''));
  await figure(page, d.tickets.cancelWaitings).click();
  await expect(page).toHaveURL('/ticket-sources/summary-payments#cancel-waitings');
  const section = page.getByRole('region', { name: ticketsJa.cancelWaitings.heading });
  await expect(section).toBeVisible();
  if (waiting + tickets === 0) {
    await expect(section.getByText(ticketsJa.cancelWaitings.none)).toBeVisible();
  } else {
    await expect(section.getByRole('table').first().locator('tbody tr')).toHaveCount(waiting);
    await expect(section.getByRole('table').nth(1).locator('tbody tr')).toHaveCount(tickets);
  }
});

/**
 * Records, from now on, every value the figure labelled `label` shows as a figure (not the
 * loading placeholder) at each frame and each change of the page: what a user reads at the first
 * paint of the next screen included. `shownSince` returns them.
 */
async function recordFigure(page: Page, label: string) {
  await page.evaluate((wanted) => {
    const seen: string[] = [];
    const look = () => {
      const figures = [...document.querySelectorAll('main .dashboard-figures:not(.dashboard-placeholder) .dashboard-figure')];
      const shown = figures.find((element) => element.querySelector('.stat-label')?.textContent === wanted);
      const value = shown?.querySelector('.stat-value')?.textContent;
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    frame();
    (window as unknown as { shownFigure: string[] }).shownFigure = seen;
  }, label);
  return { shown: () => page.evaluate(() => (window as unknown as { shownFigure: string[] }).shownFigure) };
}

test('after publishing a facility, the top page never shows the old 審査待ち count', async ({ page }) => {
  await openDashboard(page);
  const pendingLabel = d.facilities.statuses.pending!;
  const f = facilitiesMessages;
  const sidebar = page.getByRole('navigation', { name: shellMessages.menu.mainNav });
  // Two facilities awaiting review, one after the other: each read at the first paint after the change.
  const before = await valueOf(page, pendingLabel);
  expect(before).toBeGreaterThanOrEqual(2);
  for (let pending = before; pending > before - 2; pending -= 1) {
    await figure(page, pendingLabel).click();
    // The list's own count, once the list is shown (the top page's figures read 「1件」 too).
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
    await expect(page.getByRole('main').getByText(f.list.count(pending), { exact: true })).toBeVisible();
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    const status = page.getByRole('region', { name: new RegExp(`^${f.sections.status}`) });
    await status.getByLabel(f.detail.newStatus).selectOption('enabled');
    await status.getByRole('button', { name: f.detail.changeStatus }).click();
    await page.getByRole('dialog', { name: f.detail.statusConfirmTitle }).getByRole('button', { name: f.detail.statusConfirm }).click();
    await expect(status.locator('.badge', { hasText: d.facilities.statuses.enabled! })).toBeVisible();
    if (pending === before) await expectAccessible(page);

    const figureShown = await recordFigure(page, pendingLabel);
    await sidebar.getByRole('link', { name: shellMessages.menu.dashboard, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
    await expect(figure(page, pendingLabel).locator('.stat-value')).toHaveText(`${pending - 1}件`);
    // From the first paint on: nothing, or the new count; never the count from before the change.
    expect(await figureShown.shown()).toEqual([`${pending - 1}件`]);
  }
  await expectAccessible(page);
});
