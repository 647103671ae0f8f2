#!/usr/bin/env node
// `npm run test:maps`: the facility map picker WITH a Google Maps key, offline.
//   1. builds the demo with VITE_GOOGLE_MAPS_API_KEY=e2e-stub-key into dist-demo-maps/
//      (skip with E2E_SKIP_BUILD=1)
//   2. runs `npx playwright test -c playwright.maps.config.ts` (Google's script is answered by
//      tests/e2e-maps/google-maps-stub.js) and exits with its code
//
// Extra CLI args go to Playwright: npm run test:maps -- -g place
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, installHint } from './find-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '4209';
const dist = process.env.E2E_DIST ?? 'dist-demo-maps';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) console.error(`maps e2e: could not start ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function finish(code, line) {
  console.log(`\n${line}`);
  process.exit(code);
}

const chromium = findChromium({ install: false });
if (!chromium) finish(1, `maps e2e: FAILED: no Chromium found. Run: ${installHint()}`);

if (process.env.E2E_SKIP_BUILD === '1') {
  console.log(`== maps e2e: build skipped (E2E_SKIP_BUILD=1), using ${dist}/`);
  if (!existsSync(join(root, dist, 'index.html'))) finish(1, `maps e2e: FAILED: ${dist}/index.html is missing`);
} else {
  console.log(`== maps e2e: build the demo with a maps key (vite build --mode demo --outDir ${dist})`);
  const t = Date.now();
  const code = run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', dist], {
    ...process.env,
    VITE_GOOGLE_MAPS_API_KEY: 'e2e-stub-key',
  });
  if (code !== 0) finish(code, `maps e2e: FAILED: the build exited with ${code}`);
  console.log(`built in ${seconds(t)}`);
}

console.log('\n== maps e2e: playwright test -c playwright.maps.config.ts');
const code = run('npx', ['playwright', 'test', '-c', 'playwright.maps.config.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_PORT: port,
  E2E_DIST: dist,
});
finish(code, code === 0 ? `maps e2e: OK in ${seconds(started)}` : `maps e2e: FAILED (playwright exited with ${code}) in ${seconds(started)}`);
