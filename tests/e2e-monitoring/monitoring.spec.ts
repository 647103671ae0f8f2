import { test, expect, expectAccessible, signInAs } from '../e2e/support/fixtures';
import type { LocalSite } from '../e2e/support/local-site';
import { ja } from '../../src/messages/ja';
import { shellMessages } from '../../src/messages/shell';
import { facilitiesMessages } from '../../src/messages/facilities';
import { patterns } from '../../src/paths';
import { startCollector, testCertificate, type Collector, type SentEvent } from './support/collector';
import { hostHeaders, startSite } from './support/site';

// The production build with VITE_SENTRY_DSN pointing at a local collector (scripts/run-monitoring-e2e.mjs),
// served with the headers of its _headers. What the operations team must see arrives there, each
// report with the release and the route pattern, and nothing personal does (docs/security.md "Monitoring").

let collector: Collector;
let site: LocalSite;
test.beforeAll(async () => {
  const tls = testCertificate();
  collector = await startCollector(tls);
  site = await startSite(tls);
});
test.afterAll(async () => {
  await site.close();
  await collector.close();
});

/** The release the build stamped on its reports: its CSP reports carry it too, in the endpoint's query. */
const release = () => new URL(/"(.+)"/.exec(hostHeaders()('/')['Reporting-Endpoints']!)![1]!).searchParams.get('sentry_release')!;
const NAME = '山田 太郎';
const EMAIL = 'staff@demo.example';

/** Resolves to the first thing `find` finds in what the collector has received, waiting for it to arrive. */
async function arrival<T>(find: () => T | undefined): Promise<T> {
  await expect.poll(() => find() !== undefined).toBe(true);
  return find()!;
}
const eventWith = (test: (event: SentEvent) => boolean) => () => collector.events().find(test);

