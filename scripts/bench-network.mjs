// The staff's real path: the production build (debug sign-in on, same origin as its API through
// nginx over HTTPS, `npm run serve`) against `npm run api`, across a network. Cold loads run under
// Chromium's network emulation (RTT and bandwidth of a slow mobile link, as Lighthouse's mobile
// preset), empty or with yesterday's code cached; warm clicks against an API that waits a round
// trip before every answer. Every time is from the press (its event's own timestamp) or the
// navigation to the first animation frame that shows the result, in the page's own clock.
/* global window, document, requestAnimationFrame, addEventListener -- in-page code, run by Chromium */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { idle } from './bench-interactions.mjs';

/** Lighthouse's mobile link: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const LINK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const RTT_MS = LINK.latency;
/** What the pages accept instead of the browser's own choice (BENCH_ENCODINGS='gzip, deflate'), to compare encodings. */
const ACCEPT_ENCODING = process.env.BENCH_ENCODINGS ? { extraHTTPHeaders: { 'Accept-Encoding': process.env.BENCH_ENCODINGS } } : {};
const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', ...ACCEPT_ENCODING };
/** What the probes log once the watched screen shows: waiting for a console line puts none of Playwright's code in the page. */
const DONE = 'bench:done';

/** The main screens a sidebar click opens (menu label, page heading), the top page last: it is where the others start from. */
export const SIDEBAR_SCREENS = [
  ['施設一覧', '施設一覧'],
  ['チェックイン', 'チェックインのまとめ'],
  ['クーポン一覧', 'クーポン一覧'],
  ['チケット販売', 'チケット設定一覧'],
  ['会社情報', '会社情報'],
  ['サブアカウント', 'サブアカウント'],
  ['トップページ', 'トップページ'],
];

