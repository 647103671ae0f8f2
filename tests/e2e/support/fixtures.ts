/**
 * The end-to-end test kit: import `test` and `expect` from here, not from @playwright/test.
 *
 * - Every test starts with empty browser storage (the demo persists its data in the browser).
 * - Every test fails if the page logged a console error or threw, unless the test allowed it:
 *   `consoleErrors.allow('[api]')` for a test that provokes a failed request on purpose.
 * - `expectAccessible(page)` runs axe (WCAG 2.1 A and AA) and lists every violation.
 * - `signInAs(page, email)` signs in through the demo's debug sign-in.
 *
 * @example
 *   import { test, expect, expectAccessible, signInAs } from './support/fixtures';
 *   test('staff sees the dashboard', async ({ page }) => {
 *     await signInAs(page, 'staff@demo.example');
 *     await expect(page).toHaveURL(/\/dashboard$/);
 *     await expectAccessible(page);
 *   });
 */
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { ja } from '../../../src/messages/ja';
import { paths } from '../../../src/paths';

export { expect };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface ConsoleErrors {
  /** What was logged so far: console errors and uncaught page errors, in order. */
  readonly messages: readonly string[];
  /** Accepts the errors whose text contains this string (or matches this pattern). */
  allow(pattern: string | RegExp): void;
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  /** Internal: empties localStorage, sessionStorage and IndexedDB before the test (a new context has no caches or service workers). */
  cleanBrowserStorage: void;
}

/** A page of the app's origin that is not the app, to clear storage without booting it. */
const BLANK_PATH = '/__e2e__/blank';

export const test = base.extend<Fixtures>({
  cleanBrowserStorage: [
    async ({ page, baseURL }, use) => {
      // A new context already starts empty; this makes the promise explicit and also holds
      // when a test or project sets a storageState.
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const blank = `${origin}${BLANK_PATH}`;
      await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
      await page.goto(blank);
      await page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        const databases = (await indexedDB.databases?.()) ?? [];
        await Promise.all(
          databases.map(
            ({ name }) =>
              new Promise<void>((done) => {
                if (!name) return done();
                const request = indexedDB.deleteDatabase(name);
                request.onsuccess = request.onerror = request.onblocked = () => done();
              }),
          ),
        );
      });
      await page.unroute(blank);
      await use();
    },
    { auto: true },
  ],

  consoleErrors: [
    async ({ context }, use) => {
      const messages: string[] = [];
      const allowed: Array<string | RegExp> = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        const where = url ? ` (${url}:${lineNumber})` : '';
        messages.push(`console.error: ${message.text()}${where}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        messages.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use({
        messages,
        allow: (pattern) => {
          allowed.push(pattern);
        },
      });
      const isAllowed = (text: string) => allowed.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)));
      const unexpected = messages.filter((text) => !isAllowed(text));
      expect(
        unexpected,
        `The page logged ${unexpected.length} console error(s) or uncaught exception(s). ` +
          'Fix them, or allow an expected one with consoleErrors.allow(...):\n' +
          unexpected.map((text) => `  - ${text}`).join('\n'),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export interface AccessibilityOptions {
  /** CSS selectors to leave out (e.g. a third-party embed). Prefer fixing over excluding. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
}

type WithAxe = Window & { axe?: typeof axe };

/**
 * Puts axe-core into every frame of the page that lacks it. Once per document: an in-app
 * navigation keeps it, so a journey's later checks do not send and compile its half megabyte again
 * (on a small screen that costs as much as the check itself).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => Boolean((window as WithAxe).axe))) continue;
      await frame.evaluate(axe.source);
      await frame.evaluate(() => (window as WithAxe).axe?.configure({ allowedOrigins: ['<same_origin>'] }));
    } catch {
      // A frame that went away meanwhile has nothing to check.
    }
  }
}

/** Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and expects no violation. */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  await injectAxe(page);
  const rules = Object.fromEntries((options.disableRules ?? []).map((rule) => [rule, { enabled: false }]));
  // Only violations are read, so axe need not build selectors and details for every passing node.
  const { violations } = await page.evaluate(({ exclude, runOptions }) => (window as WithAxe).axe!.run({ exclude }, runOptions), {
    exclude: options.exclude ?? [],
    runOptions: { runOnly: { type: 'tag' as const, values: WCAG_TAGS }, rules, resultTypes: ['violations' as const] },
  });
  const report = violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `      ${node.target.join(' ')}`).join('\n');
      return (
        `  - ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n` +
        `    ${violation.helpUrl}\n    on ${violation.nodes.length} element(s):\n${targets}`
      );
    })
    .join('\n');
  const where = new URL(page.url()).pathname;
  expect(
    violations.map((violation) => violation.id),
    `${violations.length} accessibility violation(s) on ${where}:\n${report}`,
  ).toEqual([]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in through the demo's debug sign-in: the one-click demo-account button whose
 * accessible name contains the e-mail, else the form headed デバッグログイン. Resolves once
 * the app has left /sign_in (to wherever the session sends this account).
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(paths.signIn);
  // The address alone, not part of a longer one (admin@… must not match superadmin@…).
  const accountName = new RegExp(`(^|[^\\w.+-])${escapeRegExp(email)}($|[^\\w.-])`, 'i');
  const oneClick = page.getByRole('button', { name: accountName });
  const debugHeading = page.getByRole('heading', { name: ja.signIn.debugHeading });
  await expect(oneClick.or(debugHeading).first()).toBeVisible();

  if ((await oneClick.count()) > 0) {
    await oneClick.first().click();
  } else {
    const debugForm = page
      .locator('form, fieldset, section, [role="region"], [role="form"]')
      .filter({ has: debugHeading })
      .filter({ has: page.getByRole('textbox') })
      .last();
    await debugForm.getByRole('textbox', { name: ja.signIn.mailLabel }).fill(email);
    const submit = debugForm.locator('button[type="submit"], input[type="submit"]');
    await ((await submit.count()) > 0 ? submit.first() : debugForm.getByRole('button').last()).click();
  }

  await page.waitForURL((url) => !url.pathname.startsWith(paths.signIn));
}
