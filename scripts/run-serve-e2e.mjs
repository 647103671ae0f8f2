#!/usr/bin/env node
// `npm run test:serve`: the production build through nginx with deploy/nginx.conf (`npm run serve`).
//   1. builds the production console into dist-serve/ against `npm run api` (VITE_API_BASE_URL and
//      its asset origin), with the debug sign-in on, the only identity without Firebase (skip with
//      E2E_SKIP_BUILD=1)
//   2. runs `npx playwright test -c playwright.serve.config.ts` (which starts the fake API and nginx):
//      the headers and caching of every kind of answer, framing from another origin, a deploy, and
//      the sign-in journey under the header CSP; extra args go to Playwright
// Ports: PORT (4180, nginx; the deploy test's own nginx on the next one), API_PORT (4174).
import { finish, run, runner, seconds } from './lib/steps.mjs';

const dist = process.env.SERVE_DIST ?? 'dist-serve';
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4174}`;
const started = Date.now();
const serve = runner('serve e2e');

const chromium = serve.chromium();
serve.build(dist, [], { ...process.env, VITE_API_BASE_URL: apiOrigin, VITE_ASSET_ORIGINS: apiOrigin, VITE_DEBUG_LOGIN: 'true' });

console.log('\n== serve e2e: playwright test -c playwright.serve.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.serve.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  SERVE_DIST: dist,
});
finish(code, `serve e2e: ${code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
