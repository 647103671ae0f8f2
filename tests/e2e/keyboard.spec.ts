import { test, expect, expectAccessible } from './support/fixtures';
import type { Page } from '@playwright/test';

// Keyboard-only journeys: no mouse, visible focus at every step.

async function tabTo(page: Page, accessibleName: RegExp, maxTabs = 80) {
  for (let i = 0; i < maxTabs; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Only a control can be the target: the screen's <main>, focused by the app after a
      // navigation, holds every name on the screen in its text.
      if (!el?.matches('a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"]')) return '';
      const labelled = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
      return `${labelled ?? ''} ${el.textContent ?? ''}`.trim();
    });
    if (accessibleName.test(name)) return;
  }
  throw new Error(`could not reach ${accessibleName} with Tab`);
}

async function expectFocusVisible(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { matches: el.matches(':focus-visible'), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.matches).toBe(true);
  expect(outline.outline).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test('signs in and chooses a corporation with the keyboard only', async ({ page }) => {
  await page.goto('/sign_in');
  await expect(page.getByRole('heading', { name: 'デバッグログイン' })).toBeVisible();
  // the demo accounts load lazily: wait for them so the tab order is settled
  await expect(page.getByRole('button', { name: /admin@demo\.example/ })).toBeVisible();
  await tabTo(page, /メールアドレス（デバッグ）/);
  await expectFocusVisible(page);
  await page.keyboard.type('admin@demo.example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select_corporation$/);
  await expectAccessible(page);

  await tabTo(page, /株式会社ポチタマリゾート/);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Focus moves to the new page's content; the menu is reachable and works with Enter.
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, /^施設一覧/);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/facilities$/);
  await expect(page.locator('#main-content')).toBeFocused();

  // The shortcuts (docs/search.md "Keyboard"): ? lists them, / goes to the list's search box.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'キーボードショートカット' });
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: '施設名で検索' })).toBeFocused();
  await page.keyboard.press('Tab');

  // 検索: Ctrl+K, half-width katakana, the first option, Enter: the facility's screen.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: '画面・施設・クーポンなどを検索' });
  await expect(search).toBeFocused();
  await page.keyboard.type('ﾎﾟﾁﾀﾏﾘｿﾞｰﾄ');
  const first = page.getByRole('group', { name: '施設' }).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expectAccessible(page);
  const name = (await first.locator('.search-option-label').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/facilities\/fac-/);
  await expect(page.getByRole('main')).toContainText(name);
});

test('edits the company information with the keyboard only', async ({ page }) => {
  await page.goto('/sign_in');
  await expect(page.getByRole('button', { name: /admin@demo\.example/ })).toBeVisible();
  await tabTo(page, /メールアドレス（デバッグ）/);
  await page.keyboard.type('admin@demo.example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select_corporation$/);
  await tabTo(page, /株式会社ポチタマリゾート/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, /^会社情報/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/corporation$/);
  await tabTo(page, /^会社名/);
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('株式会社ポチタマリゾート東日本');
  await tabTo(page, /^保存する/);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByText('株式会社ポチタマリゾート東日本')).toBeVisible();
});
