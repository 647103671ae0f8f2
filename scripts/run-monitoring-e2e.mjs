#!/usr/bin/env node
// `npm run test:monitoring`: what reaches the operations team.
//   1. builds the production console into dist-monitoring/ with VITE_SENTRY_DSN pointing at a local
//      collector (https://<key>@127.0.0.1:MONITOR_PORT/42), against `npm run api`, with the debug
//      sign-in (skip with E2E_SKIP_BUILD=1)
//   2. runs `npx playwright test -c playwright.monitoring.config.ts` (which starts the fake API; the
//      tests start the collector and the site): an error before the SDK, a failed chunk, a malformed
//      and a failing API answer, a CSP violation and a page's vitals arrive, without personal data
// Ports: MONITOR_PORT (4177, the collector; the site on the next one), API_PORT (4174).
import { finish, run, runner, seconds } from './lib/steps.mjs';

const dist = process.env.MONITOR_DIST ?? 'dist-monitoring';
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4174}`;
const dsn = `https://e2e0public0key@127.0.0.1:${process.env.MONITOR_PORT || 4177}/42`;
const started = Date.now();
const monitoring = runner('monitoring e2e');

const chromium = monitoring.chromium();
const env = { ...process.env, VITE_SENTRY_DSN: dsn, VITE_API_BASE_URL: apiOrigin, VITE_ASSET_ORIGINS: apiOrigin, VITE_DEBUG_LOGIN: 'true' };
monitoring.build(dist, [], env);

console.log('\n== monitoring e2e: playwright test -c playwright.monitoring.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.monitoring.config.ts', ...process.argv.slice(2)], {
  ...env,
  CHROMIUM_PATH: chromium,
  MONITOR_DIST: dist,
});
finish(code, `monitoring e2e: ${code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
