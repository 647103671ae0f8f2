import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { API_PORT, SITE } from './tests/e2e-monitoring/support/collector';

// The production build with monitoring pointed at a local collector, against the fake API over
// HTTP. Run with `npm run test:monitoring` (scripts/run-monitoring-e2e.mjs), which builds
// dist-monitoring/ first. The tests start the collector and the static site themselves.
//
//   browser ─► SITE (COLLECTOR_PORT + 1)  the build over HTTPS, with the headers of its _headers
//           ─► API_PORT                   npm run api, the console's VITE_API_BASE_URL
//           ─► COLLECTOR_PORT             the collector (HTTPS): the SDK's envelopes, the browser's CSP reports
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-monitoring',
  outputDir: 'test-results-monitoring',
  workers: 1,
  use: {
    ...base.use,
    baseURL: SITE,
    // The site and the collector serve HTTPS with a certificate the tests make (support/collector.ts).
    ignoreHTTPSErrors: true,
    // The service worker answers the assets itself, out of page.route's reach: the tests hold and break chunks.
    serviceWorkers: 'block',
    // Chromium holds Reporting-API reports for about a minute before it sends them: a moment here. Its
    // uploads of them belong to no page, so only the switch makes them accept the test certificate.
    launchOptions: { ...base.use?.launchOptions, args: [...(base.use?.launchOptions?.args ?? []), '--short-reporting-delay', '--ignore-certificate-errors'] },
  },
  webServer: {
    command: 'node scripts/api-server.mjs',
    env: { API_PORT: String(API_PORT), API_CORS_ORIGINS: SITE },
    url: `http://127.0.0.1:${API_PORT}/api/me`,
    // A stale server on the same port was once silently reused: always start our own.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
