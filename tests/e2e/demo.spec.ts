import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { demoMessages } from '../../src/messages/demo';
import { ja } from '../../src/messages/ja';
import { screens } from '../../src/messages/screens';
import { settingsMessages } from '../../src/messages/settings';
import { paths } from '../../src/paths';

// The standalone demo (DECISIONS §5): data that survives a reload, the demo panel, the outbox,
// the visualizer. Every test starts with empty browser storage (fixtures).

const t = demoMessages.panel;
const SEED_NAME = '株式会社ポチタマリゾート';

const panelButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${t.open}`) });
const panel = (page: Page) => page.getByRole('dialog', { name: t.heading });

async function openPanel(page: Page) {
  await panelButton(page).click();
  await expect(panel(page)).toBeVisible();
  return panel(page);
}

async function signInAdminTo(page: Page, corporation: string) {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: corporation }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Reads the demo's IndexedDB snapshot as text ('' when there is none yet). */
const savedSnapshot = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('petpass-demo');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          const done = (text: string) => {
            db.close();
            resolve(text);
          };
          if (!db.objectStoreNames.contains('state')) return done('');
          const get = db.transaction('state').objectStore('state').get('snapshot');
          get.onsuccess = () => done(JSON.stringify(get.result ?? ''));
          get.onerror = () => done('');
        };
      }),
  );

/** Waits until the demo's saved snapshot holds `text` (the debounced save has landed). */
async function savedInBrowser(page: Page, text: string) {
  await expect.poll(() => savedSnapshot(page)).toContain(text);
}

test.describe('the standalone demo', () => {
  test('seeds a fresh browser in well under a second', async ({ browser }) => {
    // Three fresh browser contexts (empty storage: a full seed each); the best must stay under a
    // second. The best, because this machine is shared: one cold start can stall on a busy CPU.
    const seeds: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(paths.signIn);
      await expect(page.getByRole('heading', { name: ja.signIn.debugHeading })).toBeVisible();
      seeds.push(await page.evaluate(() => performance.getEntriesByName('petpass-demo-seed')[0]?.duration ?? -1));
      await context.close();
    }
    test.info().annotations.push({ type: 'seed', description: seeds.map((ms) => `${ms.toFixed(0)} ms`).join(', ') });
    expect(Math.min(...seeds)).toBeGreaterThan(0);
    expect(Math.min(...seeds)).toBeLessThan(1000);
  });

  test('the demo panel is on public and signed-in screens, and is accessible', async ({ page }) => {
    await page.goto(paths.signIn);
    const dialog = await openPanel(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toBeHidden();

    await signInAdminTo(page, SEED_NAME);
    await expect(panelButton(page)).toBeVisible();
    await openPanel(page);
    await expectAccessible(page);
  });

  test('a change survives a reload until データを初期化', async ({ page }) => {
    const renamed = '株式会社ポチタマリゾート（デモで変更）';
    await signInAdminTo(page, SEED_NAME);
    await page.getByRole('navigation', { name: ja.menu.mainNav }).getByRole('link', { name: ja.menu.corporation }).click();
    await expect(page).toHaveURL(/\/settings\/corporation$/);
    const name = page.getByRole('textbox', { name: settingsMessages.corporation.name });
    await expect(name).toHaveValue(SEED_NAME);
    await name.fill(renamed);
    await page.getByRole('button', { name: settingsMessages.corporation.save }).click();
    await expect(page.getByText(settingsMessages.corporation.saved)).toBeVisible();
    await savedInBrowser(page, renamed);

    await page.reload();
    await expect(page.getByRole('textbox', { name: settingsMessages.corporation.name })).toHaveValue(renamed);
    await expectAccessible(page);

    const dialog = await openPanel(page);
    await dialog.getByRole('button', { name: t.reset }).click();
    await dialog.getByRole('button', { name: t.resetYes }).click();
    await expect(page).toHaveURL(/\/sign_in$/);
    await signInAdminTo(page, SEED_NAME);
    await expect(page.getByText(renamed)).toHaveCount(0);
  });

  test('メンテナンスモード sends every screen to /maintenance, survives a reload, and switches off', async ({ page }) => {
    await signInAdminTo(page, SEED_NAME);
    const dialog = await openPanel(page);
    await dialog.getByRole('switch', { name: t.maintenance }).check();
    await expect(page).toHaveURL(/\/maintenance$/);
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(panelButton(page)).toContainText(demoMessages.badge.maintenance);
    await expectAccessible(page);

    await savedInBrowser(page, '"maintenance":true');
    await page.goto(paths.facilities);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { name: screens.maintenance.heading })).toBeVisible();

    await (await openPanel(page)).getByRole('switch', { name: t.maintenance }).uncheck();
    await expect(page).not.toHaveURL(/\/maintenance$/);
    await expect(panelButton(page)).not.toContainText(demoMessages.badge.maintenance);
  });

  test('セッション切れ makes the next call answer 401 and signs the user out', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/\[api\] GET \S+ failed 401/); // the expired call (whichever comes next), logged on purpose
    await signInAdminTo(page, SEED_NAME);
    const dialog = await openPanel(page);
    await dialog.getByRole('button', { name: t.sessionExpire }).click();
    // The next call answers 401: a screen's own call, or else the profile refresh of the next navigation.
    if (!/\/sign_in$/.test(page.url())) {
      await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: ja.menu.mainNav }).getByRole('link', { name: ja.menu.facilities }).click({ timeout: 2000 }).catch(() => undefined);
    }
    await expect(page).toHaveURL(/\/sign_in$/);
    await expect(panelButton(page)).not.toContainText(demoMessages.badge.sessionArmed);
  });

  test('通信障害 settings show on the button and stay after a reload', async ({ page }) => {
    await page.goto(paths.signIn);
    const dialog = await openPanel(page);
    await dialog.getByLabel(t.latency).fill('800');
    await dialog.getByLabel(t.failureRate).fill('20');
    await expect(panelButton(page)).toContainText('障害 20%');
    await expect(panelButton(page)).toContainText('遅延 800ms');
    await savedInBrowser(page, '"failureRate":0.2');
    await page.reload();
    await expect(panelButton(page)).toContainText('障害 20%');
    await expect(panelButton(page)).toContainText('遅延 800ms');
  });

  test('the mail-link sign-in shows the sent mail, and its link signs in', async ({ page }) => {
    await page.goto(paths.signIn);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: ja.signIn.mailHeading }) });
    await form.getByRole('textbox', { name: ja.signIn.mailLabel }).fill('staff@demo.example');
    await form.getByRole('button', { name: ja.signIn.mailSubmit }).click();
    const outbox = page.getByRole('region', { name: demoMessages.outbox.heading });
    await expect(outbox).toContainText('staff@demo.example');
    await expectAccessible(page);
    await outbox.getByRole('link', { name: demoMessages.outbox.link }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the visualizer draws every machine and marks the live session state', async ({ page }) => {
    await page.goto(paths.visualizer);
    await expect(page.getByRole('heading', { level: 1, name: demoMessages.visualizer.title })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('個のマシン');
    const session = page.getByRole('region', { name: 'session' });
    await expect(session.locator('[data-state-path="signedOut.idle"]')).toHaveAttribute('aria-current', 'step');
    await expectAccessible(page);
  });
});
