import { test, expect, expectAccessible } from './support/fixtures';
import { ja } from '../../src/messages/ja';
import { screens } from '../../src/messages/screens';
import { paths } from '../../src/paths';

// The screens anyone can open without signing in, each checked with axe (WCAG 2.1 A/AA).
const productTitle = / \| ペットパス 管理画面$/;

test.describe('public screens', () => {
  test('/sign_in offers the debug sign-in in the demo', async ({ page }) => {
    await page.goto(paths.signIn);
    await expect(page.getByRole('heading', { name: ja.signIn.debugHeading })).toBeVisible();
    await expect(page).toHaveURL(/\/sign_in$/);
    await expect(page).toHaveTitle(productTitle);
    await expectAccessible(page);
  });

  test('/no_regist explains that the account is not registered', async ({ page }) => {
    await page.goto(paths.noRegist);
    await expect(page.getByRole('heading', { name: screens.noRegist.heading })).toBeVisible();
    await expect(page).toHaveURL(/\/no_regist$/);
    await expect(page).toHaveTitle(productTitle);
    await expectAccessible(page);
  });

  test('/maintenance redirects home (and so to /sign_in) while maintenance is off', async ({ page }) => {
    await page.goto(paths.maintenance);
    await expect(page).toHaveURL(/\/sign_in$/);
    await expect(page.getByRole('heading', { name: ja.signIn.debugHeading })).toBeVisible();
    await expect(page.getByText(screens.maintenance.heading)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('/health answers without signing in', async ({ page }) => {
    await page.goto(paths.health);
    await expect(page.getByRole('heading', { name: screens.health.heading })).toBeVisible();
    await expect(page).toHaveURL(/\/health$/);
    await expectAccessible(page);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText(ja.notFound)).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expectAccessible(page);
  });
});
