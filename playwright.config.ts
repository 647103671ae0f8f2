import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/ensure-system.mjs';

// End-to-end tests run in Chromium against the built demo (Mirage inside), served by
// `vite preview`. `npm run test:e2e` (scripts/run-e2e.mjs) builds the demo and makes sure a
// Chromium exists first; this file only looks for one and never installs.
// E2E_PORT / E2E_DIST let several people run the suite side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-demo';
const HOST = '127.0.0.1';
const baseURL = `http://${HOST}:${PORT}`;

const executablePath = findChromium();
if (!executablePath) {
  throw new Error("No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, Playwright's own): `npm run ensure-system` installs Debian's or says how.");
}

/** The built demo, served by `vite preview`. */
export const preview = {
  command: `npx vite preview --mode demo --outDir ${DIST} --port ${PORT} --strictPort --host ${HOST}`,
  url: `${baseURL}/health`,
  // A stale preview on the same port was once silently reused: always start our own.
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_DIST ? `test-results-${DIST}` : 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  // Honest failures: a flaky test is a bug to fix, not to retry.
  retries: 0,
  // Two, one per core: the journeys are bound by Chromium's work (the demo's worker, layout, axe),
  // and a third only makes every test slower without finishing the suite sooner.
  workers: 2,
  reporter: 'list',
  // Journeys of several screens on a loaded 2-core machine: the same limit for every test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
    // The journeys test the app; the service worker has specs of its own (service-worker.spec.ts, production.spec.ts),
    // which allow it: elsewhere it would only fetch every chunk of the build ahead, beside each test's first page.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath,
      // Without the background-networking flags Chromium floods the closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: preview,
});
