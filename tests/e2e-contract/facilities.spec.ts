import { demoCorporations } from '../../mirage/scenarios/accounts';
import { facilitiesMessages as m } from '../../src/messages/facilities';
import { test, expect, expectAccessible, signInTo } from './support/contract';

// A 1×1 PNG, uploaded through the asset service (its own origin) and a signed URL.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// A PDF in plain ASCII: Prism 5 forwards multipart bodies as text (docs/api.md "The fake as a real server, and the contract-checked journeys").
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'ascii');

test('admin creates a facility with an image and an agreement PDF, then edits it, its agreement and its status', async ({ page }) => {
  await signInTo(page, 'admin@demo.example', demoCorporations[0]!.name);

  await page.goto('/facilities');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('link', { name: m.list.newButton }).click();
  await page.getByLabel(m.fields.name).fill('契約テスト わんわんテラス');
  await page.getByLabel(m.fields.postalCode, { exact: true }).fill('1500001');
  await expect(page.getByLabel(m.fields.prefecture, { exact: true })).toHaveValue('東京都');
  await page.getByRole('checkbox', { name: '飲食店' }).check();
  await page.getByRole('button', { name: m.activities.add }).click();
  await page.locator('.facilities-activity').first().getByLabel('アクティビティ名').fill('テラス席');
  await page.getByLabel('画像を選択').setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '画像 1' })).toBeVisible();
  await page.getByLabel(m.fields.agreementPdf).setInputFiles({ name: '同意書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: m.fields.needAgreement }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: m.create.submit }).click();

  await expect(page.getByRole('heading', { name: '契約テスト わんわんテラス' })).toBeVisible();
  await expect(page).toHaveURL(/\/facilities\/fac-/);
  await expect(page.getByRole('heading', { name: /アクティビティ1：テラス席/ })).toBeVisible();
  await expectAccessible(page);

  const basic = page.getByRole('region', { name: new RegExp(`^${m.sections.basic}`) });
  await basic.getByRole('button', { name: m.detail.edit }).click();
  await basic.getByLabel(m.fields.catchphrase).fill('テラスも店内もわんちゃんOK');
  await basic.getByRole('button', { name: m.detail.saveBasic }).click();
  await expect(basic.getByText('テラスも店内もわんちゃんOK')).toBeVisible();

  const agreement = page.getByRole('region', { name: m.sections.agreement });
  await expect(agreement.getByRole('link', { name: '同意書.pdf' })).toBeVisible();
  await agreement.getByRole('checkbox', { name: m.agreement.hasEmail }).check();
  await agreement.getByLabel(m.agreement.customFieldInput).fill('犬種');
  await agreement.getByLabel(m.agreement.customFieldInput).press('Enter');
  await agreement.getByRole('button', { name: m.agreement.save }).click();
  await expect(page.getByText(m.agreement.saved)).toBeVisible();
  await expect(agreement.getByRole('checkbox', { name: m.agreement.hasEmail })).toBeChecked();

  const status = page.getByRole('region', { name: m.sections.status });
  await status.getByLabel(m.detail.newStatus).selectOption('enabled');
  await status.getByRole('button', { name: m.detail.changeStatus }).click();
  await page.getByRole('dialog', { name: m.detail.statusConfirmTitle }).getByRole('button', { name: m.detail.statusConfirm }).click();
  await expect(status.locator('.badge', { hasText: '公開中' })).toBeVisible();

  // Stored on the server: a reload reads it all back.
  await page.reload();
  await expect(page.getByRole('heading', { name: '契約テスト わんわんテラス' })).toBeVisible();
  await expect(page.getByText('テラスも店内もわんちゃんOK')).toBeVisible();
  await expect(page.getByRole('region', { name: m.sections.agreement }).getByRole('checkbox', { name: m.agreement.hasEmail })).toBeChecked();
  await expectAccessible(page);
});
