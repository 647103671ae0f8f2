import { demoCorporations } from '../../mirage/scenarios/accounts';
import { shellMessages } from '../../src/messages/shell';
import { couponMessages as m } from '../../src/messages/coupons';
import { test, expect, expectAccessible, signInTo } from './support/contract';

test("a coupon's life cycle: created as a draft, edited, published, stopped", async ({ page }) => {
  await signInTo(page, 'admin@demo.example', demoCorporations[0]!.name);
  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.coupons, exact: true }).click();
  await expect(page.getByRole('table', { name: m.list.caption })).toBeVisible();
  await page.getByLabel(m.list.statusFilter).selectOption({ label: m.status.published });
  await expect(page).toHaveURL(/\/coupons\?status=published$/);
  await expectAccessible(page);

  await page.getByRole('link', { name: m.list.create }).click();
  const form = page.getByRole('form', { name: m.form.create });
  await form.getByLabel(/^タイトル/).fill('契約テスト スタンプ');
  await form.getByLabel(/^特典内容/).fill('おやつ1袋');
  await form.getByLabel(/^必要な来店回数/).selectOption({ label: m.visits(3) });
  await form.getByLabel(/^1匹あたりの発行上限/).selectOption({ label: m.issuable(2) });
  await form.getByLabel(/^開始日/).fill('2030-04-01');
  await form.getByLabel(/^終了日/).fill('2030-06-30');
  await form.getByRole('group', { name: m.fields.facilities }).getByRole('checkbox').first().check();
  await form.getByRole('button', { name: m.form.create }).click();

  const heading = page.getByRole('heading', { level: 2, name: /契約テスト スタンプ/ });
  await expect(heading).toContainText(m.status.draft);
  await page.getByRole('button', { name: m.detail.edit }).click();
  await page.getByLabel(/^特典内容/).fill('おやつ2袋');
  await page.getByRole('button', { name: m.form.save }).click();
  await expect(page.getByText('おやつ2袋')).toBeVisible();

  await page.getByRole('button', { name: m.actions.publish }).click();
  await page.getByRole('dialog', { name: m.confirm.publish.title }).getByRole('button', { name: m.actions.publish }).click();
  await expect(heading).toContainText(m.status.published);
  await page.getByRole('button', { name: m.actions.stop }).click();
  await page.getByRole('dialog', { name: m.confirm.stop.title }).getByRole('button', { name: m.actions.stop }).click();
  await expect(heading).toContainText(m.status.stopped);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /契約テスト スタンプ/ })).toContainText(m.status.stopped);
  await page.getByRole('link', { name: m.detail.back }).click();
  await expect(page.getByRole('row', { name: /契約テスト スタンプ/ })).toContainText(m.status.stopped);
});
