import type { Page } from '@playwright/test';
import { shellMessages } from '../../src/messages/shell';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { ja } from '../../src/messages/ja';
import { settingsMessages as m } from '../../src/messages/settings';
import { test, expect, expectAccessible, signInTo } from './support/contract';

const sidebar = (page: Page) => page.getByRole('navigation', { name: shellMessages.menu.mainNav });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('company information and a sub-account are edited', async ({ page }) => {
  // The third corporation: the other journeys read the first one's name.
  await signInTo(page, 'admin@demo.example', demoCorporations[2]!.name);

  await sidebar(page).getByRole('link', { name: shellMessages.menu.corporation }).click();
  await expect(heading(page, ja.titles.settingsCorporation)).toBeVisible();
  await page.getByLabel(new RegExp(`^${m.corporation.email}`)).fill('contract@example.jp');
  await page.getByRole('checkbox', { name: m.corporation.ticketMail }).uncheck();
  await page.getByRole('button', { name: m.corporation.save }).click();
  await expect(page.getByText(m.corporation.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(new RegExp(`^${m.corporation.email}`))).toHaveValue('contract@example.jp');
  await expect(page.getByRole('checkbox', { name: m.corporation.ticketMail })).not.toBeChecked();
  await expectAccessible(page);

  await sidebar(page).getByRole('link', { name: shellMessages.menu.members }).click();
  await expect(heading(page, ja.titles.settingsMembers)).toBeVisible();
  await page.getByRole('link', { name: m.members.add }).click();
  await page.getByLabel(new RegExp(`^${m.members.email}`)).fill('contract.staff@example.jp');
  await page.getByLabel(new RegExp(`^${m.members.displayName}`)).fill('契約 スタッフ');
  await page.getByRole('button', { name: m.memberEdit.submitAdd }).click();
  const row = page.getByRole('row', { name: /contract\.staff@example\.jp/ });
  await expect(row).toContainText('契約 スタッフ');

  await row.getByRole('link', { name: m.members.edit }).click();
  await expect(page.getByRole('heading', { name: m.memberEdit.editHeading })).toBeVisible();
  await page.getByLabel(new RegExp(`^${m.members.displayName}`)).fill('契約 リーダー');
  await page.getByLabel(m.memberEdit.ticketAbility).check();
  await page.getByRole('button', { name: m.memberEdit.submitEdit }).click();
  await expect(page.getByText(m.memberEdit.saved)).toBeVisible();
  await sidebar(page).getByRole('link', { name: shellMessages.menu.members }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.settingsMembers, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /contract\.staff@example\.jp/ })).toContainText('契約 リーダー');
  await expect(page.getByRole('row', { name: /contract\.staff@example\.jp/ })).toContainText(m.members.ticketAbility);
  await expectAccessible(page);
});
