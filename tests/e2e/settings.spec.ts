import type { Page } from '@playwright/test';
import { shellMessages } from '../../src/messages/shell';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { dashboardMessages } from '../../src/messages/dashboard';
import { ja } from '../../src/messages/ja';
import { settingsMessages } from '../../src/messages/settings';

// The settings journey: the dashboard, then company information and a new sub-account.

const sidebar = (page: Page) => page.getByRole('navigation', { name: shellMessages.menu.mainNav });
const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const m = settingsMessages;

test('admin edits the company information and adds a sub-account', async ({ page }) => {
  const corporation = demoCorporations[0]!;
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: corporation.name }).click();
  await expect(heading(page, ja.titles.dashboard)).toBeVisible();

  // The top page: every card shows a figure (no card failed).
  for (const name of [
    dashboardMessages.checkIns.today,
    dashboardMessages.facilities.total,
    dashboardMessages.coupons.active,
    dashboardMessages.tickets.sales,
  ]) {
    await expect(main(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  // Company information: rename, and the top bar follows at once.
  await sidebar(page).getByRole('link', { name: shellMessages.menu.corporation }).click();
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
  await sidebar(page).getByRole('link', { name: shellMessages.menu.members }).click();
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
  await main(page)
    .getByRole('link', { name: new RegExp(`^${shellMessages.menu.services}`) })
    .click();
  await expect(heading(page, ja.titles.settingsServices)).toBeVisible();
  await expectAccessible(page);
  await sidebar(page).getByRole('link', { name: shellMessages.menu.help }).click();
  await expect(heading(page, ja.titles.settingsHelp)).toBeVisible();
  await page.getByText(m.help.faqs[0].q).click();
  await expect(page.getByText(m.help.faqs[0].a)).toBeVisible();
  await expectAccessible(page);
});

test('admin edits a sub-account, then deletes one from the list and one from its edit page; a reload keeps it all', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: demoCorporations[0]!.name }).click();
  await expect(heading(page, ja.titles.dashboard)).toBeVisible();
  await sidebar(page).getByRole('link', { name: shellMessages.menu.members }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const count = (await rows.count()) - 1;
  expect(count).toBeGreaterThanOrEqual(3);
  const [edited, removedFromList] = [
    (await rows.nth(1).locator('td').first().innerText()).trim(),
    (await rows.nth(2).locator('td').first().innerText()).trim(),
  ];
  const rowOf = (email: string) => page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

  // Edit: the page is titled as its form; a name one character too long is refused, kept as typed.
  await page.getByRole('button', { name: `${edited} を${m.members.remove}` }).waitFor();
  await page.getByRole('link', { name: `${edited} を${m.members.edit}` }).click();
  await expect(page).toHaveURL(`/settings/members/edit?email=${encodeURIComponent(edited)}`);
  await expect(heading(page, ja.titles.settingsMembersEdit)).toBeVisible();
  const form = page.getByRole('form', { name: ja.titles.settingsMembersEdit });
  // The e-mail is the key: shown, not editable.
  await expect(form.getByText(edited).first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: new RegExp(`^${m.members.email}`) })).toHaveCount(0);
  const displayName = form.getByLabel(new RegExp(`^${m.members.displayName}`));
  await displayName.fill('犬'.repeat(51));
  await form.getByRole('button', { name: m.memberEdit.submitEdit }).click();
  await expect(form.getByText(m.memberErrors.displayNameTooLong, { exact: true })).toBeVisible();
  await expect(displayName).toHaveValue('犬'.repeat(51));
  await expectAccessible(page);
  await displayName.fill('  編集 テスト担当  ');
  await form.getByLabel(m.memberEdit.couponAbility).check();
  await form.getByLabel(m.memberEdit.ticketAbility).uncheck();
  await form.getByRole('button', { name: m.memberEdit.submitEdit }).click();

  await expect(heading(page, ja.titles.settingsMembers)).toBeVisible();
  await expect(page.getByText(m.memberEdit.saved)).toBeVisible();
  const expectEdited = async () => {
    await expect(rowOf(edited)).toContainText('編集 テスト担当');
    await expect(rowOf(edited)).toContainText(m.members.couponAbility);
    await expect(rowOf(edited)).not.toContainText(m.members.ticketAbility);
  };
  await expectEdited();
  await page.reload();
  await expectEdited();

  // Delete from the list, after the dialog.
  await page.getByRole('button', { name: `${removedFromList} を${m.members.remove}` }).click();
  const dialog = page.getByRole('dialog', { name: m.members.removeTitle });
  await expect(dialog).toContainText(m.members.removeBody(removedFromList));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: m.members.removeConfirm }).click();
  await expect(page.getByText(m.members.removed)).toBeVisible();
  await expect(rowOf(removedFromList)).toHaveCount(0);
  await expect(page.getByText(m.members.count(count - 1), { exact: true })).toBeVisible();

  // Delete the edited one from its edit page.
  await page.getByRole('link', { name: `${edited} を${m.members.edit}` }).click();
  await expect(heading(page, ja.titles.settingsMembersEdit)).toBeVisible();
  await page.getByRole('button', { name: m.members.remove }).click();
  await page.getByRole('dialog', { name: m.members.removeTitle }).getByRole('button', { name: m.members.removeConfirm }).click();
  await expect(heading(page, ja.titles.settingsMembers)).toBeVisible();
  await expect(rowOf(edited)).toHaveCount(0);
  await expect(page.getByText(m.members.count(count - 2), { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Stored in the demo: both stay gone after a reload.
  await page.reload();
  await expect(page.getByText(m.members.count(count - 2), { exact: true })).toBeVisible();
  await expect(rowOf(edited)).toHaveCount(0);
  await expect(rowOf(removedFromList)).toHaveCount(0);
});

test('the company e-mail refuses emoji and zero-width characters, keeping what was typed', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: demoCorporations[0]!.name }).click();
  await expect(heading(page, ja.titles.dashboard)).toBeVisible();
  await page.goto('/settings/corporation');
  const email = page.getByLabel(new RegExp(`^${m.corporation.email}`));
  await expect(email).toHaveValue(demoCorporations[0]!.email);
  for (const [typed, message] of [
    ['info🐶@pochitama.example.jp', m.corporation.emailInvalid],
    ['info\u200B@pochitama.example.jp', m.corporation.emailInvisible],
  ] as const) {
    await email.fill(typed);
    await page.getByRole('button', { name: m.corporation.save }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(email).toHaveValue(typed);
  }
  await expectAccessible(page);
  // Nothing was stored: leaving the dirty form (the browser asks first) and coming back shows the saved address.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(email).toHaveValue(demoCorporations[0]!.email);
});