test('failures, a CSP violation and vitals reach the operations team with release and route pattern, and nothing personal', async ({ page, consoleErrors }) => {
  expect(release()).toMatch(/^petpass-console@\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
  // The browser, and no IP address for the server to infer.
  const expected = { release: release(), environment: 'production', contexts: { browser: { name: 'Chrome' } }, sdk: { settings: { infer_ip: 'never' } } };

  // An error before the SDK has arrived (it is held back here), and a reload before it could: the
  // report waits, and the next page sends it once its SDK is in.
  let letSdkIn = () => {};
  const sdkHeld = new Promise<void>((resolve) => (letSdkIn = resolve));
  let sdkAskedFor = () => {};
  const sdkRequested = new Promise<void>((resolve) => (sdkAskedFor = resolve));
  await page.route('**/assets/monitoring-sdk-*.js', async (route) => {
    sdkAskedFor();
    await sdkHeld;
    await route.continue();
  });
  await page.goto(patterns.signIn);
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  await sdkRequested;
  // Its message names a person, as a library's might: the report says what happened without it.
  consoleErrors.allow('e2e: thrown before the reporter');
  await page.evaluate(
    (email) =>
      new Promise((done) => {
        setTimeout(() => {
          throw new Error(`e2e: thrown before the reporter, for ${email}`);
        });
        setTimeout(done);
      }),
    EMAIL,
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ja.signIn.heading })).toBeVisible();
  expect(collector.received()).toEqual([]);
  letSdkIn();
  const thrown = await arrival(
    eventWith((event) => event.exception?.values.some((value) => value.value === 'e2e: thrown before the reporter, for [email]') === true),
  );
  expect(thrown).toMatchObject({ ...expected, level: 'error', transaction: patterns.signIn, tags: { failure: 'uncaught', route: patterns.signIn } });
  await expectAccessible(page);

  // A name typed into a form, and a connection the CSP blocks there: the browser reports it to the
  // project's security endpoint (the header's report-to; a meta policy cannot report).
  await signInAs(page, EMAIL);
  const bearer = await page.evaluate(() => localStorage.getItem('petpass.bearer'));
  expect(bearer).toBeTruthy();
  await page.goto(patterns.facilityNew);
  await page.getByLabel(facilitiesMessages.fields.name).fill(NAME);
  consoleErrors.allow(/Content Security Policy|Refused to connect/);
  await page.evaluate(() => fetch('http://127.0.0.1:9/blocked-by-the-csp').catch(() => undefined));
  const violation = await arrival(() => collector.cspReports().find((report) => report.type === 'csp-violation'));
  expect(violation.body).toMatchObject({ effectiveDirective: 'connect-src', blockedURL: 'http://127.0.0.1:9/blocked-by-the-csp' });
  expect(new URL(String(violation.url)).pathname).toBe(patterns.facilityNew);
  expect(violation.query.get('sentry_release')).toBe(release());
  await expectAccessible(page);

  // An answer outside the contract, on a screen whose address has an id.
  consoleErrors.allow('[api]');
  await page.route('**/api/corporations/*/facilities/*/', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { facility: 'nonsense' } }) : route.fallback(),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.facilities }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/facilities\/[^/]+$/);
  const facilityPath = new URL(page.url()).pathname;
  await expect(page.getByText(ja.failurePrefix, { exact: false }).first()).toBeVisible();
  const malformed = await arrival(eventWith((event) => event.tags?.['api.status'] === 'malformed'));
  expect(malformed).toMatchObject({
    ...expected,
    message: 'API answer outside the contract: GET /api/corporations/{corporationId}/facilities/{facilityId}/',
    tags: { failure: 'api', route: patterns.facility, 'api.method': 'GET', 'api.route': '/api/corporations/{corporationId}/facilities/{facilityId}/' },
  });
  await expectAccessible(page);

  // A server error, on a screen loaded afresh.
  consoleErrors.allow('status of 503');
  await page.route('**/api/corporations/*/coupons/', (route) => route.fulfill({ status: 503, json: { displayMessage: `${NAME} さんの件で停止中` } }));
  await page.goto(patterns.coupons);
  await expect(page.getByText(ja.failurePrefix, { exact: false }).first()).toBeVisible();
  const failed = await arrival(eventWith((event) => event.tags?.['api.status'] === '503'));
  expect(failed).toMatchObject({
    ...expected,
    message: 'API 503: GET /api/corporations/{corporationId}/coupons/',
    tags: { failure: 'api', route: patterns.coupons, 'api.route': '/api/corporations/{corporationId}/coupons/', 'api.operation': 'listCoupons' },
  });
  await expectAccessible(page);

  // A screen whose code is gone: one reload, then the notice; the failure is reported.
  await page.route('**/assets/help-page-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  consoleErrors.allow(/help-page|Failed to fetch dynamically imported module|404/);
  await page.goto(patterns.settingsHelp);
  await expect(page.getByRole('heading', { name: ja.chunkFailed.heading })).toBeVisible();
  const chunk = await arrival(eventWith((event) => event.tags?.failure === 'chunk'));
  expect(chunk).toMatchObject({ ...expected, tags: { route: patterns.settingsHelp } });
  await expectAccessible(page);

  // The vitals of the screens seen, one event per visit, each with its route pattern.
  await page.goto('about:blank');
  const vitals = await arrival(eventWith((event) => event.tags?.failure === 'vital' && event.tags.route === patterns.facilityNew));
  expect(vitals).toMatchObject({ ...expected, level: 'info', message: `web vitals ${patterns.facilityNew}` });
  expect(Object.keys(vitals.contexts?.vitals ?? {}).sort()).toEqual(['CLS', 'INP', 'LCP']);
  expect(Object.values(patterns)).toEqual(expect.arrayContaining(collector.events().map((event) => event.tags?.route)));

  // Nothing personal in anything that was sent: no bearer, no e-mail address, no name from the form,
  // no id from an address; and no address with a path in a request's own headers.
  for (const { raw, headers } of collector.received()) {
    expect(raw).not.toContain(bearer);
    expect(raw).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
    expect(raw).not.toContain(NAME.split(' ')[0]);
    expect(raw).not.toContain(NAME.split(' ')[1]);
    expect(raw).not.toContain(facilityPath);
    expect(headers.referer ?? site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/?$/);
  }
});
