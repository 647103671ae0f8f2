import type { Page } from '@playwright/test';
import { shellMessages } from '../../src/messages/shell';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { demoMessages } from '../../src/messages/demo';
import { facilitiesMessages as m } from '../../src/messages/facilities';
import { ja } from '../../src/messages/ja';
import { uploadMessages } from '../../src/messages/upload';

// A 1×1 PNG: the image goes through the demo's asset pipeline like a real photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function signInAsAdmin(page: Page) {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Creates a facility with just a name through the form; lands on its detail. */
async function createFacility(page: Page, name: string) {
  await page.goto('/facilities/new');
  await page.getByLabel(m.fields.name).fill(name);
  await page.getByRole('button', { name: m.create.submit }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities\/fac-/);
}

test('admin creates a facility with an image, two activities and tags', async ({ page }) => {
  await signInAsAdmin(page);

  await page.goto('/facilities');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: m.list.newButton }).click();
  await expect(page).toHaveURL(/\/facilities\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilityNew })).toBeVisible();
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
  await expect(page.getByRole('img', { name: '画像 1' })).toBeVisible();
  await page.getByLabel(m.fields.qrCodeId).fill('  QR-E2E  ');
  await expectAccessible(page);

  await page.getByRole('button', { name: m.create.submit }).click();
  await expect(page.getByRole('heading', { name: 'E2E わんわんテラス' })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities\/fac-/);
  await expect(page.getByText('QR-E2E', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /アクティビティ1：テラス席/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /アクティビティ2：屋内ドッグラン/ })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(section(page, m.sections.basic).getByRole('list', { name: m.fields.images }).getByRole('img')).toHaveCount(1);
  await expect(section(page, m.sections.tags).getByRole('checkbox', { name: '飲食店' })).toBeChecked();
  await expect(section(page, m.sections.tags).getByRole('list', { name: m.tags.free })).toContainText('テラス席');
});

test('admin edits a facility and changes its status, seen in the list', async ({ page }) => {
  await signInAsAdmin(page);
  await createFacility(page, 'E2E わんわんテラス');
  const basic = section(page, m.sections.basic);
  await basic.getByRole('button', { name: m.detail.edit }).click();
  await basic.getByLabel(m.fields.catchphrase).fill('テラスも店内もわんちゃんOK');
  await basic.getByLabel(m.fields.postalCode, { exact: true }).fill('1500001');
  await expect(basic.getByLabel(m.fields.prefecture, { exact: true })).toHaveValue('東京都');
  await basic.getByRole('button', { name: m.detail.saveBasic }).click();
  await expect(basic.getByText('テラスも店内もわんちゃんOK')).toBeVisible();

  const status = section(page, m.sections.status);
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

test('saves a facility agreement: PDF, items and custom fields, kept after a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await createFacility(page, 'E2E 同意書の施設');
  const agreement = section(page, m.sections.agreement);
  await expect(agreement.getByText(m.agreement.none)).toBeVisible();

  // A new agreement needs its PDF: the summary says so and focus goes to the picker.
  await agreement.getByRole('button', { name: m.agreement.save }).click();
  await expect(agreement.getByRole('link', { name: `${m.agreement.file}：${m.agreement.fileRequired}` })).toBeVisible();
  await expect(agreement.getByLabel(m.agreement.file)).toBeFocused();
  await expectAccessible(page);

  await agreement.getByLabel(m.agreement.file).setInputFiles({ name: '利用規約.pdf', mimeType: 'application/pdf', buffer: PDF });
  await agreement.getByRole('checkbox', { name: m.agreement.hasEmail }).check();
  await agreement.getByRole('checkbox', { name: m.agreement.hasPhoneNumber }).uncheck();
  await agreement.getByLabel(m.agreement.customFieldInput).fill('犬種');
  await agreement.getByLabel(m.agreement.customFieldInput).press('Enter');
  await agreement.getByRole('button', { name: m.agreement.save }).click();
  await expect(toast(page, m.agreement.saved)).toBeVisible();
  await expect(agreement.getByRole('link', { name: '利用規約.pdf' })).toBeVisible();

  await page.reload();
  const reloaded = section(page, m.sections.agreement);
  await expect(reloaded.getByRole('link', { name: '利用規約.pdf' })).toBeVisible();
  await expect(reloaded.getByRole('checkbox', { name: m.agreement.hasEmail })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: m.agreement.hasPhoneNumber })).not.toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: m.agreement.hasName })).toBeChecked();
  await expect(reloaded.getByRole('list', { name: m.agreement.customFields })).toContainText('犬種');
  await expectAccessible(page);
});

test('saves the training section of a training-certification facility, kept after a reload', async ({ page }) => {
  await signInAsAdmin(page);
  await createFacility(page, 'E2E 認定しつけ教室');
  const tags = section(page, m.sections.tags);
  await tags.getByRole('checkbox', { name: 'ペットパス認定しつけ教室' }).check();
  await tags.getByRole('button', { name: m.tags.save }).click();
  await expect(toast(page, m.tags.saved)).toBeVisible();

  const training = section(page, m.sections.training);
  await expect(training).toBeVisible();
  await expectAccessible(page);
  await training.getByRole('checkbox', { name: /基本のマナー/ }).check();
  await training.getByRole('checkbox', { name: /ドッグランの利用/ }).check();
  await training.getByRole('checkbox', { name: /おすわり/ }).check();
  await training.getByRole('button', { name: m.training.save }).click();
  await expect(toast(page, m.training.saved)).toBeVisible();

  await page.reload();
  const reloaded = section(page, m.sections.training);
  await expect(reloaded.getByRole('checkbox', { name: /基本のマナー/ })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: /ドッグランの利用/ })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: /おすわり/ })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: /まて/ })).not.toBeChecked();
  // The category chosen in the tags section is still there.
  await expect(section(page, m.sections.tags).getByRole('checkbox', { name: 'ペットパス認定しつけ教室' })).toBeChecked();
  await expectAccessible(page);
});

