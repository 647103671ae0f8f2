import type { Page } from '@playwright/test';
import { COORDINATE_LIMITS } from '../../src/api/coordinates';
import { apiMessages } from '../../src/messages/api';
import { facilitiesMessages } from '../../src/messages/facilities';
import { ja } from '../../src/messages/ja';
import { paths } from '../../src/paths';
import { test, expect, signInAs } from './support/contract';

/**
 * The contract-fuzz journey: the production build against Prism's mock, which answers every call
 * with random data openapi.json allows (playwright.contract-fuzz.config.ts). Screens are visited
 * in rounds, each visit with new answers, until every screen has shown its data a few times;
 * whatever the contract allows must show without a page error, without a format failure, and
 * without nonsense on screen. Corporations are random too: a sign-out for an account without a
 * corporation is an answer like any other (and is checked the same). The abilities alone are held
 * (every one on, the rest of /api/me's answer as Prism gives it), so that every screen opens in
 * every round and the journey's length does not depend on luck.
 */
const VISITS = Number(process.env.FUZZ_VISITS ?? 5);
const MAX_ROUNDS = 15;
const id = 'fuzz-1';
/** Every screen once; no two in a row that one screen component shows (the check-in list and its detail). */
const screens = [
  paths.dashboard,
  paths.facilities,
  paths.facilityNew,
  paths.facility(id),
  paths.checkInSummary,
  paths.checkInHistory,
  paths.coupons,
  paths.couponNew,
  paths.coupon(id),
  paths.ticketSources,
  paths.ticketSourceNew,
  paths.ticketSource(id),
  paths.ticketSourceEdit(id),
  paths.summaryConsumes,
  paths.summaryPayments,
  paths.summaryRefunds,
  paths.ticketPayment(id),
  `${paths.summaryConsumes}?month=2026-05`,
  `${paths.summaryPayments}?month=2026-05`,
  `${paths.summaryRefunds}?month=2026-05`,
  paths.settings,
  paths.settingsCorporation,
  paths.settingsMembers,
  paths.settingsMembersEdit,
  paths.settingsServices,
  paths.settingsHelp,
  paths.checkIn(id),
];

/** What must never be on a screen, however odd the answers the contract allows. */
const nonsense: [string, RegExp][] = [
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['Invalid Date', /Invalid Date/],
  ['[object Object]', /\[object /],
  ['a format failure', new RegExp(apiMessages.malformedResponse('.*').replace(/[（）。]/g, '.'))],
  ['a record read as malformed', new RegExp(apiMessages.malformedRecordMark)],
  ['a failure', new RegExp(ja.failurePrefix)],
  ['a negative count or amount', /(^|[^\w.\-−])[-−]\d[\d,]*(\.\d+)?\s*(件|回|枚|種|日|か月|ヶ月|名|人|円|%)|¥\s*[-−]\d/],
  ['a count with a fraction', /\d\.\d+\s*(件|回|枚|種|名|人)/],
];

/**
 * Navigates inside the app, as a click on one of its links would, and waits until the screen
 * that was there has gone (the app keeps it, inert, until the new one may show): its element
 * replaced, or, where one component shows both (a refusal of access), the page titled anew.
 */
async function go(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    if (location.pathname + location.search === to) return undefined;
    document.querySelector('main > .page-header + *')?.setAttribute('data-fuzz-left', '');
    const title = document.title;
    history.pushState(null, '', to);
    return title;
  }, path);
  if (before === undefined) return;
  await page.waitForFunction(
    (title) => !document.querySelector('main[inert]') && (!document.querySelector('[data-fuzz-left]') || document.title !== title),
    before,
  );
}

/** The screen has what it asked for: no navigation waiting, nothing loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main[inert], [aria-busy="true"], .spinner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function expectSense(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const found = nonsense
    .filter(([, pattern]) => pattern.test(text))
    .map(([what]) => `${what}: …${text.match(nonsense.find(([name]) => name === what)![1])?.[0]}…`);
  expect(found, `${where} shows what the answers cannot mean`).toEqual([]);
}

/**
 * A facility's position, where the screen shows one, is on the globe: the contract bounds
 * latitude and longitude, so nothing it allows may show as, say, latitude −11944080.28.
 */
async function expectOnTheGlobe(page: Page, where: string): Promise<void> {
  const f = facilitiesMessages;
  const position = page.locator('dt', { hasText: `${f.fields.latitude}・${f.fields.longitude}` }).locator('xpath=following-sibling::dd[1]');
  if ((await position.count()) === 0) return;
  const text = await position.innerText();
  if (text === f.detail.notSet) return;
  const [latitude, longitude] = text.split(',').map(Number);
  expect(Math.abs(latitude!) <= COORDINATE_LIMITS.latitude && Math.abs(longitude!) <= COORDINATE_LIMITS.longitude, `${where} shows the position ${text}`).toBe(
    true,
  );
}

/** Signs in and settles in a corporation: the answers decide whether there are none, one or several. */
async function enter(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await signInAs(page, 'fuzz@example.jp');
    await expect(page).toHaveURL(/\/(dashboard|select_corporation|no_regist)$/);
    if (page.url().endsWith(paths.noRegist)) {
      await settled(page);
      await expectSense(page, paths.noRegist);
      continue;
    }
    if (page.url().endsWith(paths.selectCorporation)) {
      await settled(page);
      await expectSense(page, paths.selectCorporation);
      await page.getByRole('main').getByRole('button').first().click();
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    return;
  }
  throw new Error('no answer of /api/corporations gave a corporation in ten sign-ins');
}

/** arktype's registry: every schema is built once, so it stops growing once each screen has been seen. */
const registrySize = (page: Page) =>
  page.evaluate(() => {
    const registry = (globalThis as unknown as { $ark?: Record<string, unknown> & { nodesByRegisteredId?: object } }).$ark;
    return registry ? Object.keys(registry).length + Object.keys(registry.nodesByRegisteredId ?? {}).length : 0;
  });

const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('every screen reads whatever the contract allows', async ({ page }) => {
  // Image addresses are random text: every image is answered with a blank one, wherever it points.
  await page.route(
    () => true,
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/png', body: BLANK_PNG }) : route.fallback()),
  );
  await page.route(/\/api\/me$/, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const me = (await response.json()) as { ability: Record<string, boolean> };
    await route.fulfill({ response, json: { ...me, ability: Object.fromEntries(Object.keys(me.ability).map((name) => [name, true])) } });
  });
  await enter(page);
  const shown = new Map(screens.map((path) => [path, 0]));
  const fewest = () => Math.min(...shown.values());
  // Sizes after the rounds in which every screen had already been shown once.
  const sizes: number[] = [];
  for (let round = 1; round <= MAX_ROUNDS && (fewest() < VISITS || sizes.length < 2); round += 1) {
    const everyScreenSeen = fewest() > 0;
    for (const path of screens) {
      await go(page, path);
      await settled(page);
      await expectSense(page, `${path} (round ${round})`);
      await expectOnTheGlobe(page, `${path} (round ${round})`);
      if ((await page.getByRole('heading', { name: ja.forbidden.heading }).count()) === 0) shown.set(path, (shown.get(path) ?? 0) + 1);
    }
    if (everyScreenSeen) sizes.push(await registrySize(page));
  }
  expect(
    [...shown].filter(([, count]) => count < VISITS),
    `screens shown fewer than ${VISITS} times with their data`,
  ).toEqual([]);
  expect(new Set(sizes).size, `arktype's registry after each round once every screen was seen: ${sizes.join(', ')}`).toBe(1);
});
