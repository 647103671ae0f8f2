import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { facilitiesMessages as m } from '../../src/messages/facilities';

// A 1×1 PNG: the image goes through the demo's asset pipeline like a real photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('admin creates a facility with an image, two activities and tags, then edits it and changes its status', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await page.waitForURL(/\/dashboard$/);

  await page.goto('/facilities');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: m.list.newButton }).click();
  await expect(page).toHaveURL(/\/facilities\/new$/);
  await page.getByLabel(m.fields.name).fill('E2E わんわんテラス');
  await page.getByLabel(m.fields.postalCode, { exact: true }).fill('1500001');
  await expect(page.getByLabel(m.fields.prefecture, { exact: true })).toHaveValue('東京都');
  await page.getByLabel(m.fields.catchphrase).fill('愛犬と一緒にテラスで');
  await page.getByRole('checkbox', { name: '飲食店' }).check();
  await page.getByLabel(m.tags.freeInput).fill('テラス席');
  await page.getByLabel(m.tags.freeInput).press('Enter');

  await page.getByRole('button', { name: m.activities.add }).click();
  await page.getByRole('button', { name: m.activities.add }).click();
  const activities = page.locator('.facilities-activity');
  await expect(activities).toHaveCount(2);
  await activities.nth(0).getByLabel('アクティビティ名').fill('テラス席');
  await activities.nth(1).getByLabel('アクティビティ名').fill('屋内ドッグラン');

  await page.getByLabel('画像を選択').setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '画像 1' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(m.fields.qrCodeId).fill('  QR-E2E  ');
  await expectAccessible(page);

  await page.getByRole('button', { name: m.create.submit }).click();
  await expect(page.getByRole('heading', { name: 'E2E わんわんテラス' })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities\/fac-/);
  await expect(page.getByText('QR-E2E', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /アクティビティ1：テラス席/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /アクティビティ2：屋内ドッグラン/ })).toBeVisible();
  await expectAccessible(page);

  const basic = page.getByRole('region', { name: new RegExp(`^${m.sections.basic}`) });
  await basic.getByRole('button', { name: m.detail.edit }).click();
  await basic.getByLabel(m.fields.catchphrase).fill('テラスも店内もわんちゃんOK');
  await basic.getByRole('button', { name: m.detail.saveBasic }).click();
  await expect(basic.getByText('テラスも店内もわんちゃんOK')).toBeVisible();

  const status = page.getByRole('region', { name: m.sections.status });
  await status.getByLabel(m.detail.newStatus).selectOption('enabled');
  await status.getByRole('button', { name: m.detail.changeStatus }).click();
  const dialog = page.getByRole('dialog', { name: m.detail.statusConfirmTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: m.detail.statusConfirm }).click();
  await expect(status.locator('.badge', { hasText: '公開中' })).toBeVisible();

  await page.getByRole('link', { name: m.detail.backToList }).click();
  const row = page.getByRole('row', { name: /E2E わんわんテラス/ });
  await expect(row).toContainText('公開中');
  await expect(row).toContainText('東京都');
});
