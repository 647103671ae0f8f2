import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import type { Page } from '@playwright/test';
import { ja } from '../../src/messages/ja';
import { shellMessages } from '../../src/messages/shell';
import { screens } from '../../src/messages/screens';
import { paths } from '../../src/paths';

// Demo accounts (docs/demo.md): where each one lands, and what the abilities let it see.

const sidebar = (page: Page) => page.getByRole('navigation', { name: shellMessages.menu.mainNav });

test.describe('sign-in with the demo accounts', () => {
  test('admin (3 corporations) is asked to choose a corporation', async ({ page }) => {
    await signInAs(page, 'admin@demo.example');
    await expect(page).toHaveURL(/\/select_corporation$/);
    await expect(page.getByRole('heading', { name: screens.selectCorporation.heading })).toBeVisible();
    await expectAccessible(page);
  });

  test('staff (1 corporation, no abilities) lands on the dashboard with the basic menu only', async ({ page }) => {
    await signInAs(page, 'staff@demo.example');
    await expect(page).toHaveURL(/\/dashboard$/);

    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    const shown = [
      shellMessages.menu.dashboard,
      shellMessages.menu.facilities,
      shellMessages.menu.checkIn,
      shellMessages.menu.coupons,
      shellMessages.menu.services,
      shellMessages.menu.help,
      shellMessages.menu.signOut,
    ];
    const hidden = [shellMessages.menu.ticketSales, shellMessages.menu.corporation, shellMessages.menu.members, shellMessages.menu.selectCorporation];
    for (const name of shown) {
      await expect(nav.getByRole('link', { name, exact: true }).or(nav.getByRole('button', { name, exact: true }))).toBeVisible();
    }
    for (const name of hidden) {
      await expect(nav.getByText(name, { exact: true }), `${name} must not be in the menu`).toHaveCount(0);
    }
    // Nothing else: every link or button of the menu is one of the expected entries (the
    // settings group's own label aside).
    const entries = (await nav.getByRole('link').or(nav.getByRole('button')).allInnerTexts())
      .map((text) => text.replace(shellMessages.adminMark, '').trim())
      .filter((text) => text !== '' && text !== shellMessages.menu.settings);
    expect([...new Set(entries)].sort()).toEqual([...shown].sort());

    await expectAccessible(page);
  });

  test('coupon (canEditCoupon, 1 corporation) lands on the dashboard and may create coupons', async ({ page }) => {
    await signInAs(page, 'coupon@demo.example');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(paths.couponNew);
    await expect(page.getByText(ja.forbidden.heading)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: ja.titles.couponNew })).toBeVisible();
  });

  test('nobody (0 corporations) is signed out and sent to /no_regist', async ({ page }) => {
    await signInAs(page, 'nobody@demo.example');
    await expect(page).toHaveURL(/\/no_regist$/);
    await expect(page.getByRole('heading', { name: screens.noRegist.heading })).toBeVisible();
  });

  test('staff typing /ticket-sources does not get the ticket list', async ({ page }) => {
    await signInAs(page, 'staff@demo.example');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(paths.ticketSources);
    await expect(page.getByText(ja.forbidden.heading)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator(`a[href="${paths.ticketSourceNew}"]`)).toHaveCount(0);
  });
});