test('saving while an image is still uploading waits, says so, and stores the image with the facility', async ({ page }) => {
  await signInAsAdmin(page);
  // Every demo answer (the upload's four steps included) takes 0.8 s more: the upload is still running at the save.
  await page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) }).click();
  const panel = page.getByRole('dialog', { name: demoMessages.panel.heading });
  await panel.getByLabel(demoMessages.panel.latency).fill('800');
  await panel.getByRole('button', { name: demoMessages.panel.close }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toContainText(demoMessages.badge.latency(800));

  await page.goto('/facilities/new');
  await page.getByLabel(m.fields.name).fill('E2E アップロード待ちの施設');
  await page.getByLabel('画像を選択').setInputFiles({ name: 'entrance.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('progressbar', { name: uploadMessages.progressLabel('entrance.png') })).toBeVisible();
  await page.getByRole('button', { name: m.create.submit }).click();
  await expect(page.getByText(uploadMessages.waitingBeforeSave)).toBeVisible();
  await expect(page.getByRole('button', { name: m.create.submitting })).toBeDisabled();
  await expectAccessible(page);

  await expect(page.getByRole('heading', { name: 'E2E アップロード待ちの施設' })).toBeVisible();
  const basic = section(page, m.sections.basic);
  await expect(basic.getByRole('img', { name: /E2E アップロード待ちの施設 画像1/ })).toBeVisible();
  await page.reload();
  await expect(section(page, m.sections.basic).getByRole('list', { name: m.fields.images }).getByRole('img')).toHaveCount(1);
  await expectAccessible(page);
});

test("the browser's Back button asks before leaving typed input, and keeps it when the user stays", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/facilities');
  await page.getByRole('link', { name: m.list.newButton }).click();
  await expect(page).toHaveURL(/\/facilities\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.facilityNew })).toBeVisible();
  await page.getByLabel(m.fields.name).fill('E2E 戻る前の入力');
  await page.getByLabel(m.fields.catchphrase).fill('消えてはいけない');
  await expectAccessible(page);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual([ja.unsavedChanges]);
  await expect(page).toHaveURL(/\/facilities\/new$/);
  await expect(page.getByLabel(m.fields.name)).toHaveValue('E2E 戻る前の入力');
  await expect(page.getByLabel(m.fields.catchphrase)).toHaveValue('消えてはいけない');

  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/facilities$/);
  await expect(page.getByRole('table')).toBeVisible();
  expect(asked).toEqual([ja.unsavedChanges, ja.unsavedChanges]);
  await expectAccessible(page);
});

test('the 確認状況 filter lists exactly the facilities awaiting confirmation, kept in the URL', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/facilities?confirmation=unconfirmed');
  const table = page.getByRole('table', { name: m.list.caption });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByText(m.list.awaitingCount(count))).toBeVisible();
  // Each listed row is unconfirmed and not closed (src/lib/facility-confirmation.ts).
  for (let i = 0; i < count; i += 1) {
    await expect(rows.nth(i)).toContainText(m.list.unconfirmed);
    await expect(rows.nth(i)).not.toContainText('閉店');
  }
  await expectAccessible(page);

  await page.getByLabel(m.list.confirmationFilter).selectOption('confirmed');
  await expect(page).toHaveURL(/\/facilities\?confirmation=confirmed$/);
  await page.reload();
  await expect(page.getByLabel(m.list.confirmationFilter)).toHaveValue('confirmed');
  const confirmed = page
    .getByRole('table', { name: m.list.caption })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
  await expect(confirmed.first()).toContainText(m.list.confirmed);
  await expect(confirmed.filter({ hasText: m.list.unconfirmed })).toHaveCount(0);
});

test('prints the check-in QR poster: an A4 page with the name, the code and an instruction', async ({ page }) => {
  await signInAsAdmin(page);
  await createFacility(page, 'E2E ポスターの施設');
  const checkIn = section(page, m.sections.checkIn);
  await checkIn.getByRole('link', { name: m.poster.open }).click();
  await expect(page).toHaveURL(/\?view=poster$/);
  const sheet = page.getByRole('article', { name: m.poster.sheetLabel('E2E ポスターの施設') });
  await expect(sheet.getByRole('heading', { name: 'E2E ポスターの施設' })).toBeVisible();
  await expect(sheet.getByRole('img', { name: m.detail.qrCodeAlt('E2E ポスターの施設') })).toBeVisible();
  await expect(sheet.getByText(m.poster.steps[1]!)).toBeVisible();
  await expectAccessible(page);

  // On paper (or saved as PDF) only the sheet comes out, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: shellMessages.menu.mainNav })).toBeHidden();
  await expect(sheet).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // The poster survives a reload (it is a page of its own) and leads back to the facility.
  await page.reload();
  await expect(sheet).toBeVisible();
  await page.getByRole('link', { name: m.poster.back }).click();
  await expect(page).not.toHaveURL(/view=poster/);
  await expect(page.getByRole('heading', { name: 'E2E ポスターの施設' })).toBeVisible();
});
