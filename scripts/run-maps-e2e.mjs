#!/usr/bin/env node
// `npm run test:maps`: the facility map picker WITH a Google Maps key, offline: the demo built
// with VITE_GOOGLE_MAPS_API_KEY=e2e-stub-key into dist-demo-maps/ (skip with E2E_SKIP_BUILD=1),
// then `playwright test -c playwright.maps.config.ts` (Google's script is answered by
// tests/e2e-maps/google-maps-stub.js). Extra CLI args go to Playwright: npm run test:maps -- -g place
import { finish, run, runner, seconds } from './lib/steps.mjs';

const port = process.env.E2E_PORT ?? '4209';
const dist = process.env.E2E_DIST ?? 'dist-demo-maps';
const started = Date.now();
const maps = runner('maps e2e');

const chromium = maps.chromium();
maps.build(dist, ['--mode', 'demo'], { ...process.env, VITE_GOOGLE_MAPS_API_KEY: 'e2e-stub-key' });

console.log('\n== maps e2e: playwright test -c playwright.maps.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.maps.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_PORT: port,
  E2E_DIST: dist,
});
finish(code, `maps e2e: ${code === 0 ? 'OK' : `FAILED (playwright exited with ${code})`} in ${seconds(started)}`);
