// The timings a user feels, in real Chromium on the demo build: each from the user's press (the
// pointerdown event's own timestamp) or from the navigation, to the first animation frame in
// which the result is on screen, in the page's own clock.
/* global window, document, requestAnimationFrame, addEventListener -- in-page code, run by Chromium */

const STAFF = /staff@demo\.example/;
const ADMIN = /admin@demo\.example/;
const RESORTS = '株式会社ポチタマリゾート';

/** In-page probes, before every document: the last press, and `until(check)`: the first frame where it holds. */
function installProbes() {
  const probes = { pressedAt: undefined };
  window.__bench = probes;
  addEventListener('pointerdown', (event) => (probes.pressedAt = event.timeStamp), { capture: true });
  addEventListener('keydown', (event) => (probes.pressedAt = event.timeStamp), { capture: true });
  // A character typed as text (what an IME sends) comes without a keydown.
  addEventListener('beforeinput', (event) => (probes.pressedAt = event.timeStamp), { capture: true });
  probes.until = (check) =>
    new Promise((resolve) => {
      const frame = (time) => (check() ? resolve(time) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
  // What "on screen" means for each measure (named, so no code is built from text under the CSP).
  const settled = () => !document.querySelector('main [aria-busy="true"], main .spinner-inline, main .is-reloading');
  const rows = () => document.querySelectorAll('main table tbody tr');
  probes.checks = {
    dashboard: () =>
      document.querySelector('h1')?.textContent === 'トップページ' &&
      document.querySelectorAll('main .dashboard-figure').length > 0 &&
      !document.querySelector('main .dashboard-placeholder') &&
      settled(),
    corporationChoice: () =>
      [...document.querySelectorAll('main button, .auth-card button')].some((button) => button.textContent?.includes('株式会社ポチタマリゾート')),
    ticketRows: () => rows().length >= 300 && settled(),
    firstRowChanged: (before) => !!rows()[0] && rows()[0].textContent !== before && settled(),
    searchOpen: () => !!document.querySelector('dialog[open]') && document.activeElement?.getAttribute('role') === 'combobox',
    searchShows: (query) => !!document.querySelector('dialog[open] [role="status"]')?.textContent?.includes(`「${query}」`),
  };
  if (window.__benchWatch) void probes.until(() => probes.checks[window.__benchWatch]()).then((time) => (probes.doneAt = time));
}

/** Waits in the page for the named check; returns its frame time minus the last press. */
const sincePress = (page, check, argument) =>
  page.evaluate(async ({ check, argument }) => (await window.__bench.until(() => window.__bench.checks[check](argument))) - window.__bench.pressedAt, {
    check,
    argument,
  });

/** The page is idle (no request for 500 ms), and the user reads it for half a second more. */
export async function idle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function signedIn(page, base, account, corporation) {
  await page.goto(`${base}/sign_in`);
  await page.getByRole('button', { name: account }).click();
  if (corporation) await page.getByRole('button', { name: corporation }).click();
  await page.getByRole('heading', { level: 1, name: 'トップページ' }).waitFor();
  await page.waitForFunction(() => window.__bench.checks.dashboard());
}

/** `work` in a page of a context of its own, with the probes (watching the check `watch` from the start), closed after. */
const measure = (browser, watch, work) => async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  if (watch) await context.addInitScript((name) => (window.__benchWatch = name), watch);
  await context.addInitScript(installProbes);
  try {
    return await work(await context.newPage(), context);
  } finally {
    await context.close();
  }
};

/** A plain click on a demo account 0.5 s after the sign-in page is idle → staff's dashboard with its figures, or admin's corporation choice. */
export const signInClick = (browser, base, who) =>
  measure(browser, undefined, async (page) => {
    await page.goto(`${base}/sign_in`);
    await idle(page);
    await page.getByRole('button', { name: who === 'admin' ? ADMIN : STAFF }).click();
    return sincePress(page, who === 'admin' ? 'corporationChoice' : 'dashboard');
  })();

/** Sidebar click → the 300-row ticket source list complete (admin, first visit). */
export const sidebarToTicketList = (browser, base) =>
  measure(browser, undefined, async (page) => {
    await signedIn(page, base, ADMIN, RESORTS);
    await idle(page);
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'チケット販売' }).click();
    return sincePress(page, 'ticketRows');
  })();

