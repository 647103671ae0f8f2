import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { dashboardMessages } from '../../src/messages/dashboard';
import { ja } from '../../src/messages/ja';
import { settingsMessages } from '../../src/messages/settings';

// The settings journey (issue 7): the dashboard, then company information and a new sub-account.

const sidebar = (page: Page) => page.getByRole('navigation', { name: ja.menu.mainNav });
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const m = settingsMessages;

test('admin edits the company information and adds a sub-account', async ({ page }) => {
  const corporation = demoCorporations[0]!;
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: corporation.name }).click();
  await expect(heading(page, ja.titles.dashboard)).toBeVisible();

  // The top page: every card shows a figure (no card failed).
  for (const name of [dashboardMessages.checkIns.today, dashboardMessages.facilities.total, dashboardMessages.coupons.active, dashboardMessages.tickets.sales]) {
    await expect(main(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // Company information: rename, and the top bar follows at once.
  await sidebar(page).getByRole('link', { name: ja.menu.corporation }).click();
  await expect(heading(page, ja.titles.settingsCorporation)).toBeVisible();
  const name = page.getByLabel(new RegExp(`^${m.corporation.name}`));
  await expect(name).toHaveValue(corporation.name);
  await expectAccessible(page);
  await name.fill('株式会社ポチタマリゾート東京');
  await page.getByLabel(new RegExp(`^${m.corporation.email}`)).fill('ｓｕｐｐｏｒｔ＠ｐｏｃｈｉｔａｍａ．ｅｘａｍｐｌｅ．ｊｐ');
  await page.getByRole('button', { name: m.corporation.save }).click();
  await expect(page.getByText(m.corporation.saved)).toBeVisible();
  await expect(page.locator('.topbar')).toContainText('株式会社ポチタマリゾート東京');
  await expect(page.getByLabel(new RegExp(`^${m.corporation.email}`))).toHaveValue('support@pochitama.example.jp');

  // Sub-accounts: the demo ones, then a new one.
  await sidebar(page).getByRole('link', { name: ja.menu.members }).click();
  await expect(heading(page, ja.titles.settingsMembers)).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const before = await page.getByRole('table').getByRole('row').count();
  await expectAccessible(page);
  await page.getByRole('link', { name: m.members.add }).click();
  await expect(page.getByRole('heading', { name: m.memberEdit.addHeading })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(new RegExp(`^${m.members.email}`)).fill('new.staff@pochitama.example.jp');
  await page.getByLabel(new RegExp(`^${m.members.displayName}`)).fill('新人 スタッフ');
  await page.getByLabel(m.memberEdit.couponAbility).check();
  await page.getByRole('button', { name: m.memberEdit.submitAdd }).click();

  await expect(heading(page, ja.titles.settingsMembers)).toBeVisible();
  const row = page.getByRole('row', { name: /new\.staff@pochitama\.example\.jp/ });
  await expect(row).toContainText('新人 スタッフ');
  await expect(row).toContainText(m.members.statusLabels.invited);
  await expect(row).toContainText(m.members.couponAbility);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(before + 1);

  // The demo keeps it across a reload.
  await page.reload();
  await expect(page.getByRole('row', { name: /new\.staff@pochitama\.example\.jp/ })).toBeVisible();
  await expect(page.locator('.topbar')).toContainText('株式会社ポチタマリゾート東京');
});

test('the settings index, procedures and help are accessible', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: demoCorporations[0]!.name }).click();
  await expect(heading(page, ja.titles.dashboard)).toBeVisible();
  await page.goto('/settings');
  await expect(heading(page, ja.titles.settings)).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: new RegExp(`^${ja.menu.services}`) }).click();
  await expect(heading(page, ja.titles.settingsServices)).toBeVisible();
  await expectAccessible(page);
  await sidebar(page).getByRole('link', { name: ja.menu.help }).click();
  await expect(heading(page, ja.titles.settingsHelp)).toBeVisible();
  await page.getByText(m.help.faqs[0].q).click();
  await expect(page.getByText(m.help.faqs[0].a)).toBeVisible();
  await expectAccessible(page);
});