function installProbes() {
  const probes = { pressedAt: undefined };
  window.__net = probes;
  addEventListener('pointerdown', (event) => (probes.pressedAt = event.timeStamp), { capture: true });
  probes.until = (check) =>
    new Promise((resolve) => {
      const frame = (time) => (check() ? resolve(time) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
  const settled = () =>
    !document.querySelector(
      'main[aria-busy="true"], main [aria-busy="true"], main .spinner-inline, main .is-reloading, main .dashboard-placeholder, [data-route-pending]',
    );
  /** The screen headed `heading` shows its data: nothing loading, nothing refreshing. */
  probes.screen = (heading) => document.querySelector('main h1')?.textContent === heading && settled();
  probes.dashboard = () => probes.screen('トップページ') && document.querySelectorAll('main .dashboard-figure').length > 0;
  probes.facilities = () => probes.screen('施設一覧') && document.querySelectorAll('main table tbody tr').length > 0;
  if (window.__netWatch)
    void probes
      .until(() => probes[window.__netWatch]())
      .then((time) => {
        probes.doneAt = time;
        console.debug('bench:done');
      });
}

const sincePress = (page, check, argument) =>
  page.evaluate(async ({ check, argument }) => (await window.__net.until(() => window.__net[check](argument))) - window.__net.pressedAt, { check, argument });

/** The probes (and a stored session, and the screen to watch) in every page of `context`. */
async function prepare(context, { watch, session } = {}) {
  if (session) {
    await context.addInitScript(({ bearer, corporationId }) => {
      if (!localStorage.getItem('petpass.bearer')) {
        localStorage.setItem('petpass.bearer', bearer);
        localStorage.setItem('petpass.corporationId', corporationId);
      }
    }, session);
  }
  if (watch) await context.addInitScript((name) => (window.__netWatch = name), watch);
  await context.addInitScript(installProbes);
  return context;
}

/** `work` in a page of a context of its own, closed after. */
async function inNewPage(browser, options, work) {
  // No service worker: a first visit, or a browser that never kept one.
  const context = await prepare(await browser.newContext({ ...CONTEXT, serviceWorkers: 'block' }), options);
  try {
    return await work(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** A stored session for `email`, as the browser keeps one after a sign-in: its bearer and its only corporation. */
export async function storedSession(apiUrl, email) {
  const signIn = await fetch(`${apiUrl}/api/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken: `dummy:${email}` }),
  });
  const bearer = (signIn.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  const { corporations } = await (await fetch(`${apiUrl}/api/corporations`, { headers: { Authorization: `Bearer ${bearer}` } })).json();
  return { bearer, corporationId: corporations[0].id };
}

/** A load's requests (resource timing): when the page arrived, the scripts (how many, where from, the last one's end), the API calls' starts, the bytes. */
const waterfall = (page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const entries = performance.getEntriesByType('resource');
    const transferred = [navigation, ...entries].reduce((sum, entry) => sum + entry.transferSize, 0);
    const scripts = entries.filter((entry) => entry.name.endsWith('.js'));
    const api = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/api/'));
    const round = (value) => Math.round(value);
    const from = (entry) =>
      entry.workerFinalSourceType === 'cache' ? "the worker's cache" : entry.deliveryType === 'cache' ? 'the HTTP cache' : 'the network';
    return {
      pageAt: round(navigation.responseEnd),
      scripts: scripts.length,
      scriptsFrom: [...new Set(scripts.map(from))].join(' and '),
      scriptKb: round(scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1000),
      lastScriptEnd: round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
      firstApiStart: round(Math.min(...api.map((entry) => entry.startTime))),
      lastApiStart: round(Math.max(0, ...api.map((entry) => entry.startTime))),
      transferKb: round(transferred / 1000),
    };
  });

/** `page` loads `url` over the emulated link, untouched until its screen shows. */
async function timedLoad(context, page, url) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
  const encodings = new Set();
  page.on('response', (response) => response.url().endsWith('.js') && encodings.add(response.headers()['content-encoding'] ?? 'identity'));
  const done = page.waitForEvent('console', { predicate: (message) => message.text() === DONE, timeout: 30_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await done;
  return { ms: await page.evaluate(() => window.__net.doneAt), ...(await waterfall(page)), encoding: [...encodings].join('+') };
}

/** A cold load of `path` with a stored session, an empty cache and no service worker, over the emulated link. */
export const coldLoad = (browser, base, path, watch, session) =>
  inNewPage(browser, { watch, session }, (page, context) => timedLoad(context, page, `${base}${path}`));

/**
 * The morning: yesterday the person opened the top page and the facility list twice each, on a profile of their own
 * (the HTTP cache and the service worker's cache full); then the browser restarts on that profile, a new tab opens and
 * `path` loads over the emulated link. `launchOptions`: Chromium's executable and flags.
 */
export async function morningOpen(launchOptions, base, path, watch, session) {
  const profile = mkdtempSync(join(tmpdir(), 'petpass-bench-profile-'));
  const launch = async (options) => prepare(await chromium.launchPersistentContext(profile, { ...launchOptions, ...CONTEXT }), options);
  try {
    const yesterday = await launch({ session });
    const page = yesterday.pages()[0] ?? (await yesterday.newPage());
    for (const screen of ['dashboard', 'facilities', 'dashboard', 'facilities']) {
      await page.goto(`${base}/${screen}`);
      await page.waitForFunction((name) => window.__net[name](), screen);
    }
    // The worker is active once its install has kept every file of the build.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await yesterday.close();
    const morning = await launch({ watch });
    const tab = await morning.newPage();
    try {
      // The person types the address a few seconds after the browser started, once its own start-up (its omnibox's pages) is done.
      await tab.waitForTimeout(3000);
      return await timedLoad(morning, tab, `${base}${path}`);
    } finally {
      await morning.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const menu = (page) => page.getByRole('navigation', { name: 'メインメニュー' });

export async function signInThroughForm(page, base, email) {
  await page.goto(`${base}/sign_in`);
  await page.getByLabel(/メールアドレス（デバッグ）/).fill(email);
  await idle(page);
  await page.getByRole('button', { name: 'デバッグログイン' }).click();
}

/** Staff's sign-in: the press on デバッグログイン → the dashboard with every figure. */
export const signInClick = (browser, base) =>
  inNewPage(browser, {}, async (page) => {
    await signInThroughForm(page, base, 'staff@demo.example');
    return sincePress(page, 'dashboard');
  });

/**
 * Admin, signed in, each main screen visited once (its code and data loaded); then, from the
 * screen before it, a click on each sidebar entry → its data painted. `rest` > 0: the pointer
 * rests that long on the entry before the press. Returns { heading: ms }.
 */
export const sidebarClicks = (browser, base, rest) =>
  inNewPage(browser, {}, async (page) => {
    await signInThroughForm(page, base, 'admin@demo.example');
    await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
    await page.waitForFunction(() => window.__net.dashboard());
    for (const [label, heading] of SIDEBAR_SCREENS) {
      await menu(page).getByRole('link', { name: label, exact: true }).click();
      await page.waitForFunction((name) => window.__net.screen(name), heading);
    }
    const times = {};
    for (const [label, heading] of SIDEBAR_SCREENS) {
      await idle(page);
      const link = menu(page).getByRole('link', { name: label, exact: true });
      if (rest > 0) {
        await link.hover();
        await page.waitForTimeout(rest);
      }
      await link.click();
      times[heading] = Math.round(await sincePress(page, 'screen', heading));
    }
    return times;
  });