/** Cold load of the 300-row list: signed in, HTTP cache emptied, the address typed in. */
export const coldTicketList = (browser, base) =>
  measure(browser, 'ticketRows', async (page, context) => {
    await signedIn(page, base, ADMIN, RESORTS);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.goto(`${base}/ticket-sources`);
    await page.waitForFunction(() => window.__bench.doneAt !== undefined);
    return page.evaluate(() => window.__bench.doneAt);
  })();

/** `clicks` times: a press, then the first row of the table has changed (`action` presses). */
async function repeatedChange(page, clicks, action) {
  const times = [];
  for (let click = 0; click < clicks; click += 1) {
    const before = await page.locator('main table tbody tr').first().textContent();
    await action(click);
    times.push(await sincePress(page, 'firstRowChanged', before));
    await idle(page);
  }
  return times;
}

/** Check-in list, 次のページ → the new rows painted, page after page. */
export const checkInNextPage = (browser, base, clicks) =>
  measure(browser, undefined, async (page) => {
    await signedIn(page, base, ADMIN, RESORTS);
    await page.goto(`${base}/check-in-history`);
    await page.locator('main table tbody tr').first().waitFor();
    await idle(page);
    return repeatedChange(page, clicks, () => page.getByRole('main').getByRole('link', { name: '次のページ' }).first().click());
  })();

/** The 300-row ticket source list, another sort chosen → the re-sorted rows painted. */
export const sortTicketList = (browser, base, clicks) =>
  measure(browser, undefined, async (page) => {
    await signedIn(page, base, ADMIN, RESORTS);
    await page.goto(`${base}/ticket-sources`);
    await page.waitForFunction(() => window.__bench.checks.ticketRows());
    await idle(page);
    const sort = page.getByRole('combobox', { name: '並び替え' });
    // Orders whose first rows differ from one to the next; the press is the choice itself.
    const orders = ['name', 'priceDesc', 'priceAsc'];
    return repeatedChange(page, clicks, async (click) => {
      await page.evaluate(() => (window.__bench.pressedAt = performance.now()));
      await sort.selectOption(orders[click % orders.length]);
    });
  })();

/**
 * 検索 at a company with 1 000 facilities, 300 coupons and 300 ticket sources in the cache (their
 * screens visited once), on the production build: Ctrl+K the first time and again → the dialog
 * open with its input focused; each character typed → the results for it painted.
 */
export const searchTimes = (browser, base, signIn) =>
  measure(browser, undefined, async (page) => {
    await signIn(page, base, 'admin@demo.example');
    await page.getByRole('button', { name: RESORTS }).click();
    for (const [label, rows] of [
      ['施設一覧', 1000],
      ['クーポン一覧', 300],
      ['チケット販売', 300],
    ]) {
      await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: label, exact: true }).click();
      await page.waitForFunction((count) => document.querySelectorAll('main table tbody tr').length >= count, rows);
    }
    await idle(page);
    const open = async () => {
      await page.keyboard.press('Control+k');
      return sincePress(page, 'searchOpen');
    };
    const first = await open();
    const keys = [];
    for (const word of ['ポチタマ', '那須高原', '年間パス']) {
      await page.getByRole('combobox', { name: '画面・施設・クーポンなどを検索' }).fill('');
      for (let end = 1; end <= word.length; end += 1) {
        await page.waitForTimeout(100);
        await page.keyboard.type(word[end - 1]);
        keys.push(await sincePress(page, 'searchShows', word.slice(0, end)));
      }
    }
    const again = [];
    for (let n = 0; n < 3; n += 1) {
      await page.keyboard.press('Escape');
      await idle(page);
      again.push(await open());
    }
    return { first, again, keys };
  })();
