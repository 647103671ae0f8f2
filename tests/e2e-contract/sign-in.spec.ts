import { ja } from '../../src/messages/ja';
import { shellMessages } from '../../src/messages/shell';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { test, expect, expectAccessible, signInAs } from './support/contract';

// Sign-in of every demo account, cross-origin: the bearer comes back in the Authorization
// response header, which the API must expose (docs/api.md "CORS").

test('admin signs in, chooses among three corporations and reaches the dashboard', async ({ page }) => {
  await signInAs(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/select_corporation$/);
  for (const corporation of demoCorporations) await expect(page.getByRole('button', { name: corporation.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: demoCorporations[1]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  // The API answers /api/me with the spec's {ability} only: no profile, so no e-mail in the top bar.
  await expect(page.locator('.topbar')).toContainText(demoCorporations[1]!.name);
  await expect(page.locator('.topbar')).not.toContainText('admin@demo.example');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('staff (one corporation) lands on the dashboard at once', async ({ page }) => {
  await signInAs(page, 'staff@demo.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
  await expect(page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.corporation })).toHaveCount(0);
  await expectAccessible(page);
});

test('coupon@ signs in with canEditCoupon', async ({ page }) => {
  await signInAs(page, 'coupon@demo.example');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.dashboard })).toBeVisible();
});

test('nobody@ (no corporation) is signed out to /no_regist', async ({ page }) => {
  await signInAs(page, 'nobody@demo.example');
  await expect(page).toHaveURL(/\/no_regist$/);
  await expectAccessible(page);
});

test('the production build has no /__api (the reference is for dev and demo builds only)', async ({ page }) => {
  await page.goto('/__api');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
