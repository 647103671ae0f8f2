import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { demoMessages } from '../../src/messages/demo';
import { ja } from '../../src/messages/ja';
import { settingsMessages } from '../../src/messages/settings';
import { paths } from '../../src/paths';

// DECISIONS §5 / issue 8: with 20 % of API calls failing, every journey can still be finished by
// retrying, nothing typed is lost, and nothing uncaught reaches the console. Failed calls are
// logged on purpose ('[api] …', and the session's '[session] …'): those lines are allowed; any
// other console error or uncaught exception fails the test (fixtures).

const ADMIN = 'admin@demo.example';
const CORPORATION = '株式会社わんこの森';
const MAX_ATTEMPTS = 60;

const nav = (page: Page) => page.getByRole('navigation', { name: ja.menu.mainNav });
const pathname = (page: Page) => new URL(page.url()).pathname;

async function setFailureRate(page: Page, percent: number) {
  await page.goto(paths.signIn);
  await page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) }).click();
  const dialog = page.getByRole('dialog', { name: demoMessages.panel.heading });
  await dialog.getByLabel(demoMessages.panel.failureRate).fill(String(percent));
  await dialog.getByRole('button', { name: demoMessages.panel.close }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toContainText(`障害 ${percent}%`);
}

/**
 * Acts like a patient user until `done` is visible: signs in again when sent back to the sign-in
 * page or /no_regist (a failed corporation list signs out, SPEC §8), presses 再読み込み on a failed
 * load (wherever it is offered), chooses the corporation, and opens `target` through the menu (or by URL).
 */
async function persist(page: Page, done: Locator, target?: { path: string; link?: string }) {
  // Only checks that answer at once (isVisible): the page may move on (a sign-out reloads it)
  // between two looks, and a waiting check would then wait for an element that never comes.
  const tryClick = (locator: Locator) => locator.click({ timeout: 2_000 }).catch(() => undefined);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const where = pathname(page);
    if ((!target || where === target.path) && (await done.isVisible())) return;
    const retry = page.getByRole('button', { name: ja.retry }).first();
    const account = page.getByRole('button', { name: new RegExp(ADMIN) });
    const choice = page.getByRole('button', { name: CORPORATION });
    if (where === paths.noRegist) {
      await page.goto(paths.signIn);
    } else if (await retry.isVisible()) {
      // a failed profile or corporation load offers 再読み込み, also on the sign-in page
      await tryClick(retry);
    } else if (where === paths.signIn) {
      if ((await account.isVisible()) && (await account.isEnabled({ timeout: 1_000 }).catch(() => false))) await tryClick(account);
    } else if (where === paths.selectCorporation) {
      if ((await choice.isVisible()) && (await choice.isEnabled({ timeout: 1_000 }).catch(() => false))) await tryClick(choice);
    } else if (target && where !== target.path && (await nav(page).isVisible())) {
      const link = target.link ? nav(page).getByRole('link', { name: target.link, exact: true }) : undefined;
      if (link && (await link.isVisible())) await tryClick(link);
      else await page.goto(target.path);
    }
    await page.waitForTimeout(300);
  }
  await expect(done, `not reached after ${MAX_ATTEMPTS} attempts (at ${pathname(page)})`).toBeVisible();
}

test('every main journey can be finished under 20 % failing calls', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // Logged failures, on purpose: the client's '[api] …' line per failed call, the session's
  // '[session] …' when a profile refresh fails, and withLoading's '[action] failed ApiError: HTTP 503 …'
  // when a save fails. Only those: an '[action]' line for anything but an HTTP 503 still fails.
  consoleErrors.allow('[api]');
  consoleErrors.allow('[session]');
  consoleErrors.allow(/^console\.error: \[action\] failed ApiError: HTTP 503 /);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));

  await setFailureRate(page, 20);

  // Sign-in and corporation choice.
  await persist(page, page.getByRole('heading', { level: 1, name: ja.menu.dashboard }), { path: paths.dashboard });
  await expect(page.getByText(CORPORATION).first()).toBeVisible();

  // The lists.
  const lists = [
    { path: paths.facilities, link: ja.menu.facilities },
    { path: paths.coupons, link: ja.menu.coupons },
    { path: paths.checkInHistory },
    { path: paths.ticketSources },
  ];
  for (const list of lists) {
    const loaded = page.locator('main').locator('table, .empty-state').first();
    await persist(page, loaded, list);
    expect(pathname(page)).toBe(list.path);
  }

  // Company information: typed once, saved by pressing 保存する again until it succeeds.
  const renamed = `${CORPORATION}（障害テスト）`;
  const name = page.getByRole('textbox', { name: settingsMessages.corporation.name });
  await persist(page, name, { path: paths.settingsCorporation, link: ja.menu.corporation });
  await name.fill(renamed);
  const saved = page.getByText(settingsMessages.corporation.saved);
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !(await saved.isVisible()); attempt += 1) {
    await expect(name, 'a failed save keeps what was typed').toHaveValue(renamed);
    await page.getByRole('button', { name: settingsMessages.corporation.save }).click();
    await expect(saved.or(page.getByRole('alert').filter({ hasText: ja.failurePrefix.trim() })).first()).toBeVisible();
  }
  await expect(saved).toBeVisible();
  await expect(name).toHaveValue(renamed);

  // The faults were really there, and nothing escaped as an uncaught error.
  expect(consoleErrors.messages.some((text) => text.includes('[api]') && text.includes('503'))).toBe(true);
  expect(uncaught).toEqual([]);
});
